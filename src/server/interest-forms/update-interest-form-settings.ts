/**
 * PATCH .../interest-forms/:formId/settings (issue 13.4): whether each
 * submission adds the player to the pipeline at Interested, and the close
 * date (in the future, by the server's clock; null for none). Settings take
 * effect at once, without a new version: they are not questions.
 */
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { INTEREST_FORM_TEXTS, type InterestFormDetail, type InterestFormSettings } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { interestForms } from '#server/db/schema/interest-forms.ts';
import { formNotFound } from './interest-form-access.ts';
import { readInterestForm } from './read-interest-forms.ts';

export async function updateInterestFormSettings(db: Database, programId: string, formId: string, input: InterestFormSettings): Promise<InterestFormDetail> {
  const closesAt = input.closesAt === undefined ? undefined : input.closesAt === null ? null : new Date(input.closesAt);
  if (closesAt && closesAt.getTime() <= Date.now()) throw new AppError('validation', INTEREST_FORM_TEXTS.closesInPast, { closesAt: INTEREST_FORM_TEXTS.closesInPast });
  const updated = await db
    .update(interestForms)
    .set({
      ...(input.autoAddToPipeline !== undefined ? { autoAddToPipeline: input.autoAddToPipeline } : {}),
      ...(closesAt !== undefined ? { closesAt } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(interestForms.id, formId), eq(interestForms.programId, programId)))
    .returning({ id: interestForms.id });
  const form = updated.length > 0 ? await readInterestForm(db, programId, formId) : null;
  if (!form) throw formNotFound();
  return form;
}
