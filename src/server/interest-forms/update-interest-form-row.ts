/**
 * The write both the draft and the settings make: set some columns of the
 * program's form (its `updated_at` moves), then answer the form as the
 * builder shows it; 404 when the form is not the program's.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { InterestFormDetail } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { interestForms } from '#server/db/schema/interest-forms.ts';
import { formNotFound } from './interest-form-access.ts';
import { readInterestForm } from './read-interest-forms.ts';

export async function updateInterestFormRow(
  db: Database,
  programId: string,
  formId: string,
  values: PgUpdateSetSource<typeof interestForms>,
): Promise<InterestFormDetail> {
  const updated = await db
    .update(interestForms)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(interestForms.id, formId), eq(interestForms.programId, programId)))
    .returning({ id: interestForms.id });
  const form = updated.length > 0 ? await readInterestForm(db, programId, formId) : null;
  if (!form) throw formNotFound();
  return form;
}
