/**
 * A small RFC 4180 reader (the colleges file is the only CSV the app reads):
 * comma-separated fields, double-quoted fields may hold commas, quotes
 * (doubled) and line breaks; LF or CRLF line ends. Answers one object per
 * data row keyed by the header row.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('CSV: a quoted field is not closed');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header, ...rows] = records.filter((row) => !(row.length === 1 && row[0] === ''));
  if (!header) return [];
  return rows.map((row, rowIndex) => {
    if (row.length !== header.length) throw new Error(`CSV: row ${rowIndex + 2} has ${row.length} fields, the header ${header.length}`);
    return Object.fromEntries(header.map((name, column) => [name, row[column]!]));
  });
}
