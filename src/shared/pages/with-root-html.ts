/** The built page (index.html) with prerendered markup inside its empty `<div id="root"></div>` (docs/decisions/088). */
export function withRootHtml(shell: string, markup: string): string {
  const emptyRoot = '<div id="root"></div>';
  const at = shell.indexOf(emptyRoot);
  if (at === -1) throw new Error('The built page has no empty <div id="root"></div>');
  return `${shell.slice(0, at)}<div id="root">${markup}</div>${shell.slice(at + emptyRoot.length)}`;
}
