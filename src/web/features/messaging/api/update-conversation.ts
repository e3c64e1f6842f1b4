/**
 * PATCH /api/conversations/:conversationId : the viewer's own star, and a
 * group's title. The answer (the conversation as the viewer sees it) goes
 * straight into the cached inbox pages and the conversation's own cache;
 * the inbox lists are then refetched (a star moves a conversation in or out
 * of the starred list).
 */
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ConversationDetail, ConversationSummary, Inbox } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export interface UpdateConversationVariables {
  conversationId: string;
  /** Groups only; null or blank clears it. */
  title?: string | null;
  isStarred?: boolean;
}

export async function updateConversation({ conversationId, title, isStarred }: UpdateConversationVariables): Promise<ConversationSummary> {
  const body: { title?: string | null; isStarred?: boolean } = {};
  if (title !== undefined) body.title = title;
  if (isStarred !== undefined) body.isStarred = isStarred;
  const response = await api.patch<{ conversation: ConversationSummary }>(apiPaths.conversation(conversationId), body);
  return response.conversation;
}

/** Replaces one conversation in every cached inbox page (both filters), leaving the rest untouched. */
export function patchCachedConversation(
  queryClient: QueryClient,
  conversationId: string,
  change: (conversation: ConversationSummary) => ConversationSummary,
): void {
  queryClient.setQueriesData<InfiniteData<Inbox>>({ queryKey: messagingKeys.inboxes() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            conversations: page.conversations.map((conversation) =>
              conversation.id === conversationId ? change(conversation) : conversation,
            ),
          })),
        }
      : data,
  );
  // The conversation screen's cache holds the GET /api/conversations/:id answer (ConversationDetail).
  queryClient.setQueryData<ConversationDetail>(messagingKeys.conversation(conversationId), (detail) =>
    detail?.conversation ? { ...detail, conversation: change(detail.conversation) } : detail,
  );
}

export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation<ConversationSummary, AppError, UpdateConversationVariables>({
    mutationFn: updateConversation,
    onSuccess: (conversation) => {
      patchCachedConversation(queryClient, conversation.id, () => conversation);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
    },
  });
}
