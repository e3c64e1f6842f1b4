/**
 * POST /api/colleges/:slug/apply/:formId (issue 13.4, docs/decisions/038).
 *
 * The answers are checked against the JSON Schema of the version the form
 * shows now (ajv, compiled once per version); a failure is a 400 naming each
 * field and stores nothing. A signed-in player's name and email are the
 * account's; a visitor gives name, email and birth date (the sign-up age
 * rules of decision 004, checked by the body schema). A repeat by the same
 * player (or the same visitor email) updates the earlier row: one INSERT ...
 * ON CONFLICT on the partial unique index, so two sends at once end in one
 * row. In the same transaction: the short link's daily count, the automatic
 * pipeline add, and a new application link. The emails go after the commit.
 *
 * A bot flood (decision 038, session 24): besides the per-address limit of
 * the route, a form takes at most `visitorCap.max` NEW visitor submissions a
 * window (a repeat that updates its row, and signed-in players, do not
 * count). The count is a rate-limit counter hit inside the insert's
 * transaction, after the insert says the row is new: the counter's row lock
 * serializes concurrent new visitor rows of the form, and the one past the
 * cap rolls back (its hit with it), so the cap holds under any concurrency
 * and a refusal stores nothing. A filled honeypot field is refused quietly.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import { collegeProgramLabel } from '#shared/contracts/my-college-programs.ts';
import {
  answeredQuestions,
  APPLICATION_LINK_DAYS,
  applicationPath,
  SUBMISSION_TEXTS,
  type SubmissionResult,
  type submissionBodySchema,
  UPDATE_CONFIRM_HOURS,
  UPDATE_CONFIRM_RESEND_MINUTES,
  updateConfirmPath,
} from '#shared/contracts/submissions.ts';
import { SHORT_LINK_CODE_PATTERN } from '#shared/recruiting/recruiting-values.ts';
import type { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { submissionReceivedEmail, submissionUpdateConfirmEmail } from '#server/email/submission-emails.ts';
import { newLinkToken } from '#server/auth/link-token.ts';
import { addPipelineEntries } from '#server/pipeline/add-pipeline-entries.ts';
import { recipientsWithGuardianCopies } from '#server/player-recruiting/guardian-copies.ts';
import { awardPoints } from '#server/points/award-points.ts';
import { countShortLinkDaily } from '#server/short-links/create-short-link.ts';
import { hitCounter } from '#server/http/rate-limit-store.ts';
import type { RateLimitSettings } from '#server/http/rate-limits.ts';
import { rowsOf } from '#server/db/sql.ts';
import { checkFormAnswers } from '#server/interest-forms/form-answer-validator.ts';
import type { JsonSchema } from '#shared/recruiting/interest-form-schema.ts';
import { gameRankProblems } from '#shared/recruiting/game-rank-choices.ts';
import { createApplicationLink, revokeSubmissionLinks } from './application-links.ts';
import { formNotFound, loadLiveForm, type LiveForm } from './get-public-form.ts';
import { loadProfileFacts, profileBlockAnswers } from './profile-blocks.ts';
import { type GuardianRecipient, prepareGuardianCopies, sendGuardianCopies } from './send-guardian-copies.ts';
import { submitterRefusal } from './submission-access.ts';

type SubmissionBody = z.output<typeof submissionBodySchema>;

interface Submitter {
  userId: string | null;
  name: string;
  email: string;
  birthDate: string | null;
  guardianEmail: string | null;
  /**
   * Who hears of it: a minor visitor's guardian (never verified), a signed-in minor's active guardians (verified when
   * the guardian account's email is confirmed). Decision 038, session 26: send-guardian-copies.ts.
   */
  guardianCopies: GuardianRecipient[];
}

const VISITOR_FIELDS_MISSING = 'Enter your name, email and date of birth';

async function submitterOf(ctx: AppContext, viewer: Viewer | null, form: LiveForm, body: SubmissionBody): Promise<Submitter> {
  if (viewer) {
    const refusal = submitterRefusal(viewer, form.collegeId);
    if (refusal) throw new AppError('forbidden', refusal);
    // A signed-in minor's active guardians, each with their own "guardian copies" switch (decision 043).
    const guardians = (await recipientsWithGuardianCopies(ctx, ctx.db, viewer.userId)).filter((recipient) => recipient.isGuardianCopy);
    const verified = new Set(guardians.length === 0 ? [] : (await rowsOf<{ id: string }>(
      ctx.db,
      sql`select id from profiles where email_verified and id in (${sql.join(guardians.map((guardian) => sql`${guardian.userId}`), sql`, `)})`,
    )).map((row) => row.id));
    const guardianCopies = guardians.map((guardian) => ({ to: guardian.to, verified: verified.has(guardian.userId) }));
    return { userId: viewer.userId, name: viewer.fullName.slice(0, 120), email: viewer.email, birthDate: null, guardianEmail: null, guardianCopies };
  }
  const visitor = body.visitor;
  if (!visitor) {
    throw new AppError('validation', VISITOR_FIELDS_MISSING, {
      'visitor.name': 'Enter your name',
      'visitor.email': 'Enter your email',
      'visitor.birthDate': 'Enter your date of birth',
    });
  }
  // signUpRefinement (in the body schema) has refused under 13 and a minor without a guardian email.
  const guardianEmail = visitor.guardianEmail ?? null;
  return { userId: null, name: visitor.name, email: visitor.email, birthDate: visitor.birthDate, guardianEmail, guardianCopies: guardianEmail ? [{ to: guardianEmail, verified: false }] : [] };
}

/** Only the version's own questions are kept (a stale page's extra keys are dropped, not stored). */
function ownAnswers(fields: readonly FormField[], answers: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) if (answers[field.id] !== undefined) kept[field.id] = answers[field.id];
  return kept;
}

async function liveFormLinkId(tx: Pick<Database, 'execute'>, formId: string, via: string | undefined): Promise<string | null> {
  if (!via || !SHORT_LINK_CODE_PATTERN.test(via)) return null;
  const [link] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from short_links where code = ${via} and target_type = 'form' and form_id = ${formId}
      and disabled_at is null and (expires_at is null or expires_at > now())`,
  );
  return link?.id ?? null;
}

/** The program's part of the college-and-program label ("Valorant Varsity"). */
export function programNameOf(form: Pick<LiveForm, 'collegeName' | 'titleName' | 'level'>): string {
  return collegeProgramLabel(form).slice(form.collegeName.length + 1);
}

/**
 * A visitor's repeat (decision 038, "A visitor's repeat"): anyone can type
 * an email address, so the earlier answers stay until the address confirms
 * the new ones. The repeat is kept in submission_update_requests (one per
 * submission: a newer one replaces it and its link) with a link token for
 * the email. Another within UPDATE_CONFIRM_RESEND_MINUTES is refused, so
 * nobody can flood an address with these emails.
 */
async function holdVisitorRepeat(tx: Pick<Database, 'execute'>, form: LiveForm, submitter: Submitter, answers: Record<string, unknown>) {
  const link = newLinkToken(UPDATE_CONFIRM_HOURS * 3_600_000);
  const [held] = await rowsOf<{ submissionId: string }>(
    tx,
    // Other visitors' expired requests of the form go on the way (they can no longer be used, and hold answers); this
    // visitor's own is replaced below (one statement must not both delete and update a row).
    sql`with expired as (
        delete from submission_update_requests old using interest_form_submissions os
        where os.id = old.submission_id and os.form_id = ${form.formId} and old.expires_at <= now() and lower(os.email) <> lower(${submitter.email})
      )
      insert into submission_update_requests as r (submission_id, token_hash, version_id, name, birth_date, guardian_email, answers, expires_at)
      select s.id, ${link.tokenHash}, ${form.versionId}, ${submitter.name}, ${submitter.birthDate}, ${submitter.guardianEmail},
        ${JSON.stringify(answers)}::jsonb, ${link.expiresAt.toISOString()}
      from interest_form_submissions s
      where s.form_id = ${form.formId} and lower(s.email) = lower(${submitter.email}) and s.submitter_user_id is null
      on conflict (submission_id) do update set
        token_hash = excluded.token_hash, version_id = excluded.version_id, name = excluded.name, birth_date = excluded.birth_date,
        guardian_email = excluded.guardian_email, answers = excluded.answers, expires_at = excluded.expires_at, created_at = now()
        where r.created_at <= now() - make_interval(mins => ${UPDATE_CONFIRM_RESEND_MINUTES}) or r.expires_at <= now()
      returning r.submission_id as "submissionId"`,
  );
  // Not held: a request of a few minutes ago stands, or (at the same moment) the row joined an account.
  if (!held) throw new AppError('rate_limited', SUBMISSION_TEXTS.updateRecent);
  return { submissionId: held.submissionId, token: link.token };
}

/** The counter of new visitor submissions to one form (rate_limits.key). */
export const visitorSubmissionCounterKey = (formId: string) => `form-visitor-submissions:${formId}`;

export async function submitForm(
  ctx: AppContext,
  viewer: Viewer | null,
  slug: string,
  formId: string,
  body: SubmissionBody,
  visitorCap: RateLimitSettings,
): Promise<SubmissionResult> {
  const { db } = ctx;
  // The honeypot: people never see the field, so only a bot fills it. No reason given, nothing read or stored.
  if (body.website) throw new AppError('validation', SUBMISSION_TEXTS.notSent);
  const form = await loadLiveForm(db, slug, formId);
  if (!form) throw formNotFound();
  if (form.closed) throw new AppError('conflict', SUBMISSION_TEXTS.formClosed);
  const submitter = await submitterOf(ctx, viewer, form, body);
  const answers = ownAnswers(form.fields, body.answers);
  // The schema checks the shape; the game-and-rank block's title and rank are checked against the program's ladder (decision 069).
  const problems = { ...gameRankProblems(form.fields, answers, { titleName: form.titleName, ranks: form.rankChoices }), ...checkFormAnswers(form.jsonSchema as JsonSchema, answers, form.versionId) };
  if (Object.keys(problems).length > 0) throw new AppError('validation', SUBMISSION_TEXTS.invalidAnswers, problems);
  const snapshot = submitter.userId ? profileBlockAnswers(form.fields, await loadProfileFacts(db, submitter.userId, form.titleId)) : {};

  const sent = await db.transaction(async (tx) => {
    const linkId = await liveFormLinkId(tx, form.formId, body.via);
    // A player's repeat replaces the earlier answers; a visitor's is held for the address to confirm (holdVisitorRepeat).
    const onConflict = submitter.userId
      ? sql`(form_id, submitter_user_id) where submitter_user_id is not null do update set
          version_id = excluded.version_id, name = excluded.name, email = excluded.email, birth_date = excluded.birth_date,
          guardian_email = excluded.guardian_email, answers = excluded.answers, profile_snapshot = excluded.profile_snapshot,
          short_link_id = coalesce(s.short_link_id, excluded.short_link_id),
          resubmissions = s.resubmissions + 1,
          status = case when s.pipeline_entry_id is not null then 'added' else 'new' end,
          withdrawn_at = null, submitted_at = now(), updated_at = now()`
      : sql`(form_id, lower(email)) where submitter_user_id is null do nothing`;
    const [row] = await rowsOf<{ id: string; created: boolean }>(
      tx,
      sql`insert into interest_form_submissions as s (form_id, version_id, program_id, submitter_user_id, name, email, birth_date,
          guardian_email, answers, profile_snapshot, short_link_id)
        values (${form.formId}, ${form.versionId}, ${form.programId}, ${submitter.userId}, ${submitter.name}, ${submitter.email},
          ${submitter.birthDate}, ${submitter.guardianEmail}, ${JSON.stringify(answers)}::jsonb, ${JSON.stringify(snapshot)}::jsonb, ${linkId})
        on conflict ${onConflict}
        returning s.id, (s.xmax = 0) as created`,
    );
    if (!row) return { kind: 'held' as const, ...(await holdVisitorRepeat(tx, form, submitter, answers)) };
    const id = row.id;
    if (row.created && !submitter.userId) {
      const { current } = await hitCounter(tx, visitorSubmissionCounterKey(form.formId), visitorCap.windowSeconds);
      if (current > visitorCap.max) throw new AppError('rate_limited', SUBMISSION_TEXTS.tooManyVisitorSubmissions);
    }
    // A link counts the submissions it brought: the first of each submitter (a repeat is the same application).
    if (row.created && linkId) await tx.execute(countShortLinkDaily(linkId, 'submissions'));
    if (form.autoAddToPipeline && submitter.userId) {
      const { entries } = await addPipelineEntries(tx, { programId: form.programId, playerUserIds: [submitter.userId], source: 'form', actorUserId: null });
      await tx.execute(sql`update interest_form_submissions set status = 'added', pipeline_entry_id = ${entries.get(submitter.userId)!} where id = ${id}`);
    }
    // A player's repeat replaced the answers: every earlier link stops (decision 038, session 26).
    if (!row.created) await revokeSubmissionLinks(tx, id, 'replaced');
    const link = await createApplicationLink(tx, id, APPLICATION_LINK_DAYS * 24 * 3_600_000);
    const guardianCopies = await prepareGuardianCopies(tx, id, submitter.guardianCopies);
    // Points (docs/decisions/048): once per submission; a repeat, or a resend after withdrawing, is the same source.
    const points = submitter.userId ? await awardPoints(tx, { userId: submitter.userId, rule: 'form_submitted', sourceType: 'submission', sourceId: id }) : 0;
    return { kind: 'sent' as const, submissionId: id, created: row.created, token: link.token, pointsAwarded: points, guardianCopies };
  });

  const letter = { formTitle: form.title, collegeName: form.collegeName, programName: programNameOf(form) };
  if (sent.kind === 'held') {
    const { submissionId, token } = sent;
    await ctx.mailer.send(submissionUpdateConfirmEmail(submitter.email, { ...letter, url: `${ctx.baseUrl}${updateConfirmPath(token)}`, hours: UPDATE_CONFIRM_HOURS }));
    // Nothing is copied to a guardian yet: the answers are not the application's until confirmed.
    return { submissionId, outcome: 'confirm_by_email', applicationPath: null, emailedTo: submitter.email, guardianCopyTo: null, pointsAwarded: 0 };
  }
  const { submissionId, created, token, pointsAwarded, guardianCopies } = sent;
  const path = applicationPath(token);
  await ctx.mailer.send(submissionReceivedEmail(submitter.email, { ...letter, updated: !created, url: `${ctx.baseUrl}${path}`, days: APPLICATION_LINK_DAYS }));
  await sendGuardianCopies(ctx, guardianCopies, { ...letter, updated: !created }, { playerName: submitter.name, questions: answeredQuestions(form.fields, answers) });
  return {
    submissionId,
    outcome: created ? 'created' : 'updated',
    applicationPath: path,
    emailedTo: submitter.email,
    guardianCopyTo: submitter.guardianEmail,
    pointsAwarded,
  };
}
