/** GET /api/admin/activity: the newest engagement events with who caused them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityResponse } from '#shared/contracts/activity.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { testingKeys } from './testing-query-keys.ts';

export const ACTIVITY_LIST_LIMIT = 50;
export const ACTIVITY_REFRESH_MS = 10_000;

export function getActivity(limit: number, signal?: AbortSignal): Promise<ActivityResponse> {
  return api.get<ActivityResponse>(apiPaths.adminActivity(limit), signal);
}

export function getActivityQueryOptions(limit = ACTIVITY_LIST_LIMIT) {
  return queryOptions({ queryKey: testingKeys.activity(limit), queryFn: ({ signal }) => getActivity(limit, signal), staleTime: 0 });
}

export function useActivity({ autoRefresh }: { autoRefresh: boolean }) {
  return useQuery({ ...getActivityQueryOptions(), refetchInterval: autoRefresh ? ACTIVITY_REFRESH_MS : false });
}
