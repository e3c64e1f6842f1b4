/** POST /api/team-players: a manager creates a player profile; the claim link goes to the player or the guardian. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CreateTeamPlayerBody, CreateTeamPlayerResponse } from '#shared/contracts/team-players.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamPlayerKeys } from './team-player-keys.ts';

export function useCreateTeamPlayer() {
  const queryClient = useQueryClient();
  return useMutation<CreateTeamPlayerResponse, AppError, CreateTeamPlayerBody>({
    mutationFn: (input) => api.post<CreateTeamPlayerResponse>(apiPaths.teamPlayers(), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamPlayerKeys.all }),
  });
}
