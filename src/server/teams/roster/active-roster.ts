/**
 * Who is on a team right now, for attendance and analytics: users with an
 * active player or staff row on the general roster or on a game profile that
 * is still active (a removed game's roster no longer counts).
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { teamGameProfiles, teamMembers, teamStaff } from '#server/db/schema/teams.ts';

/** Condition on a team_members or team_staff row joined (left) to its game profile. */
export function onActiveRoster(table: typeof teamMembers | typeof teamStaff, teamId: string) {
  return and(
    eq(table.teamId, teamId),
    eq(table.isActive, true),
    or(isNull(table.gameProfileId), eq(teamGameProfiles.isActive, true)),
  );
}

/** A subquery of the distinct user ids of the team's active players and staff. */
export function activeRosterUserIds(db: Database, teamId: string) {
  const rosterOf = (table: typeof teamMembers | typeof teamStaff) =>
    db
      .select({ userId: table.userId })
      .from(table)
      .leftJoin(teamGameProfiles, eq(teamGameProfiles.id, table.gameProfileId))
      .where(onActiveRoster(table, teamId));
  return union(rosterOf(teamMembers), rosterOf(teamStaff));
}
