/** POST /api/teams/:teamId/transfer-ownership: hands the team to an active player or staff member. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export interface TransferTeamOwnershipVariables {
  teamId: string;
  newOwnerUserId: string;
}

export function transferTeamOwnership({ teamId, newOwnerUserId }: TransferTeamOwnershipVariables): Promise<unknown> {
  return api.post<unknown>(apiPaths.teamTransferOwnership(teamId), { newOwnerUserId });
}

export function useTransferTeamOwnership() {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<unknown, AppError, TransferTeamOwnershipVariables>({
    mutationFn: transferTeamOwnership,
    // Not awaited: the screen moves on (dialog closes, page changes) while the team data refetches.
    onSuccess: () => {
      void invalidateTeams();
    },
  });
}
