/** GET /api/admin/flags: every flag with all of its fields. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlagListResponse } from '#shared/contracts/flags.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { flagKeys } from './flag-query-keys.ts';

export function getFlags(signal?: AbortSignal): Promise<FlagListResponse> {
  return api.get<FlagListResponse>(apiPaths.adminFlags, signal);
}

export function getFlagsQueryOptions() {
  return queryOptions({ queryKey: flagKeys.list(), queryFn: ({ signal }) => getFlags(signal) });
}

export function useFlags() {
  return useQuery(getFlagsQueryOptions());
}
