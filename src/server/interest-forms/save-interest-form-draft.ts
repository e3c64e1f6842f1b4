/**
 * PUT /api/programs/:programId/interest-forms/:formId/draft (issue 13.4):
 * the builder's title, description and field list (checked by the contract:
 * 400 naming the field's index and problem). Only the draft changes: the
 * live version, and every answer given to it, stay as they were.
 */
import { and, eq, sql } from 'drizzle-orm';
import { normalizeFormFields, type InterestFormDetail, type SaveInterestFormDraft } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { interestForms } from '#server/db/schema/interest-forms.ts';
import { formNotFound } from './interest-form-access.ts';
import { readInterestForm } from './read-interest-forms.ts';

export async function saveInterestFormDraft(db: Database, programId: string, formId: string, input: SaveInterestFormDraft): Promise<InterestFormDetail> {
  const updated = await db
    .update(interestForms)
    .set({
      title: input.title,
      description: input.description ?? null,
      draftFields: normalizeFormFields(input.fields),
      updatedAt: sql`now()`,
    })
    .where(and(eq(interestForms.id, formId), eq(interestForms.programId, programId)))
    .returning({ id: interestForms.id });
  const form = updated.length > 0 ? await readInterestForm(db, programId, formId) : null;
  if (!form) throw formNotFound();
  return form;
}
