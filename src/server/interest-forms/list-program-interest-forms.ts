/** GET /api/programs/:programId/interest-forms (issue 13.4): the program's forms, newest first, in one statement. */
import type { InterestFormList } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { listInterestForms } from './read-interest-forms.ts';

export async function listProgramInterestForms(db: Database, programId: string): Promise<InterestFormList> {
  return { forms: await listInterestForms(db, programId) };
}
