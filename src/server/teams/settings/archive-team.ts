import { eq, sql } from 'drizzle-orm';
import type { TeamSummary } from '#shared/contracts/teams-settings.ts';
import type { Database } from '#server/db/client.ts';
import { teams } from '#server/db/schema/teams.ts';
import { summaryOrNotFound, teamSummaryColumns } from '../team-summary.ts';

/** Archives (keeping the first archive time when asked twice) or restores a team. */
export async function archiveTeam(db: Database, teamId: string, archived: boolean): Promise<TeamSummary> {
  const rows = await db
    .update(teams)
    .set({ archivedAt: archived ? sql`coalesce(${teams.archivedAt}, now())` : null, updatedAt: new Date() })
    .where(eq(teams.id, teamId))
    .returning(teamSummaryColumns);
  return summaryOrNotFound(rows);
}
