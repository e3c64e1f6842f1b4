import type { z } from 'zod';
import type { TeamSummary } from '#shared/contracts/teams-settings.ts';
import type { createTeamSchema } from '#shared/contracts/teams.ts';
import type { Database } from '#server/db/client.ts';
import { teams } from '#server/db/schema/teams.ts';
import { checkImageField } from '#server/images/check-image-field.ts';
import { summaryOrNotFound, teamSummaryColumns } from './team-summary.ts';

/** Create Team: the creator becomes the owner; every team starts on the bronze tier; the logo is the creator's upload (docs/decisions/057). */
export async function createTeam(
  db: Database,
  ownerUserId: string,
  input: z.output<typeof createTeamSchema>,
): Promise<TeamSummary> {
  await checkImageField(db, 'logoUrl', input.logoUrl, ownerUserId, undefined);
  const rows = await db
    .insert(teams)
    .values({ ...input, ownerUserId, subscriptionTier: 'bronze' })
    .returning(teamSummaryColumns);
  return summaryOrNotFound(rows);
}
