/** PATCH /api/teams/:teamId/members/:id (managers): a game roster role (spec 5). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { updateMemberSchema } from '#shared/contracts/teams-roster.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

export function updateMember(teamId: string, memberId: string, input: UpdateMemberInput): Promise<unknown> {
  return api.patch<unknown>(apiPaths.teamItem(teamId, 'members', memberId), input);
}

export function useUpdateMember(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<unknown, AppError, { memberId: string; input: UpdateMemberInput }>({
    mutationFn: ({ memberId, input }) => updateMember(teamId, memberId, input),
    onSuccess: () => invalidateTeams(),
  });
}
