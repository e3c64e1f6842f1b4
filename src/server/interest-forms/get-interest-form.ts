/** GET /api/programs/:programId/interest-forms/:formId (issue 13.4): the builder's data: the draft and the live version. */
import type { InterestFormDetail } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { formNotFound } from './interest-form-access.ts';
import { readInterestForm } from './read-interest-forms.ts';

export async function getInterestForm(db: Database, programId: string, formId: string): Promise<InterestFormDetail> {
  const form = await readInterestForm(db, programId, formId);
  if (!form) throw formNotFound();
  return form;
}
