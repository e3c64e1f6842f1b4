/** GET /api/lists/memberships: which of my lists of the kind hold this player or college (the add-to-list menu). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMembershipsResponse } from '#shared/contracts/lists.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { listKeys } from './list-keys.ts';
import { listTargetId, listTargetType, type ListTarget } from './list-target.ts';

export function getListMembershipsQueryOptions(target: ListTarget) {
  return queryOptions({
    queryKey: listKeys.memberships(listTargetType(target), listTargetId(target)),
    queryFn: ({ signal }) => api.get<ListMembershipsResponse>(apiPaths.listMemberships(target), signal),
  });
}

/** Loaded only while the menu is open. */
export function useListMemberships(target: ListTarget, enabled: boolean) {
  return useQuery({ ...getListMembershipsQueryOptions(target), enabled });
}
