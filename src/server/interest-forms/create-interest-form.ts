/** POST /api/programs/:programId/interest-forms (issue 13.4): a new draft with no fields yet. */
import type { CreateInterestForm, InterestFormDetail } from '#shared/contracts/interest-forms.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { interestForms } from '#server/db/schema/interest-forms.ts';
import { programNotFound } from './interest-form-access.ts';
import { readInterestForm } from './read-interest-forms.ts';

export async function createInterestForm(db: Database, programId: string, viewer: Viewer, input: CreateInterestForm): Promise<InterestFormDetail> {
  const [row] = await db
    .insert(interestForms)
    .values({ programId, title: input.title, description: input.description ?? null, createdByUserId: viewer.userId })
    .returning({ id: interestForms.id });
  const form = row ? await readInterestForm(db, programId, row.id) : null;
  if (!form) throw programNotFound();
  return form;
}
