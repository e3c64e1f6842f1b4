/**
 * DELETE .../interest-forms/:formId (issue 13.4): a form nobody has answered
 * goes with its versions and short link; one with responses answers 409
 * (closing is the alternative). The form row is locked first: a submission
 * arriving meanwhile waits for the lock and then finds no form, so no answer
 * is deleted by accident (it holds a key-share lock on the form until it
 * commits, so the lock above waits for it and the count then sees it).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { INTEREST_FORM_TEXTS } from '#shared/contracts/interest-forms.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { formNotFound } from './interest-form-access.ts';

export async function deleteInterestForm(db: Database, programId: string, formId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await rowsOf<{ id: string }>(tx, sql`select id from interest_forms where id = ${formId} and program_id = ${programId} for update`);
    if (locked.length === 0) throw formNotFound();
    // A new statement after the lock: it sees a submission committed while this one waited (READ COMMITTED).
    const [form] = await rowsOf<{ answered: boolean }>(tx, sql`select exists (select 1 from interest_form_submissions s where s.form_id = ${formId}) as answered`);
    if (form?.answered) throw new AppError('conflict', INTEREST_FORM_TEXTS.hasResponses);
    await tx.execute(sql`delete from interest_forms where id = ${formId}`);
  });
}
