/**
 * One-click answer links of a practice reminder (issue 26.9,
 * docs/decisions/073). A link is 32 random bytes in the address; only the
 * SHA-256 hash is stored (auth/link-token.ts), so nobody reading the
 * database, staff included, can use it. It records one person's answer
 * (`user_id`) and went to one recipient (the player, or a minor's active
 * guardian). It works without a session, once: answering marks it used and
 * hands the page a fresh link to change the answer. Every link of a practice
 * stops at the practice's start.
 *
 * Refusals: an unknown or altered token, or a guardian's link whose
 * guardianship ended, is the one 404 (it says nothing about the practice); a
 * used or expired link is 410 with why; a cancelled practice, an archived
 * team or a player no longer on the team is 409.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { RSVP_TEXTS, type RsvpAnswerResponse, type RsvpLinkView } from '#shared/contracts/teams-rsvp.ts';
import type { AttendanceStatus } from '#shared/value-sets.ts';
import type { AppContext } from '#server/app-context.ts';
import { hashLinkToken, newLinkToken } from '#server/auth/link-token.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, liveRosterRow, rowsOf } from '#server/db/sql.ts';
import { saveAttendance } from './practice-attendance.ts';

/** A new link for `userId`'s answer, sent to `recipientUserId`; stops at the practice's start. Returns the token to email. */
export async function issueRsvpLink(
  db: Pick<Database, 'execute'>,
  link: { practiceId: string; userId: string; recipientUserId: string; startsAt: Date },
): Promise<string> {
  const { token, tokenHash } = newLinkToken(0);
  await db.execute(sql`insert into team_practice_rsvp_links (practice_id, user_id, recipient_user_id, token_hash, expires_at)
    values (${link.practiceId}, ${link.userId}, ${link.recipientUserId}, ${tokenHash}, ${link.startsAt.toISOString()})`);
  return token;
}

interface LinkRow {
  id: string;
  practiceId: string;
  userId: string;
  recipientUserId: string;
  expiresAt: string;
  expired: boolean;
  used: boolean;
  teamName: string;
  archived: boolean;
  title: string;
  scheduledAt: string;
  durationMinutes: number;
  location: string | null;
  isMandatory: boolean;
  status: string;
  onRoster: boolean;
  guardianOk: boolean;
  forPlayer: string | null;
  answer: AttendanceStatus | null;
  notes: string | null;
}

/** The link's row with everything its checks need; `lock` holds it until the transaction ends (answering). */
async function findLink(db: Pick<Database, 'execute'>, token: string, lock: boolean): Promise<LinkRow> {
  const [row] = await rowsOf<LinkRow>(
    db,
    sql`select l.id, l.practice_id as "practiceId", l.user_id as "userId", l.recipient_user_id as "recipientUserId",
        ${isoTime(sql`l.expires_at`)} as "expiresAt",
        (l.expires_at <= now() or p.scheduled_at <= now()) as expired, l.used_at is not null as used,
        t.name as "teamName", t.archived_at is not null as archived,
        p.title, ${isoTime(sql`p.scheduled_at`)} as "scheduledAt", p.duration_minutes as "durationMinutes", p.location,
        p.is_mandatory as "isMandatory", p.status,
        (exists (select 1 from team_members m where m.team_id = t.id and m.user_id = l.user_id and ${liveRosterRow('m')})
          or exists (select 1 from team_staff s where s.team_id = t.id and s.user_id = l.user_id and ${liveRosterRow('s')})) as "onRoster",
        (l.recipient_user_id = l.user_id or exists (select 1 from guardian_links gl
          where gl.player_user_id = l.user_id and gl.guardian_user_id = l.recipient_user_id and gl.status = 'active')) as "guardianOk",
        case when l.recipient_user_id = l.user_id then null
          else coalesce(up.display_name, pr.full_name, 'your player') end as "forPlayer",
        a.status as answer, a.notes
      from team_practice_rsvp_links l
      join team_practices p on p.id = l.practice_id
      join teams t on t.id = p.team_id
      join profiles pr on pr.id = l.user_id
      left join user_profiles up on up.user_id = l.user_id
      left join team_practice_attendance a on a.practice_id = l.practice_id and a.user_id = l.user_id
      where l.token_hash = ${hashLinkToken(token)}
      ${lock ? sql`for update of l` : sql``}`,
  );
  if (!row || !row.guardianOk) throw new AppError('not_found', RSVP_TEXTS.invalidLink);
  if (row.used) throw new AppError('gone', RSVP_TEXTS.usedLink);
  if (row.expired || row.status === 'completed' || row.status === 'in_progress') throw new AppError('gone', RSVP_TEXTS.expiredLink);
  if (row.status === 'cancelled') throw new AppError('conflict', RSVP_TEXTS.cancelled);
  if (row.archived) throw new AppError('conflict', TEAM_TEXTS.archived);
  if (!row.onRoster) throw new AppError('conflict', RSVP_TEXTS.notOnTeam);
  return row;
}

function toView(row: LinkRow, answer: { status: AttendanceStatus | null; notes: string | null }): RsvpLinkView {
  return {
    practice: {
      teamName: row.teamName,
      title: row.title,
      scheduledAt: row.scheduledAt,
      durationMinutes: row.durationMinutes,
      location: row.location,
      isMandatory: row.isMandatory,
    },
    forPlayer: row.forPlayer,
    answer: answer.status,
    notes: answer.notes,
    expiresAt: row.expiresAt,
  };
}

/** Opening the link's page: shows the practice and the answer so far; changes nothing (mail scanners open links too). */
export async function viewRsvpLink(db: Database, token: string): Promise<RsvpLinkView> {
  const row = await findLink(db, token, false);
  return toView(row, { status: row.answer, notes: row.notes });
}

/**
 * Answers with the link: under the link's row lock, checks it again, marks
 * it used, saves the answer and issues the fresh link the page keeps, in
 * one transaction (two tabs answering with one link: the second gets 410).
 */
export async function answerRsvpLink(
  ctx: AppContext,
  input: { token: string; status: AttendanceStatus; notes: string | null },
): Promise<RsvpAnswerResponse> {
  return ctx.db.transaction(async (tx) => {
    const row = await findLink(tx, input.token, true);
    await tx.execute(sql`update team_practice_rsvp_links set used_at = now() where id = ${row.id}`);
    const saved = await saveAttendance(tx, { practiceId: row.practiceId, userId: row.userId, status: input.status, notes: input.notes });
    const token = await issueRsvpLink(tx, {
      practiceId: row.practiceId,
      userId: row.userId,
      recipientUserId: row.recipientUserId,
      startsAt: new Date(row.expiresAt),
    });
    return { ...toView(row, { status: saved.status as AttendanceStatus, notes: saved.notes }), token };
  });
}
