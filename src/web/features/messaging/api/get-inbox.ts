/**
 * GET /api/conversations : the inbox, newest activity first, one page of
 * INBOX_PAGE_SIZE at a time (the next page starts `before` the last
 * conversation of the previous one), all conversations or the starred ones.
 *
 * Spec 8: a failed load shows an empty list and is not retried. Each page
 * also carries the unread total, which refreshes the header badge's cache
 * for free.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationSummary, Inbox } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export type InboxFilter = 'all' | 'starred';

export const INBOX_FILTERS: readonly InboxFilter[] = ['all', 'starred'];

/** `?filter=starred` in the page URL; anything else reads as all. */
export function inboxFilterFrom(value: string | null): InboxFilter {
  return value === 'starred' ? 'starred' : 'all';
}

export function inboxQueryString(filter: InboxFilter, before?: string): string {
  const params = new URLSearchParams();
  if (filter === 'starred') params.set('starred', 'true');
  if (before) params.set('before', before);
  return params.toString();
}

export function getInbox(filter: InboxFilter, before: string | undefined, signal?: AbortSignal): Promise<Inbox> {
  const query = inboxQueryString(filter, before);
  return api.get<Inbox>(apiPaths.conversations(query || undefined), signal);
}

export function getInboxQueryOptions(filter: InboxFilter) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.inbox(filter),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await getInbox(filter, pageParam, signal);
      client.setQueryData(messagingKeys.unreadCount(), { unreadTotal: page.unreadTotal });
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
    // Spec 8: "Conversation list load failure: empty list, no retry".
    retry: false,
  });
}

export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery(getInboxQueryOptions(filter));
}

/** Every loaded conversation once, in page order (a conversation that moved between pages while loading shows once). */
export function inboxConversations(pages: readonly Inbox[] | undefined): ConversationSummary[] {
  const seen = new Set<string>();
  const conversations: ConversationSummary[] = [];
  for (const page of pages ?? []) {
    for (const conversation of page.conversations) {
      if (seen.has(conversation.id)) continue;
      seen.add(conversation.id);
      conversations.push(conversation);
    }
  }
  return conversations;
}
