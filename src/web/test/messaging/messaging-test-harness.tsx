/**
 * Test support for the messaging screens: the whole app (real router with
 * the root layout, real providers) at a URL, fetch stubbed at the network
 * boundary (the teams harness's stubApi) and the browser's WebSocket
 * replaced by the fake realtime socket. Not part of the app bundle.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ConversationSummary, Inbox, MessagingUser, Participant } from '#shared/contracts/messaging.ts';
import { AppProvider } from '#web/app/provider.tsx';
import { routes } from '#web/app/router.tsx';
import { FakeRealtimeSocket } from '#web/test/realtime/fake-realtime-socket.ts';
import { restartRealtime } from '#web/lib/realtime/realtime-client.ts';
import { USER_ID } from '../teams/teams-test-harness.tsx';

export { apiError, json, meResponse, stubApi, USER_ID, type ApiCall, type ApiHandler } from '../teams/teams-test-harness.tsx';

/** Call in beforeEach: a fresh fake socket world, and no socket left over from the previous test. */
export function installFakeRealtime() {
  restartRealtime();
  FakeRealtimeSocket.reset();
  vi.stubGlobal('WebSocket', FakeRealtimeSocket);
}

/** The root layout's live updates load lazily; let them subscribe before the fake server speaks. */
export async function settleLiveUpdates() {
  await act(async () => {
    await import('../../app/routes/messaging/messaging-live-updates.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/** Call in afterEach: sonner replays still-active toasts to the next test's Toaster; dismiss them. */
export async function dismissToasts() {
  (await import('sonner')).toast.dismiss();
}

export function renderApp(url: string, { queryClient }: { queryClient?: QueryClient } = {}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <AppProvider queryClient={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient: client };
}

// ---------------------------------------------------------------- fixtures

export const ME: Participant = { userId: USER_ID, displayName: 'Pat Manager', avatarUrl: null, role: 'admin' };
export const ALEX: MessagingUser = { userId: 'user-alex', displayName: 'Alex Kim', avatarUrl: null };
export const SAM: MessagingUser = { userId: 'user-sam', displayName: 'Sam Lee', avatarUrl: null };
export const JO: MessagingUser = { userId: 'user-jo', displayName: 'Jo Park', avatarUrl: 'https://example.test/jo.png' };

export const member = (user: MessagingUser): Participant => ({ ...user, role: 'member' });

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const DM_ID = '11111111-1111-4111-8111-111111111111';
export const GROUP_ID = '22222222-2222-4222-8222-222222222222';
export const QUIET_ID = '33333333-3333-4333-8333-333333333333';

export function conversation(overrides: Partial<ConversationSummary> & Pick<ConversationSummary, 'id'>): ConversationSummary {
  return {
    type: 'dm',
    title: null,
    createdBy: USER_ID,
    maxParticipants: 2,
    updatedAt: minutesAgo(60),
    isStarred: false,
    role: 'admin',
    participants: [ME, member(ALEX)],
    latestMessage: null,
    unreadCount: 0,
    ...overrides,
  };
}

/** A direct conversation with Alex (3 unread, his message 5 minutes ago) and a titled group (my message yesterday-ish, starred). */
export function inboxFixture(): ConversationSummary[] {
  return [
    conversation({
      id: DM_ID,
      participants: [ME, member(ALEX)],
      latestMessage: {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
        senderId: ALEX.userId,
        senderName: ALEX.displayName,
        body: 'Scrim at 6?',
        createdAt: minutesAgo(5),
      },
      updatedAt: minutesAgo(5),
      unreadCount: 3,
    }),
    conversation({
      id: GROUP_ID,
      type: 'group',
      title: 'Valorant Squad',
      maxParticipants: 7,
      participants: [ME, member(ALEX), member(SAM), member(JO)],
      latestMessage: {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2',
        senderId: USER_ID,
        senderName: ME.displayName,
        body: 'GG everyone',
        createdAt: minutesAgo(3 * 60),
      },
      updatedAt: minutesAgo(3 * 60),
      isStarred: true,
    }),
    conversation({ id: QUIET_ID, type: 'group', title: null, maxParticipants: 7, participants: [ME, member(SAM), member(JO)] }),
  ];
}

export function inboxPage(conversations: ConversationSummary[], { nextBefore = null, unreadTotal }: { nextBefore?: string | null; unreadTotal?: number } = {}): Inbox {
  return {
    conversations,
    nextBefore,
    unreadTotal: unreadTotal ?? conversations.reduce((sum, item) => sum + item.unreadCount, 0),
  };
}
