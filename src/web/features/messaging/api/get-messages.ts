/**
 * GET /api/conversations/:conversationId/messages?before=<messageId>: the
 * history, newest page first (each page oldest to newest); `nextBefore` is
 * the cursor of the next, older page. Also the cache edits realtime events
 * and writes make to the loaded pages.
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export type MessagePages = InfiniteData<MessagePage, unknown>;

export function getMessagePage(conversationId: string, before: string | undefined, signal?: AbortSignal): Promise<MessagePage> {
  const query = before ? new URLSearchParams({ before }).toString() : undefined;
  return api.get<MessagePage>(apiPaths.conversationMessages(conversationId, query), signal);
}

export function getMessagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => getMessagePage(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    // Kept fresh by realtime events while open; checked again whenever it is opened.
    staleTime: 0,
  });
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(getMessagesQueryOptions(conversationId));
}

/** Every loaded message, oldest first. */
export function flattenMessagePages(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

function isAfter(a: Message, b: Message): boolean {
  return a.createdAt === b.createdAt ? a.id > b.id : Date.parse(a.createdAt) > Date.parse(b.createdAt);
}

/** Adds a message to the newest page in time order; a message already loaded (same id) is left as it is. */
export function withMessageAdded(data: MessagePages, message: Message): MessagePages {
  if (data.pages.some((page) => page.messages.some((loaded) => loaded.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return { pages: [{ messages: [message], nextBefore: null }], pageParams: [undefined] };
  const messages = [...newest.messages];
  let at = messages.length;
  while (at > 0 && isAfter(messages[at - 1]!, message)) at -= 1;
  messages.splice(at, 0, message);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** Marks a loaded message deleted: its text is dropped, as the server does. */
export function withMessageDeleted(data: MessagePages, messageId: string, deletedAt = new Date().toISOString()): MessagePages {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.messages.some((message) => message.id === messageId && message.deletedAt === null)) return page;
    changed = true;
    return {
      ...page,
      messages: page.messages.map((message) => (message.id === messageId ? { ...message, body: null, deletedAt } : message)),
    };
  });
  return changed ? { ...data, pages } : data;
}

/**
 * Merges a freshly fetched newest page into the loaded pages (catch-up after
 * a reconnect). When it overlaps the loaded newest page, the two are joined
 * (the fresh copy wins, so deletions show); when it does not (more than a
 * page was missed) the history restarts from the fresh page, so no gap is
 * ever shown.
 */
export function withNewestPage(data: MessagePages | undefined, fresh: MessagePage): MessagePages {
  const restart: MessagePages = { pages: [fresh], pageParams: [undefined] };
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest || fresh.nextBefore === null) return restart;
  const freshIds = new Set(fresh.messages.map((message) => message.id));
  const overlaps = newest.messages.some((message) => freshIds.has(message.id));
  const oldest = fresh.messages[0];
  if (!overlaps || !oldest) return restart;
  const kept = newest.messages.filter((message) => !freshIds.has(message.id) && isAfter(oldest, message));
  return { ...data, pages: [{ messages: [...kept, ...fresh.messages], nextBefore: newest.nextBefore }, ...older] };
}

export function updateMessagePages(queryClient: QueryClient, conversationId: string, update: (data: MessagePages) => MessagePages) {
  queryClient.setQueryData<MessagePages>(messagingKeys.messages(conversationId), (data) => (data ? update(data) : data));
}
