/**
 * Issue 26.6 (docs/decisions/077) in the web: an adult sees that a player is
 * under 18 and that a guardian reads the conversation before sending, in
 * New conversation and above the composer; a guardian's /inbox lists their
 * players' conversations, read-only and labelled as the player's, and the
 * read-only view names the player.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagingUser } from '#shared/contracts/messaging.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import {
  ALEX,
  conversation,
  dismissToasts,
  inboxPage,
  installFakeRealtime,
  json,
  ME,
  meResponse,
  member,
  renderApp,
  SAM,
  stubApi,
} from '#web/test/messaging/messaging-test-harness.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(installResizeObserver);
beforeEach(() => installFakeRealtime());
afterEach(async () => {
  await dismissToasts();
  vi.unstubAllGlobals();
});

const DM = '55555555-5555-4555-8555-555555555555';
const GUARDED = '66666666-6666-4666-8666-666666666666';
const MINOR: MessagingUser = { userId: 'user-quinn', displayName: 'Quinn Young', avatarUrl: null, isUnderEighteen: true };
const NOTICE = 'Quinn Young is under 18. Their parent or guardian can read this conversation.';

function stubAdult() {
  return stubApi(meResponse(), (call) => {
    if (call.path === '/api/activity') return new Response(null, { status: 204 });
    if (call.method === 'GET' && call.path === '/api/conversations') return json(200, inboxPage([]));
    if (call.method === 'GET' && call.path === '/api/conversations/unread-count') return json(200, { unreadTotal: 0 });
    if (call.method === 'GET' && call.path === '/api/conversations/user-search') {
      const q = (call.search.get('q') ?? '').toLowerCase();
      return json(200, { users: [MINOR, { ...SAM, isUnderEighteen: false }].filter((person) => person.displayName.toLowerCase().includes(q)) });
    }
    const participants = [ME, member({ userId: MINOR.userId, displayName: MINOR.displayName, avatarUrl: null })];
    if (call.path === `/api/conversations/${DM}`) {
      return json(200, { conversation: conversation({ id: DM, participants, minorParticipantIds: [MINOR.userId] }), seenBy: [] });
    }
    if (call.path === `/api/conversations/${DM}/messages`) return json(200, { messages: [], nextBefore: null });
    return undefined;
  });
}

describe('an adult messaging a player under 18', () => {
  it('New conversation says so as soon as the minor is picked, and not for an adult', async () => {
    const user = userEvent.setup();
    stubAdult();
    renderApp('/inbox');
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    const search = within(dialog).getByLabelText('Search people');

    await user.type(search, 'Sam');
    await user.click(within(await within(dialog).findByRole('list', { name: 'Search results' })).getByRole('button', { name: 'Sam Lee' }));
    expect(within(dialog).queryByRole('note')).toBeNull();

    await user.clear(search);
    await user.type(search, 'Quinn');
    await user.click(within(await within(dialog).findByRole('list', { name: 'Search results' })).getByRole('button', { name: 'Quinn Young' }));
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent(NOTICE);
    expect(within(dialog).getByRole('button', { name: 'Create conversation' })).toHaveAccessibleDescription(NOTICE);
  });

  it('the conversation shows the notice above the composer, read with the text box, before anything is sent', async () => {
    stubAdult();
    renderApp(`/inbox/${DM}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('note')).toHaveTextContent(NOTICE);
    expect(box).toHaveAccessibleDescription(expect.stringContaining(NOTICE));
  });

  it('no notice when nobody under 18 is in it (the server sends an empty list to minors and for adults only)', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === '/api/activity') return new Response(null, { status: 204 });
      if (call.method === 'GET' && call.path === '/api/conversations') return json(200, inboxPage([]));
      if (call.method === 'GET' && call.path === '/api/conversations/unread-count') return json(200, { unreadTotal: 0 });
      if (call.path === `/api/conversations/${DM}`) {
        return json(200, { conversation: conversation({ id: DM, participants: [ME, member(ALEX)], minorParticipantIds: [] }), seenBy: [] });
      }
      if (call.path === `/api/conversations/${DM}/messages`) return json(200, { messages: [], nextBefore: null });
      return undefined;
    });
    renderApp(`/inbox/${DM}`);
    await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('a guardian in /inbox', () => {
  const guarded = conversation({
    id: GUARDED,
    participants: [member(ALEX), member({ userId: MINOR.userId, displayName: MINOR.displayName, avatarUrl: null })],
    readOnly: true,
    role: 'member',
    minorParticipantIds: [],
    guardedPlayerIds: [MINOR.userId],
  });

  function stubGuardian() {
    return stubApi(meResponse({ roles: ['family_guardian'] }), (call) => {
      if (call.path === '/api/activity') return new Response(null, { status: 204 });
      if (call.method === 'GET' && call.path === '/api/conversations') return json(200, inboxPage([]));
      if (call.method === 'GET' && call.path === '/api/conversations/unread-count') return json(200, { unreadTotal: 0 });
      if (call.method === 'GET' && call.path === '/api/guardian/conversations') return json(200, { conversations: [guarded], nextBefore: null });
      if (call.path === `/api/conversations/${GUARDED}`) return json(200, { conversation: guarded, seenBy: [] });
      if (call.path === `/api/conversations/${GUARDED}/messages`) return json(200, { messages: [], nextBefore: null });
      return undefined;
    });
  }

  it('lists their player\'s conversation, labelled and read-only, instead of "No conversations yet"', async () => {
    const user = userEvent.setup();
    stubGuardian();
    const { router } = renderApp('/inbox');
    const list = await screen.findByRole('list', { name: "Your players' conversations" });
    expect(screen.queryByText('No conversations yet')).toBeNull();
    expect(screen.getByText('No conversations of your own yet.')).toBeInTheDocument();
    const link = within(list).getByRole('link', { name: 'Alex Kim, Quinn Young' });
    expect(link).toHaveAccessibleDescription(expect.stringContaining("Quinn Young's conversation, read-only"));
    expect(within(list).queryByRole('button', { name: /star/i })).toBeNull();

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inbox/${GUARDED}`));
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent("Quinn Young's conversation · Read-only: guardian view");
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('someone without a family role never asks for the guardian list', async () => {
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === '/api/activity') return new Response(null, { status: 204 });
      if (call.method === 'GET' && call.path === '/api/conversations') return json(200, inboxPage([]));
      if (call.method === 'GET' && call.path === '/api/conversations/unread-count') return json(200, { unreadTotal: 0 });
      return undefined;
    });
    renderApp('/inbox');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/guardian/conversations')).toBe(false);
  });
});
