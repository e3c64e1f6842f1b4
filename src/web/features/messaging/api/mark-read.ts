/** POST /api/conversations/:conversationId/read: read receipts for every message up to this one; the inbox counts and the badge follow. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ConversationDetail } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export interface MarkReadResult {
  unreadCount: number;
  unreadTotal: number;
}

export function markRead(conversationId: string, messageId: string): Promise<MarkReadResult> {
  return api.post<MarkReadResult>(apiPaths.conversationRead(conversationId), { messageId });
}

export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<MarkReadResult, AppError, string>({
    mutationFn: (messageId) => markRead(conversationId, messageId),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<ConversationDetail>(messagingKeys.conversation(conversationId), (detail) =>
        detail ? { ...detail, conversation: { ...detail.conversation, unreadCount } } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount() });
    },
  });
}
