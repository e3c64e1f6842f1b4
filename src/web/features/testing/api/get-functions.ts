/** GET /api/admin/functions: the server functions with a description and an example body. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FunctionSummary } from '#shared/contracts/functions.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { testingKeys } from './testing-query-keys.ts';

export function getFunctions(signal?: AbortSignal): Promise<{ functions: FunctionSummary[] }> {
  return api.get<{ functions: FunctionSummary[] }>(apiPaths.adminFunctions, signal);
}

export function getFunctionsQueryOptions() {
  return queryOptions({ queryKey: testingKeys.functions(), queryFn: ({ signal }) => getFunctions(signal) });
}

export function useFunctions() {
  return useQuery(getFunctionsQueryOptions());
}
