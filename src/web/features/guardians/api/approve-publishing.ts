/** PUT and DELETE /api/guardian/players/:userId/approval: approve publishing with an audience, or revoke it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ApprovableVisibility } from '#shared/contracts/guardians.ts';
import { api, apiRequest } from '#web/lib/api-client.ts';
import { guardianKeys } from './guardian-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export function useApprovePublishing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, AppError, ApprovableVisibility>({
    mutationFn: (visibility) => apiRequest(apiPaths.guardianApproval(userId), { method: 'PUT', body: { visibility } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKeys.players() }),
  });
}

export function useRevokePublishing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, AppError, void>({
    mutationFn: () => api.delete(apiPaths.guardianApproval(userId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKeys.players() }),
  });
}
