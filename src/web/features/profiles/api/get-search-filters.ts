/** GET /api/player-search/filters : games, roles and ladders for the recruiter search's selects (seed data: kept for the session). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchFilters } from '#shared/contracts/player-search.ts';
import { api } from '#web/lib/api-client.ts';
import { apiPaths } from '#web/config/paths.ts';
import { profileSearchKeys } from './profile-search-keys.ts';

export function searchFiltersQueryOptions() {
  return queryOptions({
    queryKey: profileSearchKeys.filters(),
    queryFn: ({ signal }) => api.get<SearchFilters>(apiPaths.playerSearchFilters, signal),
    staleTime: Infinity,
  });
}

export function useSearchFilters(enabled = true) {
  return useQuery({ ...searchFiltersQueryOptions(), enabled });
}
