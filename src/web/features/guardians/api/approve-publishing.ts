/** PUT and DELETE /api/guardian/players/:userId/approval: approve publishing with an audience, or revoke it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ApprovableVisibility } from '#shared/contracts/guardians.ts';
import { api, apiRequest } from '#web/lib/api-client.ts';
import { guardianApiPaths, guardianKeys } from './guardian-keys.ts';

export function useApprovePublishing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, AppError, ApprovableVisibility>({
    mutationFn: (visibility) => apiRequest(guardianApiPaths.approval(userId), { method: 'PUT', body: { visibility } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKeys.players() }),
  });
}

export function useRevokePublishing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, AppError, void>({
    mutationFn: () => api.delete(guardianApiPaths.approval(userId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKeys.players() }),
  });
}
