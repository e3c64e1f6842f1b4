/** DELETE /api/teams/:teamId/members/:id (managers). */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export function removeMember(teamId: string, memberId: string): Promise<void> {
  return api.delete<void>(apiPaths.teamItem(teamId, 'members', memberId));
}

export function useRemoveMember(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<void, AppError, string>({
    mutationFn: (memberId) => removeMember(teamId, memberId),
    onSuccess: () => invalidateTeams(),
  });
}
