/**
 * GET /api/guardian/conversations in the inbox (issue 26.6, docs/decisions/077):
 * the conversations of the players the viewer is an active guardian of,
 * read-only, newest activity first. The server decides who they are (the
 * guardian rule of decision 011); for anyone else the list is empty.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianConversations } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export const guardianInboxQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.guardianInbox(),
    queryFn: ({ signal }) => api.get<GuardianConversations>(apiPaths.guardianConversations, signal),
  });

export function useGuardianInbox(enabled: boolean) {
  return useQuery({ ...guardianInboxQueryOptions(), enabled });
}
