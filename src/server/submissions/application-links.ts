/**
 * Application links (issue 13.5, docs/decisions/038): `/application/view/{token}`
 * is the submitter's own page. The token is 32 random bytes; only its
 * SHA-256 hash is stored (link-token.ts). A link works until it expires or
 * its holder revokes it; a wrong, revoked or expired token answers the same
 * 404 with one message, so nothing tells them apart. The page shows the
 * answers with the questions' texts of the version answered, the program,
 * and the status in the submitter's words: never the pipeline stage or the
 * staff's notes.
 *
 * Decision 065: a link shows only the answers it was issued for,
 * and an application that joins an account is its owner's alone. When the
 * answers are replaced (a confirmed visitor's repeat, a player's repeat)
 * every earlier link stops (`replaced`), and so does every link when the
 * application joins an account (`claimed`): such a link answers 410 with
 * why, never the application. A `claimed` link still opens for the owner's
 * own session. Withdrawing an account's application needs its owner's
 * session besides a working link.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  ACCOUNT_APPLICATION_LINK_HOURS,
  type ApplicationAccountState,
  applicationPath,
  SUBMISSION_TEXTS,
  SUBMITTER_STATUS_LABELS,
  type ApplicationView,
  type LinkRevokedReason,
  type MySubmission,
} from '#shared/contracts/submissions.ts';
import type { SubmissionStatus } from '#shared/recruiting/recruiting-values.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { hashLinkToken, newLinkToken } from '#server/auth/link-token.ts';
import type { Database } from '#server/db/client.ts';
import { reversePoints } from '#server/points/award-points.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { linkedSubmissionJoinsSql } from './linked-submission-sql.ts';
import { submitterRefusal } from './submission-access.ts';

export async function createApplicationLink(tx: Pick<Database, 'execute'>, submissionId: string, validMs: number) {
  const link = newLinkToken(validMs);
  await tx.execute(sql`insert into application_links (submission_id, token_hash, expires_at)
    values (${submissionId}, ${link.tokenHash}, ${link.expiresAt.toISOString()})`);
  return link;
}

export function invalidLink(): AppError {
  return new AppError('not_found', SUBMISSION_TEXTS.invalidLink);
}

export interface OpenLink {
  linkId: string;
  submissionId: string;
  submitterUserId: string | null;
  revokedReason: LinkRevokedReason | null;
}

/**
 * The link of a token, if it still opens its application for this viewer:
 * a wrong, expired or holder-revoked token is invalidLink (404); a link
 * replaced by newer answers, or one of an application that has joined an
 * account (unless the viewer is that account), answers 410 saying why.
 */
export async function openLink(db: Pick<Database, 'execute'>, token: string, viewer: Viewer | null): Promise<OpenLink> {
  const [link] = await rowsOf<OpenLink>(
    db,
    sql`select l.id as "linkId", l.submission_id as "submissionId", s.submitter_user_id as "submitterUserId", l.revoked_reason as "revokedReason"
      from application_links l join interest_form_submissions s on s.id = l.submission_id
      where l.token_hash = ${hashLinkToken(token)} and l.expires_at > now()`,
  );
  if (!link || link.revokedReason === 'holder') throw invalidLink();
  if (link.revokedReason === 'replaced') throw new AppError('gone', SUBMISSION_TEXTS.linkReplaced);
  if (link.revokedReason === 'claimed' && (!viewer || viewer.userId !== link.submitterUserId)) throw new AppError('gone', SUBMISSION_TEXTS.linkClaimed);
  return link;
}

/**
 * Every working link of a submission stops, saying why (decision 038,
 * session 26): `replaced` when its answers are replaced, `claimed` when it
 * joins an account. The guardian's links stop with them (a newer email
 * carries a newer one). In the caller's transaction.
 */
export async function revokeSubmissionLinks(tx: Pick<Database, 'execute'>, submissionId: string, reason: Exclude<LinkRevokedReason, 'holder'>) {
  await tx.execute(sql`update application_links set revoked_at = now(), revoked_reason = ${reason}
    where submission_id = ${submissionId} and revoked_at is null and expires_at > now()`);
  await tx.execute(sql`update guardian_copy_links set revoked_at = now() where submission_id = ${submissionId} and revoked_at is null and expires_at > now()`);
}

/** What the account question needs of a submission (never sent to the page). */
export interface SubmissionOwner {
  submissionId: string;
  formId: string;
  collegeId: string;
  submitterUserId: string | null;
  email: string;
}

/**
 * The signed-in viewer and this submission (decision 038, "A visitor's
 * application joins their account"): null unless the viewer's account email
 * is the submission's (case-insensitive) or the submission is already theirs,
 * so the page says nothing about other accounts.
 */
export async function applicationAccount(
  db: Pick<Database, 'execute'>,
  viewer: Viewer | null,
  owner: SubmissionOwner,
): Promise<{ state: ApplicationAccountState; message: string | null } | null> {
  if (!viewer) return null;
  if (owner.submitterUserId === viewer.userId) return { state: 'yours', message: null };
  if (owner.submitterUserId !== null) return null;
  const [account] = await rowsOf<{ verified: boolean; sameEmail: boolean; alreadySent: boolean }>(
    db,
    sql`select p.email_verified as verified, lower(p.email) = lower(${owner.email}) as "sameEmail",
        exists (select 1 from interest_form_submissions s where s.form_id = ${owner.formId} and s.submitter_user_id = p.id) as "alreadySent"
      from profiles p where p.id = ${viewer.userId}`,
  );
  if (!account?.sameEmail) return null;
  const refusal = submitterRefusal(viewer, owner.collegeId);
  if (refusal) return { state: 'refused', message: refusal };
  if (!account.verified) return { state: 'email_not_verified', message: SUBMISSION_TEXTS.claimVerifyEmail };
  if (account.alreadySent) return { state: 'already_sent', message: SUBMISSION_TEXTS.claimAlreadySent };
  return { state: 'can_add', message: null };
}

export async function viewApplication(db: Database, token: string, viewer: Viewer | null): Promise<ApplicationView> {
  const { linkId } = await openLink(db, token, viewer);
  const [row] = await rowsOf<Omit<ApplicationView, 'statusLabel' | 'account'> & SubmissionOwner>(
    db,
    sql`select f.title as "formTitle", c.name as "collegeName", c.slug as "collegeSlug", t.name as "titleName", p.level,
        s.status, s.name, ${isoTime(sql`s.created_at`)} as "submittedAt", ${isoTime(sql`s.updated_at`)} as "updatedAt",
        ${isoTime(sql`l.expires_at`)} as "expiresAt", v.fields, s.answers,
        s.id as "submissionId", s.form_id as "formId", c.id as "collegeId", s.submitter_user_id as "submitterUserId", s.email
      from application_links l
      ${linkedSubmissionJoinsSql()}
      where l.id = ${linkId}`,
  );
  if (!row) throw invalidLink();
  const { submissionId, formId, collegeId, submitterUserId, email, ...view } = row;
  const account = await applicationAccount(db, viewer, { submissionId, formId, collegeId, submitterUserId, email });
  return { ...view, statusLabel: SUBMITTER_STATUS_LABELS[row.status], account };
}

/**
 * Withdraw: the submission's status becomes withdrawn (again: the same
 * answer). A pipeline entry made from it stays, for the staff; their
 * Responses tab shows the response withdrawn. The points it earned are
 * reversed in the same transaction. An account's application: only its
 * owner's session (signed out 401, another account 403), checked on the row
 * locked for the update, so a claim at the same moment cannot slip between.
 */
export async function withdrawApplication(db: Database, token: string, viewer: Viewer | null): Promise<ApplicationView> {
  const { submissionId } = await openLink(db, token, viewer);
  await db.transaction(async (tx) => {
    const [owner] = await rowsOf<{ submitterUserId: string | null }>(
      tx,
      sql`select submitter_user_id as "submitterUserId" from interest_form_submissions where id = ${submissionId} for update`,
    );
    if (owner?.submitterUserId && owner.submitterUserId !== viewer?.userId) {
      throw viewer ? new AppError('forbidden', SUBMISSION_TEXTS.withdrawNotYours) : new AppError('unauthorized', SUBMISSION_TEXTS.withdrawSignIn);
    }
    // The link may have stopped since it was read (a confirmed repeat, a claim): checked again under the row lock.
    await openLink(tx, token, viewer);
    const [row] = await rowsOf<{ submitterUserId: string | null }>(
      tx,
      sql`update interest_form_submissions set status = 'withdrawn', withdrawn_at = coalesce(withdrawn_at, now()), updated_at = now()
        where id = ${submissionId} returning submitter_user_id as "submitterUserId"`,
    );
    // Its points go back (docs/decisions/048); sending it again earns nothing.
    if (row?.submitterUserId) {
      await reversePoints(tx, { userId: row.submitterUserId, rule: 'form_submitted', sourceType: 'submission', sourceIds: [submissionId] });
    }
  });
  return viewApplication(db, token, viewer);
}

/** The holder ends their link: it stops working at once (other links of the submission keep theirs). */
export async function revokeApplicationLink(db: Database, token: string, viewer: Viewer | null): Promise<{ revoked: true }> {
  const { linkId } = await openLink(db, token, viewer);
  await db.execute(sql`update application_links set revoked_at = now(), revoked_reason = 'holder' where id = ${linkId}`);
  return { revoked: true };
}

/**
 * GET /api/me/submissions: the signed-in player's submissions, newest
 * first, each with a fresh link (valid ACCOUNT_APPLICATION_LINK_HOURS; a
 * token cannot be read back from its hash). The player's expired links are
 * removed on the way, so repeated loads do not pile rows up. One
 * transaction: the list, the clean-up and one insert for all new links.
 */
export async function listMySubmissions(db: Database, userId: string): Promise<{ submissions: MySubmission[] }> {
  return db.transaction(async (tx) => {
    const rows = await rowsOf<Omit<MySubmission, 'statusLabel' | 'applicationPath'> & { status: SubmissionStatus }>(
      tx,
      sql`select s.id as "submissionId", f.title as "formTitle", p.id as "programId", c.name as "collegeName", c.slug as "collegeSlug",
          t.name as "titleName", p.level, s.status, ${isoTime(sql`s.submitted_at`)} as "submittedAt"
        from interest_form_submissions s
        join interest_forms f on f.id = s.form_id
        join college_programs p on p.id = s.program_id
        join colleges c on c.id = p.college_id
        join esports_titles t on t.id = p.esports_title_id
        where s.submitter_user_id = ${userId}
        order by s.submitted_at desc, s.id desc`,
    );
    if (rows.length === 0) return { submissions: [] };
    await tx.execute(sql`delete from application_links l using interest_form_submissions s
      where s.id = l.submission_id and s.submitter_user_id = ${userId} and l.expires_at <= now()`);
    const links = rows.map((row) => ({ submissionId: row.submissionId, ...newLinkToken(ACCOUNT_APPLICATION_LINK_HOURS * 3_600_000) }));
    await tx.execute(sql`insert into application_links (submission_id, token_hash, expires_at) values ${sql.join(
      links.map((link) => sql`(${link.submissionId}, ${link.tokenHash}, ${link.expiresAt.toISOString()})`),
      sql`, `,
    )}`);
    return {
      submissions: rows.map((row, index) => ({ ...row, statusLabel: SUBMITTER_STATUS_LABELS[row.status], applicationPath: applicationPath(links[index]!.token) })),
    };
  });
}
