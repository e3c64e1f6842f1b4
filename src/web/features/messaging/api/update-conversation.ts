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
import { apiPaths } from '#web/config/api-paths.ts';
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

interface UpdateContext {
  /** The star before an optimistic change, to put back on failure. */
  previousStar: boolean | null;
}

function cachedStar(queryClient: QueryClient, conversationId: string): boolean | null {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<Inbox>>({ queryKey: messagingKeys.inboxes() })) {
    for (const page of data?.pages ?? []) {
      const found = page.conversations.find((conversation) => conversation.id === conversationId);
      if (found) return found.isStarred;
    }
  }
  return queryClient.getQueryData<ConversationDetail>(messagingKeys.conversation(conversationId))?.conversation?.isStarred ?? null;
}

/**
 * A star shows at once (optimistic) and goes back if the server refuses; a
 * title shows once the server has it. Callers toast failures themselves
 * ("Failed to update conversation", spec 8).
 */
export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation<ConversationSummary, AppError, UpdateConversationVariables, UpdateContext>({
    mutationFn: updateConversation,
    onMutate: async ({ conversationId, isStarred }) => {
      if (isStarred === undefined) return { previousStar: null };
      await queryClient.cancelQueries({ queryKey: messagingKeys.inboxes() });
      const previousStar = cachedStar(queryClient, conversationId);
      patchCachedConversation(queryClient, conversationId, (conversation) => ({ ...conversation, isStarred }));
      return { previousStar };
    },
    onError: (_error, { conversationId }, context) => {
      const previousStar = context?.previousStar;
      if (previousStar === null || previousStar === undefined) return;
      patchCachedConversation(queryClient, conversationId, (conversation) => ({ ...conversation, isStarred: previousStar }));
    },
    onSuccess: (conversation) => {
      patchCachedConversation(queryClient, conversation.id, () => conversation);
    },
    onSettled: () => {
      // A star moves a conversation in or out of the starred list; a rename changes the list's names.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
    },
  });
}
