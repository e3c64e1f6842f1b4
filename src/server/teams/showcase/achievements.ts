/** Team achievements (spec 3, 7.6): managers add, edit and delete them. */
import type { z } from 'zod';
import type { achievementInputSchema } from '#shared/contracts/teams-showcase.ts';
import type { AppContext } from '#server/app-context.ts';
import { teamAchievements } from '#server/db/schema/teams.ts';
import { deleteTeamRow, updateTeamRow, type TeamItemRef } from '../team-owned-rows.ts';

export const ACHIEVEMENT_NOT_FOUND = 'Achievement not found';

type AchievementInput = z.output<typeof achievementInputSchema>;

export async function createAchievement(ctx: AppContext, teamId: string, input: AchievementInput) {
  const [row] = await ctx.db.insert(teamAchievements).values({ ...input, teamId }).returning({ id: teamAchievements.id });
  return { id: row!.id };
}

export function updateAchievement(ctx: AppContext, ref: TeamItemRef, changes: Partial<AchievementInput>) {
  return updateTeamRow(ctx.db, teamAchievements, ref, changes, ACHIEVEMENT_NOT_FOUND);
}

export function deleteAchievement(ctx: AppContext, ref: TeamItemRef) {
  return deleteTeamRow(ctx.db, teamAchievements, ref, ACHIEVEMENT_NOT_FOUND);
}
