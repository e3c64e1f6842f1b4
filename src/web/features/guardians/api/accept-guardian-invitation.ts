/** POST /api/guardian/invitations/accept: the signed-in account becomes the player's guardian. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshMe } from '#web/lib/auth/refresh-me.ts';
import { guardianKeys } from './guardian-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export function useAcceptGuardianInvitation() {
  const queryClient = useQueryClient();
  return useMutation<{ playerUserId: string }, AppError, string>({
    mutationFn: (token) => api.post(apiPaths.guardianInvitationAccept, { token }),
    onSuccess: async () => {
      // The account may have gained the family role (the avatar menu's Guardian link). Not the invitation: it is used now.
      await Promise.all([
        refreshMe(queryClient),
        queryClient.invalidateQueries({ queryKey: guardianKeys.players() }),
        queryClient.invalidateQueries({ queryKey: guardianKeys.conversations() }),
      ]);
    },
  });
}
