/** A team's games (spec 2.6, 7.6): add one per title; removing sets is_active false and clears its rosters. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { type addGameProfileSchema } from '#shared/contracts/teams-roster.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import type { Database } from '#server/db/client.ts';
import { esportsTitles, teamGameProfiles, teamInvitations, teamMembers, teamStaff } from '#server/db/schema/teams.ts';

export const GAME_ALREADY_ON_TEAM = 'This game is already on the team.';

export async function addGameProfile(
  db: Database,
  teamId: string,
  input: z.output<typeof addGameProfileSchema>,
): Promise<{ id: string }> {
  const [title] = await db
    .select({ id: esportsTitles.id })
    .from(esportsTitles)
    .where(and(eq(esportsTitles.id, input.esportsTitleId), eq(esportsTitles.active, true)));
  if (!title) throw new AppError('not_found', TEAM_TEXTS.titleNotFound, { esportsTitleId: TEAM_TEXTS.titleNotFound });
  try {
    // The partial unique index (team, title) where active refuses a second active profile.
    const [row] = await db
      .insert(teamGameProfiles)
      .values({ teamId, esportsTitleId: title.id, playLevel: input.playLevel, isActive: true })
      .returning({ id: teamGameProfiles.id });
    return { id: row!.id };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', GAME_ALREADY_ON_TEAM, { esportsTitleId: GAME_ALREADY_ON_TEAM });
    }
    throw error;
  }
}

/** Never deletes: the profile and its player and staff rows become inactive together; its pending invitations are cancelled. */
export async function removeGameProfile(db: Database, teamId: string, gameProfileId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .update(teamGameProfiles)
      .set({ isActive: false })
      .where(and(eq(teamGameProfiles.id, gameProfileId), eq(teamGameProfiles.teamId, teamId), eq(teamGameProfiles.isActive, true)))
      .returning({ id: teamGameProfiles.id });
    if (removed.length === 0) throw new AppError('not_found', TEAM_TEXTS.gameProfileNotFound);
    await tx
      .update(teamMembers)
      .set({ isActive: false })
      .where(and(eq(teamMembers.gameProfileId, gameProfileId), eq(teamMembers.isActive, true)));
    await tx
      .update(teamStaff)
      .set({ isActive: false })
      .where(and(eq(teamStaff.gameProfileId, gameProfileId), eq(teamStaff.isActive, true)));
    // Nobody can join a roster that is gone: its open invitations end too.
    await tx
      .update(teamInvitations)
      .set({ status: 'cancelled', respondedAt: new Date() })
      .where(and(eq(teamInvitations.gameProfileId, gameProfileId), eq(teamInvitations.status, 'pending')));
  });
}
