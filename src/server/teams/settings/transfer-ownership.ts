import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { type TeamSummary } from '#shared/contracts/teams-settings.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { Database } from '#server/db/client.ts';
import { teams } from '#server/db/schema/teams.ts';
import { summaryOrNotFound, teamSummaryColumns } from '../team-summary.ts';
import { liveRosterRow } from '#server/db/sql.ts';

/**
 * Hands the team to an active player or staff member. One conditional
 * update, so the check and the change cannot be split by another writer.
 */
export async function transferOwnership(db: Database, teamId: string, newOwnerUserId: string): Promise<TeamSummary> {
  const onTeam = sql`(exists (select 1 from team_members m where m.team_id = ${teamId} and m.user_id = ${newOwnerUserId} and ${liveRosterRow('m')})
    or exists (select 1 from team_staff s where s.team_id = ${teamId} and s.user_id = ${newOwnerUserId} and ${liveRosterRow('s')}))`;
  const rows = await db
    .update(teams)
    .set({ ownerUserId: newOwnerUserId, updatedAt: new Date() })
    .where(sql`${teams.id} = ${teamId} and ${onTeam}`)
    .returning(teamSummaryColumns);
  if (rows.length === 0) {
    throw new AppError('conflict', TEAM_TEXTS.newOwnerNotOnTeam, { newOwnerUserId: TEAM_TEXTS.newOwnerNotOnTeam });
  }
  return summaryOrNotFound(rows);
}
