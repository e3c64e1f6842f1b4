/** GET /api/lists/:listId: one list with its items in order. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListDetail } from '#shared/contracts/lists.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { listKeys } from './list-keys.ts';

export function getListQueryOptions(listId: string) {
  return queryOptions({
    queryKey: listKeys.detail(listId),
    queryFn: ({ signal }) => api.get<ListDetail>(apiPaths.list(listId), signal),
  });
}

export function useList(listId: string | null) {
  return useQuery({ ...getListQueryOptions(listId ?? ''), enabled: listId !== null });
}
