/** GET /api/admin/outbox: the newest emails the product sent, optionally to one address. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '#shared/contracts/outbox.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { testingKeys } from './testing-query-keys.ts';

export function getOutbox(to: string, signal?: AbortSignal): Promise<{ messages: OutboxMessage[] }> {
  return api.get<{ messages: OutboxMessage[] }>(apiPaths.adminOutbox(to || undefined), signal);
}

export function getOutboxQueryOptions(to: string) {
  return queryOptions({ queryKey: testingKeys.outbox(to), queryFn: ({ signal }) => getOutbox(to, signal), staleTime: 0 });
}

export function useOutbox(to: string) {
  return useQuery(getOutboxQueryOptions(to));
}
