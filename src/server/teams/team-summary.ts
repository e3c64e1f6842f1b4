/** The team fields every settings write answers with (teamSummarySchema). */
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { type TeamSummary } from '#shared/contracts/teams-settings.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { OrganizationType, SubscriptionTier } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { teams } from '#server/db/schema/teams.ts';

export const teamSummaryColumns = {
  id: teams.id,
  name: teams.name,
  description: teams.description,
  logoUrl: teams.logoUrl,
  ownerUserId: teams.ownerUserId,
  subscriptionTier: teams.subscriptionTier,
  organizationType: teams.organizationType,
  maxRosterSize: teams.maxRosterSize,
  archivedAt: teams.archivedAt,
  createdAt: teams.createdAt,
  availability: teams.availability,
  timeZone: teams.timeZone,
};

interface SummaryRow {
  id: string;
  name: string;
  description: string | null;
  logoUrl: string | null;
  ownerUserId: string;
  subscriptionTier: string;
  organizationType: string;
  maxRosterSize: number;
  archivedAt: Date | null;
  createdAt: Date;
  availability: string[];
  timeZone: string | null;
}

export function toTeamSummary(row: SummaryRow): TeamSummary {
  return {
    ...row,
    subscriptionTier: row.subscriptionTier as SubscriptionTier,
    organizationType: row.organizationType as OrganizationType,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The summary of a team after a write; 404 when it is gone. */
export function summaryOrNotFound(rows: SummaryRow[]): TeamSummary {
  const [row] = rows;
  if (!row) throw new AppError('not_found', TEAM_TEXTS.teamNotFound);
  return toTeamSummary(row);
}

export async function getTeamSummary(db: Database, teamId: string): Promise<TeamSummary> {
  return summaryOrNotFound(await db.select(teamSummaryColumns).from(teams).where(eq(teams.id, teamId)));
}
