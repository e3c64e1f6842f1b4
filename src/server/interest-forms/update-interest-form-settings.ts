/**
 * PATCH .../interest-forms/:formId/settings (issue 13.4): whether each
 * submission adds the player to the pipeline at Interested, and the close
 * date (in the future, by the server's clock; null for none). Settings take
 * effect at once, without a new version: they are not questions.
 */
import { AppError } from '#shared/app-error.ts';
import { INTEREST_FORM_TEXTS, type InterestFormDetail, type InterestFormSettings } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { updateInterestFormRow } from './update-interest-form-row.ts';

export async function updateInterestFormSettings(db: Database, programId: string, formId: string, input: InterestFormSettings): Promise<InterestFormDetail> {
  const closesAt = input.closesAt === undefined ? undefined : input.closesAt === null ? null : new Date(input.closesAt);
  if (closesAt && closesAt.getTime() <= Date.now()) throw new AppError('validation', INTEREST_FORM_TEXTS.closesInPast, { closesAt: INTEREST_FORM_TEXTS.closesInPast });
  return updateInterestFormRow(db, programId, formId, {
    ...(input.autoAddToPipeline !== undefined ? { autoAddToPipeline: input.autoAddToPipeline } : {}),
    ...(closesAt !== undefined ? { closesAt } : {}),
  });
}
