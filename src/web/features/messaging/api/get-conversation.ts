/** GET /api/conversations/:conversationId: the conversation (title, participants, the viewer's unread count) and who has seen its latest message. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export function getConversation(conversationId: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return api.get<ConversationDetail>(apiPaths.conversation(conversationId), signal);
}

export function getConversationQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: messagingKeys.conversation(conversationId),
    queryFn: ({ signal }) => getConversation(conversationId, signal),
    // Kept fresh by realtime events while open; checked again whenever it is opened.
    staleTime: 0,
  });
}

export function useConversation(conversationId: string) {
  return useQuery(getConversationQueryOptions(conversationId));
}
