/** GET /api/guardian/conversations: the linked players' conversations, read-only (decision 011). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianConversations } from '#shared/contracts/messaging.ts';
import { api } from '#web/lib/api-client.ts';
import { guardianApiPaths, guardianKeys } from './guardian-keys.ts';

export const guardianConversationsQueryOptions = () =>
  queryOptions({
    queryKey: guardianKeys.conversations(),
    queryFn: ({ signal }) => api.get<GuardianConversations>(guardianApiPaths.conversations, signal),
  });

export function useGuardianConversations() {
  return useQuery(guardianConversationsQueryOptions());
}
