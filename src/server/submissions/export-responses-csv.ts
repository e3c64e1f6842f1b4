/**
 * GET .../responses.csv (docs/decisions/038): the filtered responses as CSV
 * for a spreadsheet. Every cell is quoted (quotes doubled), and a cell a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading ' so it stays text (OWASP "CSV
 * injection"). One column per question across the versions exported (by
 * field id, titled with the newest version's label).
 */
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import { answerText, STAFF_STATUS_LABELS, type ResponseRow } from '#shared/contracts/submissions.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function responsesCsv(responses: readonly ResponseRow[], versions: Record<string, unknown[]>): string {
  // Newest rows first: the first label seen for a field id is its newest one.
  const questions = new Map<string, FormField>();
  for (const row of responses) {
    for (const field of (versions[row.versionId] ?? []) as FormField[]) if (!questions.has(field.id)) questions.set(field.id, field);
  }
  const header = ['Submitted', 'Name', 'Contact email', 'Class', 'Match', 'Status', 'Form', ...[...questions.values()].map((field) => field.label)];
  const lines = [header.map(csvCell).join(',')];
  for (const row of responses) {
    const own = new Map(((versions[row.versionId] ?? []) as FormField[]).map((field) => [field.id, field]));
    lines.push(
      [
        row.submittedAt,
        row.name,
        row.contactEmail ? (row.contactIsGuardian ? `${row.contactEmail} (guardian)` : row.contactEmail) : '',
        row.classYear === null ? '' : String(row.classYear),
        row.matchPercent === null ? '' : `${row.matchPercent}%`,
        STAFF_STATUS_LABELS[row.status],
        row.formTitle,
        ...[...questions.keys()].map((id) => answerText(own.get(id) ?? questions.get(id), row.answers[id])),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** responses-<college>-<title>-<level>-<day>.csv, ASCII only. */
export function responsesCsvFilename(collegeSlug: string, titleName: string, level: string, day: string): string {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `responses-${slug(collegeSlug)}-${slug(titleName)}-${slug(level)}-${day}.csv`;
}
