/** PATCH /api/teams/:teamId (Team Settings, managers; subscriptionTier for platform admins only). */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { UpdateTeamInput } from '#shared/contracts/teams-settings.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export interface UpdateTeamVariables {
  teamId: string;
  data: UpdateTeamInput;
}

export function updateTeam({ teamId, data }: UpdateTeamVariables): Promise<unknown> {
  return api.patch<unknown>(apiPaths.team(teamId), data);
}

export function useUpdateTeam() {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<unknown, AppError, UpdateTeamVariables>({
    mutationFn: updateTeam,
    // Not awaited: the screen moves on (dialog closes, page changes) while the team data refetches.
    onSuccess: () => {
      void invalidateTeams();
    },
  });
}
