/** POST /api/teams/:teamId/achievements, PATCH and DELETE /api/teams/:teamId/achievements/:id (managers). */
import type { AchievementInput } from '#shared/contracts/teams-showcase.ts';
import { useCreateTeamItem, useDeleteTeamItem, useUpdateTeamItem } from '../team-item-mutations.ts';

export const useCreateAchievement = (teamId: string) => useCreateTeamItem<AchievementInput>(teamId, 'achievements');
export const useUpdateAchievement = (teamId: string) => useUpdateTeamItem<AchievementInput>(teamId, 'achievements');
export const useDeleteAchievement = (teamId: string) => useDeleteTeamItem(teamId, 'achievements');
