/**
 * The practice attendance dialog (spec 2.5, 4, 5, 7.6): the practice, the
 * viewer's own answer, everyone's answers and, for managers, who has not
 * answered yet. Three statements whatever the team size; answers are one
 * row per practice and user, changed by answering again.
 */
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import {
  type AttendanceEntry,
  type attendanceInputSchema,
  type Practice,
  type PracticeAttendance,
} from '#shared/contracts/teams-schedule.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { OVERVIEW_LIMITS } from '#shared/constants.ts';
import type { AttendanceStatus, PracticeStatus } from '#shared/value-sets.ts';
import type { AppContext } from '#server/app-context.ts';
import type { TeamAccess } from '../teams-policies.ts';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { teamPracticeAttendance, teamPractices } from '#server/db/schema/teams.ts';
import { awardPoints } from '#server/points/award-points.ts';
import { activeRosterUserIds } from '../roster/active-roster.ts';
import { PRACTICE_NOT_FOUND } from './practices.ts';

const practiceColumns = {
  id: teamPractices.id,
  title: teamPractices.title,
  description: teamPractices.description,
  scheduledAt: teamPractices.scheduledAt,
  durationMinutes: teamPractices.durationMinutes,
  location: teamPractices.location,
  isMandatory: teamPractices.isMandatory,
  status: teamPractices.status,
  seriesId: teamPractices.seriesId,
};
export interface PracticeRow {
  id: string;
  title: string;
  description: string | null;
  scheduledAt: Date;
  durationMinutes: number;
  location: string | null;
  isMandatory: boolean;
  status: string;
  seriesId: string | null;
}

/** The team's practice, or 404 "Practice not found" (also for another team's practice). */
export async function loadPractice(db: Database, teamId: string, practiceId: string): Promise<PracticeRow> {
  const [row] = await db
    .select(practiceColumns)
    .from(teamPractices)
    .where(and(eq(teamPractices.id, practiceId), eq(teamPractices.teamId, teamId)));
  if (!row) throw new AppError('not_found', PRACTICE_NOT_FOUND);
  return row;
}

/** Active players and staff of the team who have not answered for the practice, by name. */
export function loadNonResponders(db: Database, teamId: string, practiceId: string) {
  return db
    .select({ userId: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl, email: profiles.email })
    .from(profiles)
    .where(
      and(
        inArray(profiles.id, activeRosterUserIds(db, teamId)),
        notExists(
          db
            .select({ id: teamPracticeAttendance.id })
            .from(teamPracticeAttendance)
            .where(and(eq(teamPracticeAttendance.practiceId, practiceId), eq(teamPracticeAttendance.userId, profiles.id))),
        ),
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.id));
}

interface AnswerRow {
  userId: string;
  fullName: string | null;
  avatarUrl: string | null;
  status: string;
  notes: string | null;
  updatedAt: Date;
}

/** Notes are private to managers and to the person who wrote them. */
function toEntry(row: AnswerRow, access: TeamAccess): AttendanceEntry {
  const canSeeNotes = access.isManager || row.userId === access.viewer.userId;
  return {
    userId: row.userId,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    status: row.status as AttendanceStatus,
    notes: canSeeNotes ? row.notes : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The practice card as the manage screen shows it, counted from its answers. */
export function toPracticeCard(row: PracticeRow, answers: readonly AnswerRow[], viewerId: string): Practice {
  const attending = answers.filter((answer) => answer.status === 'attending');
  // Latest answers first, as the manage screen load picks them.
  const latestAttending = [...attending].sort(
    (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  return {
    ...row,
    scheduledAt: row.scheduledAt.toISOString(),
    status: row.status as PracticeStatus,
    counts: {
      attending: attending.length,
      maybe: answers.filter((answer) => answer.status === 'maybe').length,
      notAttending: answers.filter((answer) => answer.status === 'not_attending').length,
    },
    attendees: latestAttending
      .slice(0, OVERVIEW_LIMITS.attendeesPerPractice)
      .map(({ userId, fullName, avatarUrl }) => ({ userId, fullName, avatarUrl })),
    myStatus: (answers.find((answer) => answer.userId === viewerId)?.status as AttendanceStatus | undefined) ?? null,
  };
}

export async function getPracticeAttendance(ctx: AppContext, access: TeamAccess, practiceId: string): Promise<PracticeAttendance> {
  const teamId = access.team.id;
  const practice = await loadPractice(ctx.db, teamId, practiceId);
  const answers = await ctx.db
    .select({
      userId: teamPracticeAttendance.userId,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      status: teamPracticeAttendance.status,
      notes: teamPracticeAttendance.notes,
      updatedAt: teamPracticeAttendance.updatedAt,
    })
    .from(teamPracticeAttendance)
    .innerJoin(profiles, eq(profiles.id, teamPracticeAttendance.userId))
    .where(eq(teamPracticeAttendance.practiceId, practiceId))
    .orderBy(asc(profiles.fullName), asc(teamPracticeAttendance.userId));
  const nonResponders = access.isManager
    ? (await loadNonResponders(ctx.db, teamId, practiceId)).map(({ userId, fullName, avatarUrl }) => ({ userId, fullName, avatarUrl }))
    : null;
  const entries = answers.map((row) => toEntry(row, access));
  return {
    practice: toPracticeCard(practice, answers, access.viewer.userId),
    mine: entries.find((entry) => entry.userId === access.viewer.userId) ?? null,
    entries,
    nonResponders,
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Records or changes `userId`'s answer, inside the caller's transaction: the
 * attendance dialog, an emailed answer link and a guardian answering for
 * their minor (docs/decisions/073) all save through here.
 */
export async function saveAttendance(
  tx: Transaction,
  answer: { practiceId: string; userId: string; status: AttendanceStatus; notes: string | null },
) {
  const { practiceId, userId, status, notes } = answer;
  const now = new Date();
  const [saved] = await tx
    .insert(teamPracticeAttendance)
    .values({ practiceId, userId, status, notes, updatedAt: now })
    .onConflictDoUpdate({
      target: [teamPracticeAttendance.practiceId, teamPracticeAttendance.userId],
      set: { status, notes, updatedAt: now },
    })
    .returning({ status: teamPracticeAttendance.status, notes: teamPracticeAttendance.notes, updatedAt: teamPracticeAttendance.updatedAt });
  // Points (docs/decisions/048): the first answer per practice; changing it earns nothing more.
  await awardPoints(tx, { userId, rule: 'attendance_answered', sourceType: 'practice', sourceId: practiceId });
  return saved!;
}

/** Records or changes the viewer's answer: one row per practice and user, whenever they like (spec 4). */
export async function recordAttendance(
  ctx: AppContext,
  access: TeamAccess,
  practiceId: string,
  input: z.output<typeof attendanceInputSchema>,
): Promise<AttendanceEntry> {
  if (access.team.archivedAt) throw new AppError('conflict', TEAM_TEXTS.archived);
  await loadPractice(ctx.db, access.team.id, practiceId);
  const userId = access.viewer.userId;
  const row = await ctx.db.transaction((tx) => saveAttendance(tx, { practiceId, userId, status: input.status, notes: input.notes ?? null }));
  const [profile] = await ctx.db
    .select({ fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return toEntry({ userId, fullName: profile?.fullName ?? null, avatarUrl: profile?.avatarUrl ?? null, ...row }, access);
}
