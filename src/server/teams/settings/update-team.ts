import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { type TeamSummary, type updateTeamSchema } from '#shared/contracts/teams-settings.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { TeamAccess } from '../teams-policies.ts';
import type { Database } from '#server/db/client.ts';
import { teams } from '#server/db/schema/teams.ts';
import { checkImageField } from '#server/images/check-image-field.ts';
import { setPlanByHand } from '#server/subscriptions/apply-plan.ts';
import { canChangeTier } from '#server/subscriptions/can-change-tier.ts';
import { summaryOrNotFound, teamSummaryColumns } from '../team-summary.ts';
import { rowsOf } from '#server/db/sql.ts';
import { activePlayerCount } from '../team-sql.ts';

/**
 * Team Settings. The tier is a platform admin's decision (a manager sending
 * the unchanged tier back is fine), written like every plan set by hand
 * (setPlanByHand: a pending downgrade is dropped, decision 046 session 24);
 * the max roster size may not drop below the players already on the team.
 * A new logo is the manager's own upload; it replaces the old third-party
 * address kept from before uploads (docs/decisions/057), which a save
 * without a logo keeps.
 */
export async function updateTeam(
  db: Database,
  access: TeamAccess,
  changes: z.output<typeof updateTeamSchema>,
): Promise<TeamSummary> {
  const { subscriptionTier, ...fields } = changes;
  if (subscriptionTier !== undefined && subscriptionTier !== access.team.subscriptionTier && !canChangeTier(access.viewer.grants)) {
    throw new AppError('forbidden', TEAM_TEXTS.onlyAdminsChangeTier, { subscriptionTier: TEAM_TEXTS.onlyAdminsChangeTier });
  }
  const teamId = access.team.id;
  return db.transaction(async (tx) => {
    if (fields.logoUrl !== undefined) {
      const [current] = await tx.select({ logoUrl: teams.logoUrl }).from(teams).where(eq(teams.id, teamId));
      await checkImageField(tx, 'logoUrl', fields.logoUrl, access.viewer.userId, current?.logoUrl);
    }
    if (fields.maxRosterSize !== undefined) {
      const [row] = await rowsOf<{ players: number }>(tx, sql`select ${activePlayerCount(teamId)} as players`);
      const players = row?.players ?? 0;
      if (fields.maxRosterSize < players) {
        const message = TEAM_TEXTS.maxRosterBelowPlayers(players);
        throw new AppError('conflict', message, { maxRosterSize: message });
      }
    }
    if (subscriptionTier !== undefined && subscriptionTier !== access.team.subscriptionTier) await setPlanByHand(tx, 'team', teamId, subscriptionTier);
    const rows = await tx
      .update(teams)
      .set({ ...fields, ...(fields.logoUrl ? { legacyLogoUrl: null } : {}), updatedAt: new Date() })
      .where(eq(teams.id, teamId))
      .returning(teamSummaryColumns);
    return summaryOrNotFound(rows);
  });
}
