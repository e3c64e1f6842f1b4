/** POST /api/teams/:teamId/game-profiles (managers): a game and play level (spec 2.6). */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { addGameProfileSchema } from '#shared/contracts/teams-roster.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export type AddGameProfileInput = z.input<typeof addGameProfileSchema>;

export function addGameProfile(teamId: string, input: AddGameProfileInput): Promise<unknown> {
  return api.post<unknown>(apiPaths.teamItems(teamId, 'game-profiles'), input);
}

export function useAddGameProfile(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<unknown, AppError, AddGameProfileInput>({
    mutationFn: (input) => addGameProfile(teamId, input),
    onSuccess: () => invalidateTeams(),
  });
}
