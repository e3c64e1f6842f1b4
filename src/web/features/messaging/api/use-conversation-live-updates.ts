/**
 * Realtime for the open conversation: new and deleted messages change the
 * loaded history in place, reads and changes refetch the detail ("Seen by",
 * title, participants), and after a reconnect the newest page and the
 * detail are fetched again (the catch-up: the server keeps no event log).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '#shared/contracts/messaging.ts';
import type { RealtimeNotice } from '#web/lib/realtime/realtime-client.ts';
import { useRealtimeEvent } from '#web/lib/realtime/use-realtime-event.ts';
import { getMessagePage, updateMessagePages, withMessageAdded, withMessageDeleted, withNewestPage, type MessagePages } from './get-messages.ts';
import { messagingKeys } from './messaging-keys.ts';

export interface ConversationLiveUpdateHandlers {
  /** A message arrived (already added to the history). */
  onMessageCreated?: (message: Message) => void;
  /** The viewer is no longer in this conversation (removed, or left elsewhere). */
  onRemoved?: () => void;
}

export function useConversationLiveUpdates(conversationId: string, handlers: ConversationLiveUpdateHandlers = {}, enabled = true) {
  const queryClient = useQueryClient();

  const refetchDetail = () => queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });

  const catchUp = async () => {
    void refetchDetail();
    const key = messagingKeys.messages(conversationId);
    try {
      const fresh = await getMessagePage(conversationId, undefined);
      queryClient.setQueryData<MessagePages>(key, (data) => withNewestPage(data, fresh));
    } catch {
      // Not reachable yet, or no longer a participant: the regular refetch shows the state.
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  useRealtimeEvent((notice: RealtimeNotice) => {
    if (notice.type === 'reconnected') {
      void catchUp();
      return;
    }
    if (notice.type === 'ready' || notice.type === 'pipeline.changed' || notice.conversationId !== conversationId) return;
    switch (notice.type) {
      case 'message.created':
        // Not loaded yet: the first page may already be on its way without it, so ask again.
        if (queryClient.getQueryData(messagingKeys.messages(conversationId)) === undefined) {
          void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
        }
        updateMessagePages(queryClient, conversationId, (data) => withMessageAdded(data, notice.message));
        handlers.onMessageCreated?.(notice.message);
        break;
      case 'message.deleted':
        updateMessagePages(queryClient, conversationId, (data) => withMessageDeleted(data, notice.messageId));
        break;
      case 'conversation.read':
      case 'conversation.updated':
        void refetchDetail();
        break;
      case 'conversation.removed':
        handlers.onRemoved?.();
        break;
    }
  }, enabled);
}
