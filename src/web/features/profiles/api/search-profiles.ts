/**
 * GET /api/profiles/search?q= : the header search (spec 7.2). At least 2
 * characters; each answer kept 30 seconds (spec 9).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH } from '#shared/constants.ts';
import type { ProfileSearchResult } from '#shared/contracts/player-search.ts';
import { api } from '#web/lib/api-client.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { profileSearchKeys } from './profile-search-keys.ts';

export async function searchProfiles(q: string, signal?: AbortSignal): Promise<ProfileSearchResult[]> {
  const response = await api.get<{ results: ProfileSearchResult[] }>(apiPaths.profileSearch(q), signal);
  return response.results;
}

export function searchProfilesQueryOptions(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: profileSearchKeys.header(text),
    queryFn: ({ signal }) => searchProfiles(text, signal),
    staleTime: SEARCH.cacheMs,
    gcTime: SEARCH.cacheMs,
    retry: false,
  });
}

/** Runs once the text has SEARCH.minChars characters; keeps the last results on screen while the next load. */
export function useSearchProfiles(q: string) {
  const enabled = q.trim().length >= SEARCH.minChars;
  return useQuery({ ...searchProfilesQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
