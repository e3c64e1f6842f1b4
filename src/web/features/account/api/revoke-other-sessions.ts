/** POST /api/account/sessions/revoke-others: signs out every session but this one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { RevokedSessionsResponse } from '#shared/contracts/sessions.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export function revokeOtherSessions(): Promise<RevokedSessionsResponse> {
  return api.post<RevokedSessionsResponse>(apiPaths.revokeOtherSessions, {});
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation<RevokedSessionsResponse, AppError>({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
