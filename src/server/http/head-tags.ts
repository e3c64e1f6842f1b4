/**
 * Tags put into the SPA's index.html head on the server (share tags: docs/decisions/022),
 * for link previews, which run no script. Every value is HTML-escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export type MetaTag = [attribute: 'property' | 'name', key: string, value: string];

export function metaTagsHtml(tags: MetaTag[]): string {
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}

/** The page with the tags before `</head>` (unchanged when it has no head). */
export function withHeadTags(html: string, tags: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? html : `${html.slice(0, at)}    ${tags}\n  ${html.slice(at)}`;
}
