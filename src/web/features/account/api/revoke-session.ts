/** DELETE /api/account/sessions/:id: signs one of your other sessions out. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { RevokedSessionsResponse } from '#shared/contracts/sessions.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export function revokeSession(sessionId: string): Promise<RevokedSessionsResponse> {
  return api.delete<RevokedSessionsResponse>(apiPaths.accountSession(sessionId));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation<RevokedSessionsResponse, AppError, string>({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
