/** DELETE /api/teams/:teamId/game-profiles/:id (managers): the server sets is_active false (spec 4). */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export function removeGameProfile(teamId: string, gameProfileId: string): Promise<void> {
  return api.delete<void>(apiPaths.teamItem(teamId, 'game-profiles', gameProfileId));
}

export function useRemoveGameProfile(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<void, AppError, string>({
    mutationFn: (gameProfileId) => removeGameProfile(teamId, gameProfileId),
    onSuccess: () => invalidateTeams(),
  });
}
