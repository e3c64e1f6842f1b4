/**
 * The Analytics tab for silver and gold teams (issue point 7). Attendance is
 * counted over practices that already started and were not cancelled, for
 * each active player from the time they joined: attended, maybe, missed
 * (not attending) and no answer. Three statements, run together, whatever
 * the number of practices and answers.
 */
import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { TeamAnalytics } from '#shared/contracts/teams-analytics.ts';
import { TOURNAMENT_STATUSES } from '#shared/value-sets.ts';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { teamGameProfiles, teamMembers, teamPracticeAttendance, teamPractices, teamTournaments } from '#server/db/schema/teams.ts';
import { onActiveRoster } from '../roster/active-roster.ts';

export const ANALYTICS_WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Monday 00:00 UTC of the ISO week holding `date`. */
export function isoWeekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

export async function getTeamAnalytics(ctx: AppContext, teamId: string, now: Date = new Date()): Promise<TeamAnalytics> {
  const { db } = ctx;
  // Active players (a user on several rosters counts once, from their first joining).
  const players = db.$with('players').as(
    db
      .select({ userId: teamMembers.userId, joinedAt: sql<Date>`min(${teamMembers.joinedAt})`.as('joined_at') })
      .from(teamMembers)
      .leftJoin(teamGameProfiles, eq(teamGameProfiles.id, teamMembers.gameProfileId))
      .where(onActiveRoster(teamMembers, teamId))
      .groupBy(teamMembers.userId),
  );
  const held = db.$with('held').as(
    db
      .select({ id: teamPractices.id, scheduledAt: teamPractices.scheduledAt })
      .from(teamPractices)
      .where(and(eq(teamPractices.teamId, teamId), lte(teamPractices.scheduledAt, now), ne(teamPractices.status, 'cancelled'))),
  );
  const answer = teamPracticeAttendance;
  const answerOf = and(eq(answer.practiceId, held.id), eq(answer.userId, players.userId));

  const firstWeek = new Date(isoWeekStart(now).getTime() - (ANALYTICS_WEEKS - 1) * 7 * DAY_MS);
  const week = sql<string>`to_char(date_trunc('week', ${held.scheduledAt} at time zone 'UTC'), 'YYYY-MM-DD')`;

  const [playerRows, weekRows, tournamentRows] = await Promise.all([
    db
      .with(players, held)
      .select({
        userId: players.userId,
        fullName: profiles.fullName,
        held: sql<number>`count(${held.id})::int`,
        attended: countWhere(sql`${answer.status} = 'attending'`),
        maybe: countWhere(sql`${answer.status} = 'maybe'`),
        missed: countWhere(sql`${answer.status} = 'not_attending'`),
      })
      .from(players)
      .innerJoin(profiles, eq(profiles.id, players.userId))
      .leftJoin(held, gte(held.scheduledAt, players.joinedAt))
      .leftJoin(answer, answerOf)
      .groupBy(players.userId, profiles.fullName)
      .orderBy(asc(profiles.fullName), asc(players.userId)),
    db
      .with(players, held)
      .select({
        week,
        practices: sql<number>`count(distinct ${held.id})::int`,
        slots: sql<number>`count(${players.userId})::int`,
        attended: countWhere(sql`${answer.status} = 'attending'`),
      })
      .from(held)
      .leftJoin(players, lte(players.joinedAt, held.scheduledAt))
      .leftJoin(answer, answerOf)
      .where(gte(held.scheduledAt, firstWeek))
      .groupBy(week),
    db
      .select({
        id: teamTournaments.id,
        name: teamTournaments.name,
        startDate: teamTournaments.startDate,
        placement: teamTournaments.placement,
        status: teamTournaments.status,
      })
      .from(teamTournaments)
      .where(eq(teamTournaments.teamId, teamId))
      .orderBy(desc(teamTournaments.startDate), desc(teamTournaments.createdAt), asc(teamTournaments.id)),
  ]);

  let attendedTotal = 0;
  let heldTotal = 0;
  const playerFigures = playerRows.map((row) => {
    attendedTotal += row.attended;
    heldTotal += row.held;
    return {
      userId: row.userId,
      fullName: row.fullName,
      attended: row.attended,
      maybe: row.maybe,
      missed: row.missed,
      noResponse: row.held - row.attended - row.maybe - row.missed,
      rate: ratio(row.attended, row.held),
    };
  });

  const byWeek = new Map(weekRows.map((row) => [row.week, row]));
  const weeks = Array.from({ length: ANALYTICS_WEEKS }, (_, index) => {
    const start = new Date(firstWeek.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10);
    const row = byWeek.get(start);
    return { week: start, practices: row?.practices ?? 0, attendanceRate: row ? ratio(row.attended, row.slots) : null };
  });

  const tournamentsByStatus: Record<string, number> = Object.fromEntries(TOURNAMENT_STATUSES.map((status) => [status, 0]));
  for (const row of tournamentRows) tournamentsByStatus[row.status] = (tournamentsByStatus[row.status] ?? 0) + 1;

  return {
    overallAttendanceRate: ratio(attendedTotal, heldTotal),
    players: playerFigures,
    weeks,
    placements: tournamentRows.flatMap((row) =>
      row.placement ? [{ tournamentId: row.id, name: row.name, startDate: row.startDate, placement: row.placement }] : [],
    ),
    tournamentsByStatus,
  };
}
