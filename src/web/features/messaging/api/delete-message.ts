/** DELETE /api/conversations/:conversationId/messages/:messageId (own messages): soft delete, shown to everyone as deleted. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { Message } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { updateMessagePages, withMessageDeleted } from './get-messages.ts';
import { messagingKeys } from './messaging-keys.ts';

/** Resolves with the message as it now is (no text, deletedAt set). */
export async function deleteMessage(conversationId: string, messageId: string): Promise<Message | undefined> {
  const response = await api.delete<{ message: Message } | undefined>(apiPaths.conversationMessage(conversationId, messageId));
  return response?.message;
}

export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<Message | undefined, AppError, string>({
    mutationFn: (messageId) => deleteMessage(conversationId, messageId),
    onSuccess: (message, messageId) => {
      updateMessagePages(queryClient, conversationId, (data) => withMessageDeleted(data, messageId, message?.deletedAt ?? undefined));
      // Previews and unread counts leave deleted messages out.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
    },
  });
}
