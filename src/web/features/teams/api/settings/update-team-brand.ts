/** PUT /api/teams/:teamId/brand (Gold brand kit, docs/decisions/052; managers). */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { TeamBrand, TeamBrandInput } from '#shared/contracts/team-brand.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export function useUpdateTeamBrand(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<TeamBrand, AppError, TeamBrandInput>({
    mutationFn: (input) => api.put<TeamBrand>(apiPaths.teamBrand(teamId), input),
    onSuccess: () => {
      void invalidateTeams();
    },
  });
}
