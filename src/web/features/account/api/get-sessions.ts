/** GET /api/account/sessions: the signed-in user's own sessions, this device first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSessionsResponse } from '#shared/contracts/sessions.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const sessionsQueryKey = ['account', 'sessions'] as const;

export function getSessions(signal?: AbortSignal) {
  return api.get<AccountSessionsResponse>(apiPaths.accountSessions, signal);
}

export function getSessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal),
    // Sign-ins happen elsewhere: fetch afresh each time the page opens.
    staleTime: 0,
  });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
