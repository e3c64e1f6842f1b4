/** DELETE /api/conversations/:conversationId/messages/:messageId (own messages): soft delete, shown to everyone as deleted. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { updateMessagePages, withMessageDeleted } from './get-messages.ts';
import { messagingKeys } from './messaging-keys.ts';

export function deleteMessage(conversationId: string, messageId: string): Promise<void> {
  return api.delete<void>(apiPaths.conversationMessage(conversationId, messageId));
}

export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, string>({
    mutationFn: (messageId) => deleteMessage(conversationId, messageId),
    onSuccess: (_, messageId) => {
      updateMessagePages(queryClient, conversationId, (data) => withMessageDeleted(data, messageId));
      // Previews and unread counts leave deleted messages out.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
    },
  });
}
