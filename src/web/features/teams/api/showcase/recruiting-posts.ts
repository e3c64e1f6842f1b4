/** POST /api/teams/:teamId/recruiting-posts, PATCH and DELETE /api/teams/:teamId/recruiting-posts/:id (managers). */
import type { RecruitingPostInput } from '#shared/contracts/teams-showcase.ts';
import { useCreateTeamItem, useDeleteTeamItem, useUpdateTeamItem } from '../team-item-mutations.ts';

export const useCreateRecruitingPost = (teamId: string) =>
  useCreateTeamItem<RecruitingPostInput>(teamId, 'recruiting-posts');
export const useUpdateRecruitingPost = (teamId: string) =>
  useUpdateTeamItem<RecruitingPostInput>(teamId, 'recruiting-posts');
export const useDeleteRecruitingPost = (teamId: string) => useDeleteTeamItem(teamId, 'recruiting-posts');
