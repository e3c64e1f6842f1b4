/**
 * POST .../interest-forms/:formId/close and /reopen (issue 13.4): a closed
 * form takes no new submissions and keeps its responses; reopening sets the
 * live version up again (a close date already past is cleared, or the form
 * would stay closed by date). A form in the other state answers 409.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { INTEREST_FORM_TEXTS, type InterestFormDetail } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { requireCollegeRoom } from '#server/subscriptions/plan-gates.ts';
import { rowsOf } from '#server/db/sql.ts';
import { formNotFound } from './interest-form-access.ts';
import { readInterestForm } from './read-interest-forms.ts';

export async function setInterestFormStatus(db: Database, programId: string, formId: string, action: 'close' | 'reopen'): Promise<InterestFormDetail> {
  const [from, to] = action === 'close' ? (['published', 'closed'] as const) : (['closed', 'published'] as const);
  const changed = await db.transaction(async (tx) => {
    if (action === 'reopen') {
      // The college's plan (docs/decisions/046): a closed form reopened counts against its published forms.
      const [closed] = await rowsOf<{ collegeId: string }>(
        tx,
        sql`select p.college_id as "collegeId" from interest_forms f join college_programs p on p.id = f.program_id
          where f.id = ${formId} and f.program_id = ${programId} and f.status = 'closed'`,
      );
      if (closed) await requireCollegeRoom(tx, closed.collegeId, 'published_forms');
    }
    return rowsOf<{ id: string }>(
      tx,
      sql`update interest_forms set status = ${to}, updated_at = now(),
          closes_at = case when ${to} = 'published' and closes_at <= now() then null else closes_at end
        where id = ${formId} and program_id = ${programId} and status = ${from} returning id`,
    );
  });
  const form = await readInterestForm(db, programId, formId);
  if (!form) throw formNotFound();
  if (changed.length === 0) {
    if (action === 'reopen') throw new AppError('conflict', INTEREST_FORM_TEXTS.notClosed);
    throw new AppError('conflict', form.status === 'closed' ? INTEREST_FORM_TEXTS.alreadyClosed : INTEREST_FORM_TEXTS.notPublished);
  }
  return form;
}
