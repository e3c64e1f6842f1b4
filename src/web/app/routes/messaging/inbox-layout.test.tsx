import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary } from '#shared/contracts/messaging.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { FakeRealtimeSocket } from '#web/test/realtime/fake-realtime-socket.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import {
  ALEX,
  apiError,
  conversation,
  dismissToasts,
  DM_ID,
  GROUP_ID,
  inboxFixture,
  inboxPage,
  installFakeRealtime,
  json,
  ME,
  meResponse,
  member,
  minutesAgo,
  QUIET_ID,
  renderApp,
  SAM,
  settleLiveUpdates,
  stubApi,
  type ApiCall,
  type ApiHandler,
} from '#web/test/messaging/messaging-test-harness.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(installResizeObserver);
// The first render would otherwise also import the lazy route modules (seconds on a busy machine) within findBy's 5 s.
beforeAll(() => Promise.all([import('./inbox-layout.tsx'), import('./inbox-conversation.tsx')]), 60_000);
beforeEach(() => {
  // Only the clock is fixed, at midday: "3 hours ago" must stay today (it read "Yesterday" between 00:00 and 03:00).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 12, 0, 0));
  installFakeRealtime();
});
afterEach(async () => {
  await dismissToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const inboxCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/conversations').map((call) => call.search.toString());

/** The inbox answers from `list` (by filter); the badge from the same data; anything else from `handler`. */
function stubInbox(list: (call: ApiCall) => Response = () => json(200, inboxPage(inboxFixture())), handler: ApiHandler = () => undefined, me = meResponse()) {
  return stubApi(me, (call) => {
    if (call.method === 'GET' && call.path === '/api/conversations') return list(call);
    if (call.method === 'GET' && call.path === '/api/conversations/unread-count') return json(200, { unreadTotal: 3 });
    if (call.path === '/api/activity') return new Response(null, { status: 204 });
    return handler(call);
  });
}

async function conversationsList() {
  return screen.findByRole('list', { name: 'Conversations' });
}

function itemOf(list: HTMLElement, name: string): HTMLElement {
  return within(list).getByRole('link', { name }).closest('li') as HTMLElement;
}

describe('inbox list', () => {
  it('shows each conversation with its people, title, preview, time and unread count, newest first', async () => {
    stubInbox();
    renderApp('/inbox');
    const list = await conversationsList();
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    // Named by the other person (direct), the title (group) or the others' names (untitled group).
    expect(within(list).getByRole('link', { name: 'Alex Kim' })).toHaveAttribute('href', `/inbox/${DM_ID}`);
    expect(within(list).getByRole('link', { name: 'Valorant Squad' })).toHaveAttribute('href', `/inbox/${GROUP_ID}`);
    expect(within(list).getByRole('link', { name: 'Sam Lee, Jo Park' })).toHaveAttribute('href', `/inbox/${QUIET_ID}`);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/inbox/${DM_ID}`, `/inbox/${GROUP_ID}`, `/inbox/${QUIET_ID}`]);

    const dm = within(itemOf(list, 'Alex Kim'));
    expect(dm.getByText('Scrim at 6?')).toBeInTheDocument();
    expect(dm.getByText('5m')).toHaveAttribute('title', expect.stringMatching(/ at /));
    expect(dm.getByTestId('conversation-unread')).toHaveTextContent('3');
    expect(dm.getByRole('link', { name: 'Alex Kim' })).toHaveAccessibleDescription(expect.stringContaining('3 unread'));

    const group = within(itemOf(list, 'Valorant Squad'));
    expect(group.getByText('You: GG everyone')).toBeInTheDocument();
    expect(group.getByText('3h')).toBeInTheDocument();
    expect(group.queryByTestId('conversation-unread')).toBeNull();
    expect(group.getByTestId('group-avatars').children).toHaveLength(3);

    expect(within(itemOf(list, 'Sam Lee, Jo Park')).getByText('No messages yet')).toBeInTheDocument();
    // Wide screens: the empty pane beside the list.
    expect(screen.getByRole('heading', { name: 'Select a conversation' })).toBeInTheDocument();
  });

  it('stars and unstars through PATCH, showing the change at once', async () => {
    const user = userEvent.setup();
    const stored = inboxFixture();
    const calls = stubInbox(
      () => json(200, inboxPage(stored)),
      (call) => {
        if (call.method === 'PATCH' && call.path === `/api/conversations/${DM_ID}`) {
          stored[0] = { ...stored[0]!, isStarred: (call.body as { isStarred: boolean }).isStarred };
          return json(200, { conversation: stored[0] });
        }
        return undefined;
      },
    );
    renderApp('/inbox');
    const dm = within(itemOf(await conversationsList(), 'Alex Kim'));

    const star = dm.getByRole('button', { name: 'Star conversation' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await dm.findByRole('button', { name: 'Unstar conversation' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ isStarred: true }]);

    await user.click(dm.getByRole('button', { name: 'Unstar conversation' }));
    expect(await dm.findByRole('button', { name: 'Star conversation' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ isStarred: true }, { isStarred: false }]);
  });

  it('puts the star back and says "Failed to update conversation" when the server refuses', async () => {
    const user = userEvent.setup();
    let listed = 0;
    // After the first answer the list fails too, so only the mutation's own rollback can put the star back.
    stubInbox(
      () => (listed++ === 0 ? json(200, inboxPage(inboxFixture())) : apiError(500, 'internal', 'Something went wrong on our side. Please try again.')),
      (call) => (call.method === 'PATCH' ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.') : undefined),
    );
    renderApp('/inbox');
    const dm = within(itemOf(await conversationsList(), 'Alex Kim'));
    await user.click(dm.getByRole('button', { name: 'Star conversation' }));
    expect(await screen.findByText('Failed to update conversation')).toBeInTheDocument();
    expect(dm.getByRole('button', { name: 'Star conversation' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters to starred conversations through the URL, with its own empty text', async () => {
    const user = userEvent.setup();
    const starred = inboxFixture().filter((item) => item.isStarred);
    const calls = stubInbox((call) => json(200, inboxPage(call.search.get('starred') === 'true' ? starred : inboxFixture())));
    const { router } = renderApp('/inbox');
    await conversationsList();
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Starred' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=starred'));
    expect(screen.getByRole('button', { name: 'Starred', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByRole('link', { name: 'Valorant Squad' })).toHaveAttribute(
      'href',
      `/inbox/${GROUP_ID}?filter=starred`,
    );
    expect(inboxCalls(calls)).toEqual(['', 'starred=true']);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(3));
  });

  it('shows the starred empty text when nothing is starred', async () => {
    stubInbox((call) => json(200, inboxPage(call.search.get('starred') === 'true' ? [] : inboxFixture())));
    renderApp('/inbox?filter=starred');
    expect(await screen.findByText('No starred conversations')).toBeInTheDocument();
    expect(screen.getByText('Star a conversation to keep it here.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Conversations' })).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows "No conversations yet" with a Start a conversation button that opens the dialog', async () => {
    const user = userEvent.setup();
    stubInbox(() => json(200, inboxPage([])));
    renderApp('/inbox');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    expect(within(dialog).getByLabelText('Search people')).toHaveFocus();
  });

  it('on a load failure shows the empty list with a quiet note and does not retry (spec 8)', async () => {
    const calls = stubInbox(() => apiError(500, 'internal', 'Something went wrong on our side. Please try again.'));
    // The app's own query client, whose default would retry a 500 three times.
    renderApp('/inbox', { queryClient: createQueryClient() });
    expect(await screen.findByText('Conversations could not be loaded.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Conversations' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Try Again|Retry/ })).toBeNull();
    expect(screen.queryByText('No conversations yet')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inboxCalls(calls)).toEqual(['']);
  });

  it('loads the next page with Load more', async () => {
    const user = userEvent.setup();
    const [first, second, third] = inboxFixture() as [ConversationSummary, ConversationSummary, ConversationSummary];
    const calls = stubInbox((call) =>
      json(200, call.search.get('before') === second.id ? inboxPage([third]) : inboxPage([first, second], { nextBefore: second.id })),
    );
    renderApp('/inbox');
    const list = await conversationsList();
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(inboxCalls(calls)).toEqual(['', `before=${second.id}`]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a conversation beside the list, with Back to inbox for narrow screens', async () => {
    const user = userEvent.setup();
    const dm = conversation({ id: DM_ID, participants: [ME, member(ALEX)] });
    stubInbox(undefined, (call) => {
      if (call.path === `/api/conversations/${DM_ID}`) return json(200, { conversation: dm, seenBy: [] });
      if (call.path === `/api/conversations/${DM_ID}/messages`) return json(200, { messages: [], nextBefore: null });
      if (call.path === `/api/conversations/${DM_ID}/read`) return json(200, { unreadCount: 0, unreadTotal: 0 });
      return undefined;
    });
    const { router } = renderApp('/inbox?filter=starred');
    await conversationsList();
    // Starred list holds only the group here; switch to All to reach the direct one.
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(within(await conversationsList()).getByRole('link', { name: 'Alex Kim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inbox/${DM_ID}`));
    expect(await screen.findByRole('link', { name: 'Back to inbox' })).toHaveAttribute('href', '/inbox');
    expect(within(await conversationsList()).getByRole('link', { name: 'Alex Kim' })).toHaveAttribute('aria-current', 'page');
    // The conversation itself (the conversation screen's own heading).
    expect(await screen.findByRole('heading', { level: 2, name: 'Alex Kim' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Select a conversation' })).toBeNull();
  });

  it('refreshes the list live: a new message moves its conversation up with the new preview', async () => {
    let rows = inboxFixture();
    const calls = stubInbox(() => json(200, inboxPage(rows)));
    renderApp('/inbox');
    const list = await conversationsList();
    await waitFor(() => expect(FakeRealtimeSocket.live).toHaveLength(1));
    act(() => FakeRealtimeSocket.last.acceptAsSignedIn());
    await settleLiveUpdates();

    const [dm, group, quiet] = rows as [ConversationSummary, ConversationSummary, ConversationSummary];
    rows = [
      {
        ...quiet,
        latestMessage: { id: 'cccccccc-cccc-4ccc-8ccc-ccccccccccc1', senderId: SAM.userId, senderName: SAM.displayName, body: 'New here', createdAt: minutesAgo(0) },
        unreadCount: 1,
      },
      dm,
      group,
    ];
    act(() =>
      FakeRealtimeSocket.last.serverSend({
        type: 'message.created',
        conversationId: QUIET_ID,
        message: {
          id: 'cccccccc-cccc-4ccc-8ccc-ccccccccccc1',
          conversationId: QUIET_ID,
          senderId: SAM.userId,
          senderName: SAM.displayName,
          senderAvatarUrl: null,
          body: 'New here',
          createdAt: minutesAgo(0),
          deletedAt: null,
        },
      }),
    );
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName('Sam Lee, Jo Park'));
    expect(within(itemOf(list, 'Sam Lee, Jo Park')).getByText('Sam: New here')).toBeInTheDocument();
    expect(within(itemOf(list, 'Sam Lee, Jo Park')).getByText('now')).toBeInTheDocument();
    expect(inboxCalls(calls)).toEqual(['', '']);
  });

  it('leaves a conversation the viewer was removed from', async () => {
    const dm = conversation({ id: DM_ID, participants: [ME, member(ALEX)] });
    let isRemoved = false;
    stubInbox(undefined, (call) => {
      if (call.path.startsWith(`/api/conversations/${DM_ID}`) && isRemoved) return apiError(404, 'not_found', 'Conversation not found');
      if (call.path === `/api/conversations/${DM_ID}`) return json(200, { conversation: dm, seenBy: [] });
      if (call.path === `/api/conversations/${DM_ID}/messages`) return json(200, { messages: [], nextBefore: null });
      if (call.path === `/api/conversations/${DM_ID}/read`) return json(200, { unreadCount: 0, unreadTotal: 0 });
      return undefined;
    });
    const { router, queryClient } = renderApp(`/inbox/${DM_ID}?filter=starred`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Alex Kim' })).toBeInTheDocument();
    await waitFor(() => expect(FakeRealtimeSocket.live).toHaveLength(1));
    act(() => FakeRealtimeSocket.last.acceptAsSignedIn());
    await settleLiveUpdates();

    isRemoved = true;
    act(() => FakeRealtimeSocket.last.serverSend({ type: 'conversation.removed', conversationId: DM_ID }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(await screen.findByRole('heading', { name: 'Select a conversation' })).toBeInTheDocument();
    // Its cached copy is gone (the server no longer shows it to the viewer).
    expect(queryClient.getQueryData(['messaging', 'conversation', DM_ID])).toBeUndefined();
    expect(queryClient.getQueryData(['messaging', 'messages', DM_ID])).toBeUndefined();
  });

  it('shows signed-out visitors a sign-in prompt and asks for no conversations', async () => {
    const calls = stubInbox(undefined, undefined, meResponse({ signedIn: false }));
    renderApp('/inbox');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your messages' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=sign-in');
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/conversations'))).toEqual([]);
    // Remembered by an effect, which may run just after the prompt is painted.
    await waitFor(() => expect(window.localStorage.getItem('redirect_after_login')).toBe('/inbox'));
  });
});
