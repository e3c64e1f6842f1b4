/**
 * DELETE /api/conversations/:conversationId/participants/:userId (groups,
 * any participant). Removing yourself is leaving: the inbox and badge
 * refresh; the screen moves away (its queries go idle and expire).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export function removeParticipant(conversationId: string, userId: string): Promise<void> {
  return api.delete<void>(apiPaths.conversationParticipant(conversationId, userId));
}

export interface RemoveParticipantVariables {
  userId: string;
  /** True when the viewer removes themself (leaves). */
  isSelf?: boolean;
}

export function useRemoveParticipant(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, RemoveParticipantVariables>({
    mutationFn: ({ userId }) => removeParticipant(conversationId, userId),
    onSuccess: async (_, { isSelf }) => {
      if (isSelf) {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
        void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount() });
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() }),
      ]);
    },
  });
}
