/** POST /api/teams (users allowed by canCreateTeam): the creator becomes the owner. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CreateTeamInput } from '#shared/contracts/teams.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from './get-team-manage.ts';

export function createTeam(input: CreateTeamInput): Promise<{ id: string }> {
  return api.post<{ id: string }>(apiPaths.teams(), input);
}

export function useCreateTeam() {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<{ id: string }, AppError, CreateTeamInput>({
    mutationFn: createTeam,
    // Not awaited: the screen moves on (dialog closes, page changes) while the team data refetches.
    onSuccess: () => {
      void invalidateTeams();
    },
  });
}
