/** DELETE /api/teams/:teamId/invitations/:id (managers): withdraw a pending invitation. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export function cancelInvitation(teamId: string, invitationId: string): Promise<void> {
  return api.delete<void>(apiPaths.teamItem(teamId, 'invitations', invitationId));
}

export function useCancelInvitation(teamId: string) {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<void, AppError, string>({
    mutationFn: (invitationId) => cancelInvitation(teamId, invitationId),
    onSuccess: () => invalidateTeams(),
  });
}
