/**
 * POST /api/applications/claim (docs/decisions/038, "A visitor's
 * application joins their account"): a visitor's submission (no account)
 * joins the account of the signed-in user who holds its link's token, when
 * the account's email is VERIFIED and is the submission's (case-insensitive),
 * the account may send the college's forms (a player's, not its staff), and
 * it has no submission of its own to the form. Never by email alone: the
 * token proves the holder got the submitter's email, the verified address
 * that the account is theirs. Again on one's own application: the same
 * answer. The form's automatic pipeline add applies as on submitting.
 * Every link of the application stops for anyone but the account (session
 * 26, issue 24): the first sender's link no longer opens it.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { SUBMISSION_TEXTS, type ApplicationView } from '#shared/contracts/submissions.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import type { Database } from '#server/db/client.ts';
import { addPipelineEntries } from '#server/pipeline/add-pipeline-entries.ts';
import { rowsOf } from '#server/db/sql.ts';
import { applicationAccount, openLink, revokeSubmissionLinks, viewApplication, type SubmissionOwner } from './application-links.ts';

const REFUSALS = {
  email_not_verified: () => new AppError('forbidden', SUBMISSION_TEXTS.claimVerifyEmail),
  already_sent: () => new AppError('conflict', SUBMISSION_TEXTS.claimAlreadySent),
};

export async function claimApplication(db: Database, token: string, viewer: Viewer): Promise<ApplicationView> {
  const { submissionId } = await openLink(db, token, viewer);
  try {
    await db.transaction(async (tx) => {
      const [owner] = await rowsOf<SubmissionOwner & { status: string; programId: string; autoAdd: boolean }>(
        tx,
        sql`select s.id as "submissionId", s.form_id as "formId", p.college_id as "collegeId", s.submitter_user_id as "submitterUserId",
            s.email, s.status, s.program_id as "programId", f.auto_add_to_pipeline as "autoAdd"
          from interest_form_submissions s join interest_forms f on f.id = s.form_id join college_programs p on p.id = s.program_id
          where s.id = ${submissionId} for update of s`,
      );
      if (!owner) throw new AppError('not_found', SUBMISSION_TEXTS.invalidLink);
      const account = await applicationAccount(tx, viewer, owner);
      if (account?.state === 'yours') return;
      if (!account) throw new AppError('forbidden', SUBMISSION_TEXTS.claimOtherEmail);
      if (account.state === 'refused') throw new AppError('forbidden', account.message ?? SUBMISSION_TEXTS.notAPlayer);
      if (account.state !== 'can_add') throw REFUSALS[account.state]();
      // The link may have stopped since it was read (a confirmed repeat): checked again under the row lock.
      await openLink(tx, token, viewer);
      await tx.execute(sql`update interest_form_submissions set submitter_user_id = ${viewer.userId}, updated_at = now() where id = ${submissionId}`);
      // Every earlier link stops (decision 038, session 26): the application is the account's now. This one opens for its owner.
      await revokeSubmissionLinks(tx, submissionId, 'claimed');
      if (owner.autoAdd && owner.status !== 'withdrawn') {
        const { entries } = await addPipelineEntries(tx, { programId: owner.programId, playerUserIds: [viewer.userId], source: 'form', actorUserId: null });
        await tx.execute(sql`update interest_form_submissions set status = 'added', pipeline_entry_id = ${entries.get(viewer.userId)!} where id = ${submissionId}`);
      }
    });
  } catch (error) {
    // The account sent the form itself at the same moment: its own row won.
    if (isUniqueViolation(error)) throw REFUSALS.already_sent();
    throw error;
  }
  return viewApplication(db, token, viewer);
}
