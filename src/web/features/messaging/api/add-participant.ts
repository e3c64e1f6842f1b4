/** POST /api/conversations/:conversationId/participants (groups, any participant): the person joins as a member. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ConversationSummary } from '#shared/contracts/messaging.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export async function addParticipant(conversationId: string, userId: string): Promise<ConversationSummary | undefined> {
  const response = await api.post<{ conversation?: ConversationSummary } | undefined>(apiPaths.conversationParticipants(conversationId), {
    userId,
  });
  return response?.conversation;
}

export function useAddParticipant(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<ConversationSummary | undefined, AppError, string>({
    mutationFn: (userId) => addParticipant(conversationId, userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() }),
      ]),
  });
}
