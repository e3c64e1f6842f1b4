/** POST /api/teams/:teamId/practices, PATCH and DELETE /api/teams/:teamId/practices/:id (managers). */
import type { PracticeInput } from '#shared/contracts/teams-schedule.ts';
import { useCreateTeamItem, useDeleteTeamItem, useUpdateTeamItem } from '../team-item-mutations.ts';

export const useCreatePractice = (teamId: string) => useCreateTeamItem<PracticeInput>(teamId, 'practices');
export const useUpdatePractice = (teamId: string) => useUpdateTeamItem<PracticeInput>(teamId, 'practices');
export const useDeletePractice = (teamId: string) => useDeleteTeamItem(teamId, 'practices');
