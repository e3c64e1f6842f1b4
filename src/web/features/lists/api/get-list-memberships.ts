/** GET /api/lists/memberships: which of my player lists hold this player (the add-to-list menu). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMembershipsResponse } from '#shared/contracts/lists.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { listKeys } from './list-keys.ts';

export function getListMembershipsQueryOptions(playerUserId: string) {
  return queryOptions({
    queryKey: listKeys.memberships(playerUserId),
    queryFn: ({ signal }) => api.get<ListMembershipsResponse>(apiPaths.listMemberships(playerUserId), signal),
  });
}

/** Loaded only while the menu is open. */
export function useListMemberships(playerUserId: string, enabled: boolean) {
  return useQuery({ ...getListMembershipsQueryOptions(playerUserId), enabled });
}
