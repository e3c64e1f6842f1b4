/** GET /api/rank-ladders: the six titles with their ordered tiers, roles and regions (changes with a season). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankLaddersResponse } from '#shared/contracts/profile-setup.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { profileSetupKeys } from './profile-setup-keys.ts';

export function getRankLadders(signal?: AbortSignal): Promise<RankLaddersResponse> {
  return api.get<RankLaddersResponse>(apiPaths.rankLadders, signal);
}

export function getRankLaddersQueryOptions() {
  return queryOptions({ queryKey: profileSetupKeys.rankLadders(), queryFn: ({ signal }) => getRankLadders(signal), staleTime: 60 * 60 * 1000 });
}

export function useRankLadders() {
  return useQuery(getRankLaddersQueryOptions());
}
