/**
 * POST /api/applications/confirm-update (docs/decisions/038, "A visitor's
 * repeat"): the link emailed for a visitor's repeat applies the held answers
 * to the submission, as a player's repeat does at once (answers, version,
 * resubmissions + 1, status back to new unless added, a withdrawal cleared),
 * and answers a new application link; every earlier link of the
 * application stops (session 26: it says it was replaced). The request is used up; a wrong,
 * used or expired token answers one 404. A form closed since, or a
 * submission that has joined an account since, refuses and changes nothing.
 * The emails go after the commit: the visitor's "updated" with the new link,
 * and a minor's guardian's email (fixed text and a link: session 26).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import { answeredQuestions, APPLICATION_LINK_DAYS, applicationPath, SUBMISSION_TEXTS } from '#shared/contracts/submissions.ts';
import type { AppContext } from '#server/app-context.ts';
import { hashLinkToken } from '#server/auth/link-token.ts';
import { submissionReceivedEmail } from '#server/email/submission-emails.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createApplicationLink, revokeSubmissionLinks } from './application-links.ts';
import { loadLiveForm } from './get-public-form.ts';
import { prepareGuardianCopies, sendGuardianCopies } from './send-guardian-copies.ts';
import { programNameOf } from './submit-form.ts';

interface HeldRepeat {
  submissionId: string;
  formId: string;
  collegeSlug: string;
  submitterUserId: string | null;
  email: string;
  versionId: string;
  name: string;
  birthDate: string | null;
  guardianEmail: string | null;
  answers: Record<string, unknown>;
  fields: FormField[];
}

export async function confirmSubmissionUpdate(ctx: AppContext, token: string): Promise<{ applicationPath: string }> {
  const { db } = ctx;
  const { held, form, linkToken, guardianCopies } = await db.transaction(async (tx) => {
    const [request] = await rowsOf<HeldRepeat>(
      tx,
      sql`delete from submission_update_requests r
        using interest_form_submissions s, interest_form_versions v, college_programs p, colleges c
        where r.token_hash = ${hashLinkToken(token)} and r.expires_at > now()
          and s.id = r.submission_id and v.id = r.version_id and p.id = s.program_id and c.id = p.college_id
        returning r.submission_id as "submissionId", s.form_id as "formId", c.slug as "collegeSlug", s.submitter_user_id as "submitterUserId",
          s.email, r.version_id as "versionId", r.name, r.birth_date::text as "birthDate", r.guardian_email as "guardianEmail", r.answers, v.fields`,
    );
    if (!request) throw new AppError('not_found', SUBMISSION_TEXTS.invalidUpdateLink);
    // Throwing rolls the delete back: the link stays, so it works again if the form reopens.
    if (request.submitterUserId) throw new AppError('conflict', SUBMISSION_TEXTS.updateClaimed);
    const live = await loadLiveForm(tx, request.collegeSlug, request.formId);
    if (!live) throw new AppError('not_found', SUBMISSION_TEXTS.formNotFound);
    if (live.closed) throw new AppError('conflict', SUBMISSION_TEXTS.formClosed);
    await tx.execute(sql`update interest_form_submissions s set
        version_id = ${request.versionId}, name = ${request.name}, birth_date = ${request.birthDate}, guardian_email = ${request.guardianEmail},
        answers = ${JSON.stringify(request.answers)}::jsonb, resubmissions = s.resubmissions + 1,
        status = case when s.pipeline_entry_id is not null then 'added' else 'new' end,
        withdrawn_at = null, submitted_at = now(), updated_at = now()
      where s.id = ${request.submissionId}`);
    // Every earlier link stops (decision 038, session 26): a link shows only the answers it was issued for.
    await revokeSubmissionLinks(tx, request.submissionId, 'replaced');
    const link = await createApplicationLink(tx, request.submissionId, APPLICATION_LINK_DAYS * 24 * 3_600_000);
    // A visitor's guardian address is never verified (session 26): a link, not the answers.
    const guardianCopies = await prepareGuardianCopies(tx, request.submissionId, request.guardianEmail ? [{ to: request.guardianEmail, verified: false }] : []);
    return { held: request, form: live, linkToken: link.token, guardianCopies };
  });
  const path = applicationPath(linkToken);
  const letter = { formTitle: form.title, collegeName: form.collegeName, programName: programNameOf(form), updated: true };
  await ctx.mailer.send(submissionReceivedEmail(held.email, { ...letter, url: `${ctx.baseUrl}${path}`, days: APPLICATION_LINK_DAYS }));
  await sendGuardianCopies(ctx, guardianCopies, letter, { playerName: held.name, questions: answeredQuestions(held.fields, held.answers) });
  return { applicationPath: path };
}
