/** GET /api/me: the session (user, profile summary, roles, evaluated flags). Every auth change invalidates meQueryKey. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '#shared/contracts/me.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const meQueryKey = ['me'] as const;

export const SIGNED_OUT_ME: MeResponse = { user: null, profile: null, roles: [], flags: {} };

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>(apiPaths.me, signal);
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
