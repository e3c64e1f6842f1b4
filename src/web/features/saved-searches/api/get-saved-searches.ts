/** GET /api/saved-searches: the viewer's saved searches and the limit that counts them (docs/decisions/051). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearchesResponse } from '#shared/contracts/saved-searches.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { savedSearchKeys } from './saved-search-keys.ts';

export function getSavedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchKeys.mine(),
    queryFn: ({ signal }) => api.get<SavedSearchesResponse>(apiPaths.savedSearches, signal),
  });
}

export function useSavedSearches(enabled = true) {
  return useQuery({ ...getSavedSearchesQueryOptions(), enabled });
}
