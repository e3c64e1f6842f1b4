/**
 * Realtime to cache, mounted once (in the root layout) for signed-in users:
 * any event that may change the inbox (a message sent or deleted, a
 * conversation created, renamed, left, read in another tab) refetches the
 * inbox lists and the header's unread total; so does a reconnect (the server
 * keeps no event log, so a refetch is the catch-up). Bursts (a busy group)
 * coalesce into one refetch per LIVE_UPDATE_COALESCE_MS. A conversation the
 * viewer is no longer in also leaves the caches at once.
 *
 * The open conversation's own messages are the conversation screen's
 * business; this hook only keeps the list and the badge right.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { RealtimeNotice } from '#web/lib/realtime/realtime-client.ts';
import { useRealtimeEvent } from '#web/lib/realtime/use-realtime-event.ts';
import { messagingKeys } from './messaging-keys.ts';

export const LIVE_UPDATE_COALESCE_MS = 200;

/** True when the notice may change the viewer's inbox or unread total. */
export function changesInbox(notice: RealtimeNotice, viewerId: string | null): boolean {
  switch (notice.type) {
    case 'ready':
    case 'pipeline.changed':
      return false;
    case 'conversation.read':
      // Someone else reading changes only their own counts; the viewer reading (another tab) changes the viewer's.
      return notice.userId === viewerId;
    default:
      return true;
  }
}

/** Refetches the inbox lists and the unread total; one request for the total when an inbox on screen brings it anyway. */
export function refreshInbox(queryClient: QueryClient): void {
  const isInboxOnScreen = queryClient.getQueryCache().findAll({ queryKey: messagingKeys.inboxes(), type: 'active' }).length > 0;
  void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
  void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount(), refetchType: isInboxOnScreen ? 'none' : 'active' });
}

export function forgetConversation(queryClient: QueryClient, conversationId: string): void {
  queryClient.removeQueries({ queryKey: messagingKeys.conversation(conversationId) });
  queryClient.removeQueries({ queryKey: messagingKeys.messages(conversationId) });
}

export function useMessagingLiveUpdates({ enabled, viewerId }: { enabled: boolean; viewerId: string | null }): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  useRealtimeEvent((notice) => {
    if (notice.type === 'conversation.removed') forgetConversation(queryClient, notice.conversationId);
    if (!changesInbox(notice, viewerId) || timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      refreshInbox(queryClient);
    }, LIVE_UPDATE_COALESCE_MS);
  }, enabled);
}
