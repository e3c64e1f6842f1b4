/** POST /api/conversations/:conversationId/messages: the sent message joins the loaded history (once, whatever arrives first: this answer or its realtime event). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { Message } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { updateMessagePages, withMessageAdded } from './get-messages.ts';
import { messagingKeys } from './messaging-keys.ts';

export async function sendMessage(conversationId: string, body: string): Promise<Message> {
  const response = await api.post<{ message: Message }>(apiPaths.conversationMessages(conversationId), { body });
  return response.message;
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<Message, AppError, string>({
    mutationFn: (body) => sendMessage(conversationId, body),
    onSuccess: (message) => {
      updateMessagePages(queryClient, conversationId, (data) => withMessageAdded(data, message));
      // The inbox preview and order changed; the detail's latest message (for "Seen") too.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
    },
  });
}
