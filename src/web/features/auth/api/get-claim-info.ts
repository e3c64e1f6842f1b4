/** GET /api/account/claim/:token: who an invitation link is for (404 with a message when invalid). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimInfo } from '#shared/contracts/account.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const claimQueryKeys = {
  info: (token: string) => ['account-claim', token] as const,
};

export function getClaimInfo(token: string, signal?: AbortSignal): Promise<ClaimInfo> {
  return api.get<ClaimInfo>(apiPaths.claimInfo(token), signal);
}

export function getClaimInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: claimQueryKeys.info(token),
    queryFn: ({ signal }) => getClaimInfo(token, signal),
    staleTime: 0,
  });
}

export function useClaimInfo(token: string) {
  return useQuery(getClaimInfoQueryOptions(token));
}
