/** POST /api/players/:userId/deletion-request: by the player or an active guardian. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { api } from '#web/lib/api-client.ts';
import { guardianKeys } from './guardian-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export function useRequestDeletion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<{ deletionRequestedAt: string }, AppError, void>({
    mutationFn: () => api.post(apiPaths.playerDeletionRequest(userId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKeys.all }),
  });
}
