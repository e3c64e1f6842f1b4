/** POST /api/conversations/:conversationId/participants (groups, any participant): the person joins as a member. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ConversationDetail, ConversationSummary } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

/** Resolves with the conversation as it now is. */
export async function addParticipant(conversationId: string, userId: string): Promise<ConversationSummary> {
  const response = await api.post<{ conversation: ConversationSummary }>(apiPaths.conversationParticipants(conversationId), { userId });
  return response.conversation;
}

export function useAddParticipant(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<ConversationSummary, AppError, string>({
    mutationFn: (userId) => addParticipant(conversationId, userId),
    onSuccess: (conversation) => {
      queryClient.setQueryData<ConversationDetail>(messagingKeys.conversation(conversationId), (detail) =>
        detail && conversation ? { ...detail, conversation } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
    },
  });
}
