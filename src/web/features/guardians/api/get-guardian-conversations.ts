/** GET /api/guardian/conversations: the linked players' conversations, read-only (decision 011). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianConversations } from '#shared/contracts/messaging.ts';
import { api } from '#web/lib/api-client.ts';
import { guardianKeys } from './guardian-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export const guardianConversationsQueryOptions = () =>
  queryOptions({
    queryKey: guardianKeys.conversations(),
    queryFn: ({ signal }) => api.get<GuardianConversations>(apiPaths.guardianConversations, signal),
  });

export function useGuardianConversations() {
  return useQuery(guardianConversationsQueryOptions());
}
