import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGING_TEXTS, type ConversationDetail, type Message, type MessagePage } from '#shared/contracts/messaging.ts';
import {
  ALEX,
  apiError,
  detail,
  DM_ID,
  emitRealtime,
  GROUP_ID,
  json,
  latestOf,
  ME,
  meResponse,
  message,
  page,
  realtimeListeners,
  renderConversation,
  SAM,
  stubApi,
  summary,
  type ApiCall,
  type ApiHandler,
} from '#web/test/messaging/conversation-test-harness.tsx';
import { GUARDIAN_READ_ONLY_NOTE } from './conversation-panel.tsx';

// The realtime client replaced by a set of listeners the test plays notices to (see emitRealtime).
vi.mock('#web/lib/realtime/realtime-client.ts', async () => (await import('#web/test/messaging/realtime-test-listeners.ts')).realtimeMock());

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => realtimeListeners.clear());
afterEach(() => vi.unstubAllGlobals());

const CONVERSATION_PATH = (id: string) => `/api/conversations/${id}`;
const MESSAGES_PATH = (id: string) => `/api/conversations/${id}/messages`;

interface Server {
  detail: ConversationDetail | (() => Response);
  /** Pages by their `before` ('' for the newest). */
  pages: Record<string, MessagePage>;
  handler?: ApiHandler;
}

/** The conversation and its pages from `server` (changeable during a test); other calls from its handler. */
function stubConversation(server: Server) {
  return stubApi(meResponse(), async (call) => {
    const id = server.detail instanceof Function ? DM_ID : server.detail.conversation.id;
    if (call.method === 'GET' && call.path === CONVERSATION_PATH(id)) {
      return server.detail instanceof Function ? server.detail() : json(200, server.detail);
    }
    if (call.method === 'GET' && call.path === MESSAGES_PATH(id)) {
      const found = server.pages[call.search.get('before') ?? ''];
      return found ? json(200, found) : undefined;
    }
    return server.handler?.(call);
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

function log() {
  return screen.getByRole('log', { name: 'Messages' });
}

describe('conversation screen: history', () => {
  it('shows the title, the history with the deleted placeholder, and own messages apart from others', async () => {
    const first = message({ from: ALEX, minutes: 0, body: 'Hey Pat, are you free?' });
    const mine = message({ from: ME, minutes: 2, body: 'Yes! What is up?' });
    const deleted = message({ from: ALEX, minutes: 3, body: null, deletedAt: '2026-03-02T15:04:00.000Z' });
    stubConversation({ detail: detail(summary({ latestMessage: latestOf(mine) })), pages: { '': page([first, mine, deleted]) } });
    renderConversation(DM_ID);

    expect(await screen.findByRole('heading', { level: 2, name: 'Alex Kim' })).toBeInTheDocument();
    expect(screen.getByText('Direct message')).toBeInTheDocument();
    const history = log();
    expect(within(history).getByText('Hey Pat, are you free?')).toBeInTheDocument();
    expect(within(history).getByText(MESSAGING_TEXTS.deletedMessagePlaceholder)).toBeInTheDocument();
    // Screen readers hear who wrote each message.
    expect(within(history).getByText('Yes! What is up?').textContent).toBe('You: Yes! What is up?');
    expect(within(history).getByText('Hey Pat, are you free?').textContent).toBe('Alex Kim: Hey Pat, are you free?');
    // A day separator, and no older page to load.
    expect(within(history).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(within(history).getByText('This is the start of the conversation.')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Load older messages' })).toBeNull();
    // Only the viewer's own, not deleted, message can be deleted; a direct conversation has no Manage.
    expect(within(history).getAllByRole('button', { name: 'Delete message' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Manage' })).toBeNull();
  });

  it('names an untitled group after the others and shows each sender once per run', async () => {
    const a1 = message({ conversationId: GROUP_ID, from: ALEX, minutes: 0, body: 'one' });
    const a2 = message({ conversationId: GROUP_ID, from: ALEX, minutes: 1, body: 'two' });
    const s1 = message({ conversationId: GROUP_ID, from: SAM, minutes: 2, body: 'three' });
    stubConversation({
      detail: detail(summary({ id: GROUP_ID, type: 'group', maxParticipants: 7, participants: [ME, ALEX, SAM] })),
      pages: { '': page([a1, a2, s1]) },
    });
    renderConversation(GROUP_ID);
    expect(await screen.findByRole('heading', { level: 2, name: 'Alex Kim, Sam Lee' })).toBeInTheDocument();
    expect(screen.getByText('3 participants')).toBeInTheDocument();
    const history = log();
    await within(history).findByText('three');
    expect(within(history).getAllByText('Alex Kim', { exact: true })).toHaveLength(1);
    expect(within(history).getAllByText('Sam Lee', { exact: true })).toHaveLength(1);
  });

  it('loads the older page with "Load older messages" and shows it above', async () => {
    const older = message({ from: ALEX, minutes: 0, body: 'The very first message' });
    const newer = message({ from: ALEX, minutes: 5, body: 'A later message' });
    const calls = stubConversation({
      detail: detail(summary()),
      pages: { '': page([newer], newer.id), [newer.id]: page([older], null) },
    });
    const user = userEvent.setup();
    renderConversation(DM_ID);

    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await within(log()).findByText('The very first message')).toBeInTheDocument();
    expect(calls.some((call) => call.path === MESSAGES_PATH(DM_ID) && call.search.get('before') === newer.id)).toBe(true);
    const text = log().textContent ?? '';
    expect(text.indexOf('The very first message')).toBeLessThan(text.indexOf('A later message'));
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    expect(within(log()).getByText('This is the start of the conversation.')).toBeInTheDocument();
  });

  it('shows "Conversation not found" with a link back to the inbox on a 404', async () => {
    stubConversation({ detail: () => apiError(404, 'not_found', MESSAGING_TEXTS.conversationNotFound), pages: {} });
    renderConversation(DM_ID);
    expect(await screen.findByRole('heading', { name: MESSAGING_TEXTS.conversationNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to inbox' })).toHaveAttribute('href', '/inbox');
  });

  it('shows a load failure with Try Again', async () => {
    stubConversation({ detail: () => new Response('', { status: 500 }), pages: {} });
    renderConversation(DM_ID);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load conversation')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('conversation screen: composer', () => {
  function stubSending(respond: (body: string) => Response) {
    const server: Server = {
      detail: detail(summary()),
      pages: { '': page([message({ from: ALEX, minutes: 0, body: 'Hello there' })]) },
      handler: (call) => {
        if (call.method === 'POST' && call.path === MESSAGES_PATH(DM_ID)) return respond((call.body as { body: string }).body);
        return undefined;
      },
    };
    return stubConversation(server);
  }

  const sent = (body: string, id = '99999999-9999-4999-8999-999999999999'): Message =>
    message({ id, from: ME, minutes: 10, body });

  it('sends on Enter and shows the message once, first pending then from the server', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = stubSending(() => json(201, { message: sent('See you at practice') }));
    // Hold the answer until the pending look has been checked.
    const fetchStub = vi.mocked(globalThis.fetch);
    const original = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await gate;
      return original(input, init);
    });
    const user = userEvent.setup();
    renderConversation(DM_ID);

    const textarea = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(textarea, '  See you at practice  {Enter}');
    expect(textarea).toHaveValue('');
    const pending = await within(log()).findByText('See you at practice');
    expect(pending.closest('li')).toHaveTextContent('Sending...');
    release();
    await waitFor(() => expect(within(log()).queryByText('Sending...')).toBeNull());
    expect(within(log()).getAllByText('See you at practice')).toHaveLength(1);
    expect(writes(server)).toEqual([expect.objectContaining({ method: 'POST', body: { body: 'See you at practice' } })]);
  });

  it('shows an own message once when its realtime event comes before the answer', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = sent('On my way');
    stubSending(() => json(201, { message: server }));
    const fetchStub = vi.mocked(globalThis.fetch);
    const original = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await gate;
      return original(input, init);
    });
    const user = userEvent.setup();
    renderConversation(DM_ID);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'On my way{Enter}');
    expect(await within(log()).findByText('Sending...')).toBeInTheDocument();

    emitRealtime({ type: 'message.created', conversationId: DM_ID, message: server });
    await waitFor(() => expect(within(log()).queryByText('Sending...')).toBeNull());
    expect(within(log()).getAllByText('On my way')).toHaveLength(1);
    release();
    await waitFor(() => expect(fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(log()).getAllByText('On my way')).toHaveLength(1);
  });

  it('inserts a new line on Shift+Enter and sends with the Send button', async () => {
    const calls = stubSending((body) => json(201, { message: sent(body) }));
    const user = userEvent.setup();
    renderConversation(DM_ID);
    const textarea = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(textarea, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(textarea).toHaveValue('Line one\nLine two');
    expect(writes(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ body: { body: 'Line one\nLine two' } })]));
  });

  it('refuses empty and whitespace-only messages', async () => {
    const calls = stubSending((body) => json(201, { message: sent(body) }));
    const user = userEvent.setup();
    renderConversation(DM_ID);
    const textarea = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(textarea, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(writes(calls)).toHaveLength(0);
  });

  it(`refuses a message over ${MESSAGE_MAX_LENGTH} characters with a clear error and shows a counter near the limit`, async () => {
    const calls = stubSending((body) => json(201, { message: sent(body) }));
    const user = userEvent.setup();
    renderConversation(DM_ID);
    const textarea = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(textarea);
    await user.paste('x'.repeat(MESSAGE_MAX_LENGTH - 100));
    expect(screen.getByText('3,900 / 4,000')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.paste('x'.repeat(101));
    expect(screen.getByRole('alert')).toHaveTextContent('Message is too long (max 4000 characters)');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(writes(calls)).toHaveLength(0);
    expect(textarea).toHaveValue('x'.repeat(MESSAGE_MAX_LENGTH + 1));
  });

  it('keeps a failed message with "Failed to send message" and sends it again with Retry', async () => {
    let fail = true;
    const calls = stubSending((body) => (fail ? apiError(500, 'internal', 'Database unavailable') : json(201, { message: sent(body) })));
    const user = userEvent.setup();
    renderConversation(DM_ID);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Try this{Enter}');
    const failure = await within(log()).findByRole('alert');
    expect(failure).toHaveTextContent(MESSAGING_TEXTS.sendFailed);
    expect(failure).toHaveTextContent('Database unavailable');
    expect(within(log()).getByText('Try this')).toBeInTheDocument();
    fail = false;
    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log()).queryByRole('alert')).toBeNull());
    expect(within(log()).getAllByText('Try this')).toHaveLength(1);
    expect(writes(calls)).toHaveLength(2);
  });

  it('a send refused as too fast (429, issue 10.11) shows the reason and keeps the unsent text for Retry', async () => {
    const tooFast = 'You are sending messages too fast. Wait a few seconds and try again.';
    stubSending(() => apiError(429, 'rate_limited', tooFast));
    const user = userEvent.setup();
    renderConversation(DM_ID);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Not lost{Enter}');
    const failure = await within(log()).findByRole('alert');
    expect(failure).toHaveTextContent(MESSAGING_TEXTS.sendFailed);
    expect(failure).toHaveTextContent(tooFast);
    expect(within(log()).getByText('Not lost')).toBeInTheDocument();
    expect(within(log()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('conversation screen: delete, read receipts and seen by', () => {
  it('deletes an own message after confirmation and shows the placeholder', async () => {
    const mine = message({ from: ME, minutes: 1, body: 'Oops, wrong chat' });
    const calls = stubConversation({
      detail: detail(summary({ latestMessage: latestOf(mine) })),
      pages: { '': page([mine]) },
      handler: (call) =>
        call.method === 'DELETE' && call.path === `${MESSAGES_PATH(DM_ID)}/${mine.id}`
          ? json(200, { message: { ...mine, body: null, deletedAt: '2026-03-02T15:05:00.000Z' } })
          : undefined,
    });
    const user = userEvent.setup();
    renderConversation(DM_ID);

    await user.click(await screen.findByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(log()).getByText(MESSAGING_TEXTS.deletedMessagePlaceholder)).toBeInTheDocument();
    expect(within(log()).queryByText('Oops, wrong chat')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete message' })).toBeNull();
    expect(await screen.findByText(MESSAGING_TEXTS.messageDeleted)).toBeInTheDocument();
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE' })]);
  });

  it('records a read receipt for the newest message when there are unread ones, and again for a new live one', async () => {
    const theirs = message({ from: ALEX, minutes: 1, body: 'Ping' });
    const calls = stubConversation({
      detail: detail(summary({ unreadCount: 1, latestMessage: latestOf(theirs) })),
      pages: { '': page([theirs]) },
      handler: (call) => (call.path === `${CONVERSATION_PATH(DM_ID)}/read` ? json(200, { unreadCount: 0, unreadTotal: 0 }) : undefined),
    });
    renderConversation(DM_ID);
    await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { messageId: theirs.id } })]));

    // A new message from Alex arrives live: read again, with its id.
    const next = message({ from: ALEX, minutes: 2, body: 'Pong' });
    emitRealtime({ type: 'message.created', conversationId: DM_ID, message: next });
    await waitFor(() => expect(writes(calls).map((call) => call.body)).toEqual([{ messageId: theirs.id }, { messageId: next.id }]));
  });

  it('a guardian read-only view (issue 10.4): history, the note instead of the composer, no Manage', async () => {
    const theirs = message({ from: ALEX, minutes: 1, body: 'Practice at six' });
    const calls = stubConversation({ detail: detail(summary({ readOnly: true, latestMessage: latestOf(theirs) })), pages: { '': page([theirs]) } });
    renderConversation(DM_ID);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Practice at six');
    expect(screen.getByRole('note')).toHaveTextContent(GUARDIAN_READ_ONLY_NOTE);
    expect(screen.queryByPlaceholderText('Write a message...')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Manage/ })).toBeNull();
    expect(writes(calls)).toHaveLength(0);
  });

  it('sends no read receipt when the conversation was already read', async () => {
    const theirs = message({ from: ALEX, minutes: 1, body: 'Old news' });
    const calls = stubConversation({ detail: detail(summary({ unreadCount: 0 })), pages: { '': page([theirs]) } });
    renderConversation(DM_ID);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Old news');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(writes(calls)).toHaveLength(0);
  });

  it('says "Seen" under the own latest message of a direct conversation', async () => {
    const mine = message({ from: ME, minutes: 1, body: 'Did you get it?' });
    stubConversation({
      detail: detail(summary({ latestMessage: latestOf(mine) }), [{ userId: ALEX.userId, displayName: ALEX.displayName, readAt: mine.createdAt }]),
      pages: { '': page([mine]) },
    });
    renderConversation(DM_ID);
    expect(await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Seen')).toBeInTheDocument();
  });

  it('says "Seen by" with names in a group, updated live when someone reads', async () => {
    const mine = message({ conversationId: GROUP_ID, from: ME, minutes: 1, body: 'Scrim at 8?' });
    const group = summary({ id: GROUP_ID, type: 'group', title: 'Valorant squad', maxParticipants: 7, participants: [ME, ALEX, SAM], latestMessage: latestOf(mine) });
    const server: Server = {
      detail: detail(group, [{ userId: ALEX.userId, displayName: ALEX.displayName, readAt: mine.createdAt }]),
      pages: { '': page([mine]) },
    };
    stubConversation(server);
    renderConversation(GROUP_ID);
    expect(await screen.findByText('Seen by Alex Kim')).toBeInTheDocument();

    server.detail = detail(group, [
      { userId: ALEX.userId, displayName: ALEX.displayName, readAt: mine.createdAt },
      { userId: SAM.userId, displayName: SAM.displayName, readAt: mine.createdAt },
    ]);
    emitRealtime({ type: 'conversation.read', conversationId: GROUP_ID, userId: SAM.userId, messageId: mine.id });
    expect(await screen.findByText('Seen by Alex Kim, Sam Lee')).toBeInTheDocument();
  });
});

describe('conversation screen: live updates', () => {
  it('appends a new message once, however often it arrives, and ignores other conversations', async () => {
    stubConversation({ detail: detail(summary()), pages: { '': page([message({ from: ALEX, minutes: 0, body: 'First' })]) } });
    renderConversation(DM_ID);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('First');

    const live = message({ from: ALEX, minutes: 1, body: 'Live one' });
    emitRealtime({ type: 'message.created', conversationId: DM_ID, message: live });
    emitRealtime({ type: 'message.created', conversationId: DM_ID, message: live });
    emitRealtime({
      type: 'message.created',
      conversationId: GROUP_ID,
      message: message({ conversationId: GROUP_ID, from: SAM, minutes: 1, body: 'Elsewhere' }),
    });
    expect(await within(log()).findByText('Live one')).toBeInTheDocument();
    expect(within(log()).getAllByText('Live one')).toHaveLength(1);
    expect(within(log()).queryByText('Elsewhere')).toBeNull();
  });

  it('shows a message deleted elsewhere as deleted', async () => {
    const theirs = message({ from: ALEX, minutes: 0, body: 'Regrettable' });
    stubConversation({ detail: detail(summary()), pages: { '': page([theirs]) } });
    renderConversation(DM_ID);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Regrettable');
    emitRealtime({ type: 'message.deleted', conversationId: DM_ID, messageId: theirs.id });
    expect(await within(log()).findByText(MESSAGING_TEXTS.deletedMessagePlaceholder)).toBeInTheDocument();
    expect(within(log()).queryByText('Regrettable')).toBeNull();
  });

  it('catches up after a reconnect: the newest page is fetched again and merged', async () => {
    const first = message({ from: ALEX, minutes: 0, body: 'Before the drop' });
    const server: Server = { detail: detail(summary()), pages: { '': page([first]) } };
    stubConversation(server);
    renderConversation(DM_ID);
    await within(await screen.findByRole('log', { name: 'Messages' })).findByText('Before the drop');

    server.pages[''] = page([first, message({ from: ALEX, minutes: 3, body: 'Sent while offline' })]);
    emitRealtime({ type: 'reconnected' });
    expect(await within(log()).findByText('Sent while offline')).toBeInTheDocument();
    expect(within(log()).getAllByText('Before the drop')).toHaveLength(1);
  });

  it('goes to the inbox when the viewer is removed from the open conversation', async () => {
    stubConversation({ detail: detail(summary()), pages: { '': page([]) } });
    const { router } = renderConversation(DM_ID);
    await screen.findByRole('log', { name: 'Messages' });
    emitRealtime({ type: 'conversation.removed', conversationId: DM_ID });
    expect(await screen.findByText('Inbox page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inbox');
  });
});
