/**
 * Test support for the conversation screen: ConversationPanel inside the
 * app's real providers on a memory router, fetch stubbed at the network
 * boundary (the teams harness's stubApi), and realtime notices played by
 * the test (the realtime client module is replaced, see realtime-test-listeners.ts).
 * Not part of the app bundle.
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ConversationDetail, ConversationSummary, Message, MessagePage, Participant } from '#shared/contracts/messaging.ts';
import { AppProvider } from '#web/app/provider.tsx';
import { USER_ID } from '#web/test/teams/teams-test-harness.tsx';
import { paths } from '#web/config/paths.ts';
import type { RealtimeNotice } from '#web/lib/realtime/realtime-client.ts';
import { ConversationPanel } from '../../features/messaging/components/conversation/conversation-panel.tsx';
import { realtimeListeners } from './realtime-test-listeners.ts';

export { realtimeListeners } from './realtime-test-listeners.ts';

export { apiError, json, meResponse, stubApi, USER_ID, type ApiCall, type ApiHandler } from '#web/test/teams/teams-test-harness.tsx';

export function emitRealtime(notice: RealtimeNotice) {
  act(() => {
    for (const listener of [...realtimeListeners]) listener(notice);
  });
}

export function renderConversation(conversationId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const router = createMemoryRouter(
    [
      { path: paths.conversation.path, element: <ConversationPanel conversationId={conversationId} /> },
      { path: paths.inbox.path, element: <p>Inbox page</p> },
      { path: '*', element: <p>Navigated away</p> },
    ],
    { initialEntries: [paths.inbox.getHref(), paths.conversation.getHref(conversationId)], initialIndex: 1 },
  );
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

// ---------------------------------------------------------------- fixtures

export const DM_ID = '11111111-1111-4111-8111-111111111111';
export const GROUP_ID = '22222222-2222-4222-8222-222222222222';

export const ME: Participant = { userId: USER_ID, displayName: 'Pat Manager', avatarUrl: null, role: 'admin' };
export const ALEX: Participant = { userId: 'user-alex', displayName: 'Alex Kim', avatarUrl: null, role: 'member' };
export const SAM: Participant = { userId: 'user-sam', displayName: 'Sam Lee', avatarUrl: null, role: 'member' };

/** A person for group fixtures: "Player 3" ... */
export const player = (n: number): Participant => ({ userId: `user-${n}`, displayName: `Player ${n}`, avatarUrl: null, role: 'member' });

const BASE = Date.parse('2026-03-02T15:00:00.000Z');
/** An instant `minutes` after the fixtures' base time (same day for small values). */
export const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

let counter = 0;
/** A message id that sorts by creation. */
export function messageId(n = ++counter): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function message(overrides: Partial<Message> & { from: Participant; minutes: number }): Message {
  const { from, minutes, ...rest } = overrides;
  return {
    id: messageId(),
    conversationId: DM_ID,
    senderId: from.userId,
    senderName: from.displayName,
    senderAvatarUrl: from.avatarUrl,
    body: `Message at ${minutes}`,
    createdAt: at(minutes),
    deletedAt: null,
    ...rest,
  };
}

export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: DM_ID,
    type: 'dm',
    title: null,
    createdBy: USER_ID,
    maxParticipants: 2,
    updatedAt: at(0),
    isStarred: false,
    role: 'admin',
    participants: [ME, ALEX],
    latestMessage: null,
    unreadCount: 0,
    ...overrides,
  };
}

export function detail(conversation: ConversationSummary, seenBy: ConversationDetail['seenBy'] = []): ConversationDetail {
  return { conversation, seenBy };
}

export function page(messages: Message[], nextBefore: string | null = null): MessagePage {
  return { messages, nextBefore };
}

/** The summary's latestMessage for a message. */
export function latestOf(message: Message): ConversationSummary['latestMessage'] {
  return { id: message.id, senderId: message.senderId, senderName: message.senderName, body: message.body ?? '', createdAt: message.createdAt };
}
