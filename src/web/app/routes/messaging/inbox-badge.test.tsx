import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRealtimeSocket } from '#web/test/realtime/fake-realtime-socket.ts';
import { LIVE_UPDATE_COALESCE_MS } from '#web/features/messaging/api/use-messaging-live-updates.ts';
import { ALEX, DM_ID, dismissToasts, installFakeRealtime, json, meResponse, renderApp, settleLiveUpdates, stubApi, USER_ID, type ApiCall } from '#web/test/messaging/messaging-test-harness.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => installFakeRealtime());
afterEach(async () => {
  await dismissToasts();
  vi.unstubAllGlobals();
});

const MESSAGE = {
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1',
  conversationId: DM_ID,
  senderId: ALEX.userId,
  senderName: ALEX.displayName,
  senderAvatarUrl: null,
  body: 'You there?',
  createdAt: new Date().toISOString(),
  deletedAt: null,
};

/** The badge's count comes from `counts` in turn (the last one repeats). */
function stubBadge(counts: number[], me = meResponse()) {
  let index = 0;
  return stubApi(me, (call) => {
    if (call.path === '/api/activity') return new Response(null, { status: 204 });
    if (call.method === 'GET' && call.path === '/api/conversations/unread-count') {
      const unreadTotal = counts[Math.min(index, counts.length - 1)];
      index += 1;
      return json(200, { unreadTotal });
    }
    return undefined;
  });
}

const badgeCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/conversations/unread-count').length;

function inboxLink() {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Inbox/ });
}

async function liveSocket() {
  await waitFor(() => expect(FakeRealtimeSocket.live).toHaveLength(1));
  const socket = FakeRealtimeSocket.last;
  act(() => socket.acceptAsSignedIn());
  await settleLiveUpdates();
  return socket;
}

describe('header Inbox badge', () => {
  it('shows the unread total, 99+ above 99', async () => {
    stubBadge([150]);
    renderApp('/about');
    await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox, 99+ unread'));
    expect(within(inboxLink()).getByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('rises live when a realtime event arrives, one refetch per burst', async () => {
    const calls = stubBadge([2, 3]);
    renderApp('/about');
    await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox, 2 unread'));
    const socket = await liveSocket();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/realtime$/);
    expect(badgeCalls(calls)).toBe(1);

    act(() => {
      for (let i = 0; i < 5; i += 1) socket.serverSend({ type: 'message.created', conversationId: DM_ID, message: MESSAGE });
    });
    await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox, 3 unread'));
    expect(within(inboxLink()).getByTestId('unread-badge')).toHaveTextContent('3');
    await act(() => new Promise((resolve) => setTimeout(resolve, LIVE_UPDATE_COALESCE_MS * 2)));
    expect(badgeCalls(calls)).toBe(2);
  });

  it('ignores other people reading, but refetches after the viewer reads in another tab', async () => {
    const calls = stubBadge([4, 0]);
    renderApp('/about');
    await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox, 4 unread'));
    const socket = await liveSocket();

    act(() => socket.serverSend({ type: 'conversation.read', conversationId: DM_ID, userId: ALEX.userId, messageId: MESSAGE.id }));
    await act(() => new Promise((resolve) => setTimeout(resolve, LIVE_UPDATE_COALESCE_MS * 2)));
    expect(badgeCalls(calls)).toBe(1);

    act(() => socket.serverSend({ type: 'conversation.read', conversationId: DM_ID, userId: USER_ID, messageId: MESSAGE.id }));
    await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox'));
    expect(within(inboxLink()).queryByTestId('unread-badge')).toBeNull();
  });

  it('catches up after the connection drops and comes back', async () => {
    const calls = stubBadge([1, 7]);
    renderApp('/about');
    await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox, 1 unread'));
    const first = await liveSocket();

    act(() => first.serverClose(1006));
    // The client reconnects after its backoff (at most 0.5 s for the first attempt).
    await waitFor(() => expect(FakeRealtimeSocket.instances).toHaveLength(2));
    act(() => FakeRealtimeSocket.last.acceptAsSignedIn());
    await waitFor(() => expect(inboxLink()).toHaveAccessibleName('Inbox, 7 unread'));
    expect(badgeCalls(calls)).toBe(2);
  });

  it('signed out: no badge request and no socket', async () => {
    const calls = stubBadge([5], meResponse({ signedIn: false }));
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(badgeCalls(calls)).toBe(0);
    expect(FakeRealtimeSocket.instances).toHaveLength(0);
  });
});
