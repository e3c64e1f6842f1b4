/**
 * Rows under a header, the first `textColumns` columns left-aligned and the
 * rest (figures) right-aligned, indented by two spaces. Its own module,
 * without measure.ts's server imports: the fast bundle check loads only this.
 */
export function formatTable(header: string[], rows: string[][], textColumns = 1): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    '  ' +
    cells.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), '  ' + widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
