/** The texts of a response row, shared by the Responses table (desktop) and its cards (phones). */
import type { ResponseRow } from '#shared/contracts/submissions.ts';

export const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The line under the name: the form, then Visitor, Under 18 and In pipeline where they hold. */
export function responseNote(row: ResponseRow): string {
  return `${row.formTitle}${row.playerUserId ? '' : ' · Visitor'}${row.isMinor ? ' · Under 18' : ''}${row.inPipeline ? ' · In pipeline' : ''}`;
}

export const classText = (row: ResponseRow) => (row.classYear === null ? '—' : String(row.classYear));
export const matchText = (row: ResponseRow) => (row.matchPercent === null ? '—' : `${row.matchPercent}%`);
