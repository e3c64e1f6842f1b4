/**
 * PUT /api/programs/:programId/interest-forms/:formId/draft (issue 13.4):
 * the builder's title, description and field list (checked by the contract:
 * 400 naming the field's index and problem). Only the draft changes: the
 * live version, and every answer given to it, stay as they were.
 */
import { normalizeFormFields, type InterestFormDetail, type SaveInterestFormDraft } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { updateInterestFormRow } from './update-interest-form-row.ts';

export async function saveInterestFormDraft(db: Database, programId: string, formId: string, input: SaveInterestFormDraft): Promise<InterestFormDetail> {
  return updateInterestFormRow(db, programId, formId, {
    title: input.title,
    description: input.description ?? null,
    draftFields: normalizeFormFields(input.fields),
  });
}
