/**
 * POST /api/conversations : a direct or group conversation with the picked
 * people (the server adds the creator). An identical conversation (same type,
 * same people) is returned instead, with isExisting true.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError } from '#shared/app-error.ts';
import { MESSAGING_TEXTS, type ConversationSummary } from '#shared/contracts/messaging.ts';
import type { ConversationType } from '#shared/value-sets.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export interface CreateConversationVariables {
  type: ConversationType;
  /** The others, never the creator. */
  participantIds: string[];
  title?: string | null;
}

export interface CreateConversationResult {
  conversation: ConversationSummary;
  isExisting: boolean;
}

export function createConversation({ type, participantIds, title }: CreateConversationVariables): Promise<CreateConversationResult> {
  const trimmed = title?.trim();
  return api.post<CreateConversationResult>(apiPaths.conversations(), {
    type,
    participantIds,
    ...(type === 'group' && trimmed ? { title: trimmed } : {}),
  });
}

const SIZE_LIMIT_PATTERN = /^Group size limit exceeded \(max \d+ participants\)$/;

export interface CreateConversationErrorMessage {
  title: string;
  /** The server's own reason under the title, when it gave one we can show. */
  description?: string;
}

/**
 * The toast of a failed create (spec 8): the size-limit text as the server
 * wrote it; "User not authenticated" when the session is gone; any other
 * answer of the server: "Failed to create or find conversation" with the
 * server's reason underneath; no answer at all (network, unreadable reply):
 * "Failed to create conversation".
 */
export function describeCreateConversationError(error: unknown): CreateConversationErrorMessage {
  if (!(error instanceof AppError) || error.message === NETWORK_ERROR_MESSAGE) return { title: MESSAGING_TEXTS.createFailed };
  if (SIZE_LIMIT_PATTERN.test(error.message)) return { title: error.message };
  if (error.code === 'unauthorized') return { title: MESSAGING_TEXTS.notAuthenticated };
  if (error.code === 'internal' || !error.message || error.message === MESSAGING_TEXTS.createOrFindFailed) {
    return { title: MESSAGING_TEXTS.createOrFindFailed };
  }
  return { title: MESSAGING_TEXTS.createOrFindFailed, description: error.message };
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation<CreateConversationResult, AppError, CreateConversationVariables>({
    mutationFn: createConversation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes() });
    },
  });
}
