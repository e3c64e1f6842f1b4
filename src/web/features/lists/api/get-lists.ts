/** GET /api/lists: the viewer's own lists with item counts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListsResponse } from '#shared/contracts/lists.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { listKeys } from './list-keys.ts';

export function getListsQueryOptions() {
  return queryOptions({
    queryKey: listKeys.mine(),
    queryFn: ({ signal }) => api.get<ListsResponse>(apiPaths.lists, signal),
  });
}

export function useLists() {
  return useQuery(getListsQueryOptions());
}
