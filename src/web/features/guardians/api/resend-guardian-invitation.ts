/** POST /api/players/:userId/guardian-links/:linkId/resend (limited: 429 with the reason). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { api } from '#web/lib/api-client.ts';
import { guardianKeys } from './guardian-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export function useResendGuardianInvitation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, AppError, string>({
    mutationFn: (linkId) => api.post(apiPaths.playerGuardianLinkResend(userId, linkId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKeys.playerState(userId) }),
  });
}
