/**
 * A guardian answers practices for their minor (issue 26.9,
 * docs/decisions/073): the minor's upcoming practices on the teams they are
 * on now, with the answer saved so far, and the answer the guardian gives.
 * Access is checked first by teams-policies.ts (requireGuardianOfMinor,
 * requireGuardianPractice).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { GUARDIAN_PRACTICES_LIMIT, RSVP_TEXTS, type GuardianPractice, type GuardianPracticesResponse } from '#shared/contracts/teams-rsvp.ts';
import type { AttendanceStatus } from '#shared/value-sets.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, liveRosterRow, rowsOf } from '#server/db/sql.ts';
import { saveAttendance } from './practice-attendance.ts';

const practicesSql = (playerUserId: string, practiceId: string | null) => sql`
  select p.id as "practiceId", t.id as "teamId", t.name as "teamName", p.title, ${isoTime(sql`p.scheduled_at`)} as "scheduledAt",
    p.duration_minutes as "durationMinutes", p.location, p.is_mandatory as "isMandatory", a.status as answer, a.notes
  from team_practices p
  join teams t on t.id = p.team_id
  left join team_practice_attendance a on a.practice_id = p.id and a.user_id = ${playerUserId}
  where t.archived_at is null
    and (exists (select 1 from team_members m where m.team_id = t.id and m.user_id = ${playerUserId} and ${liveRosterRow('m')})
      or exists (select 1 from team_staff s where s.team_id = t.id and s.user_id = ${playerUserId} and ${liveRosterRow('s')}))
    ${practiceId ? sql`and p.id = ${practiceId}` : sql`and p.status = 'scheduled' and p.scheduled_at > now()`}
  order by p.scheduled_at, p.id
  limit ${GUARDIAN_PRACTICES_LIMIT}`;

/** The minor's upcoming scheduled practices, soonest first (id breaks ties). One statement. */
export async function listGuardianPractices(db: Database, playerUserId: string): Promise<GuardianPracticesResponse> {
  return { practices: await rowsOf<GuardianPractice>(db, practicesSql(playerUserId, null)) };
}

/** The guardian's answer for the minor: only for an upcoming, scheduled practice of an active team. */
export async function answerForMinor(
  ctx: AppContext,
  access: { playerUserId: string; practice: { id: string; status: string; archived: boolean } },
  input: { status: AttendanceStatus; notes: string | null },
): Promise<GuardianPractice> {
  const { playerUserId, practice } = access;
  if (practice.archived) throw new AppError('conflict', TEAM_TEXTS.archived);
  if (practice.status === 'cancelled') throw new AppError('conflict', RSVP_TEXTS.cancelled);
  return ctx.db.transaction(async (tx) => {
    const [row] = await rowsOf<{ upcoming: boolean }>(
      tx,
      sql`select (status = 'scheduled' and scheduled_at > now()) as upcoming from team_practices where id = ${practice.id} for update`,
    );
    if (!row?.upcoming) throw new AppError('conflict', RSVP_TEXTS.guardianOnlyUpcoming);
    await saveAttendance(tx, { practiceId: practice.id, userId: playerUserId, status: input.status, notes: input.notes });
    const [saved] = await rowsOf<GuardianPractice>(tx, practicesSql(playerUserId, practice.id));
    return saved!;
  });
}
