import type { QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupSizeLimitText, MESSAGING_TEXTS, type ConversationSummary, type Participant } from '#shared/contracts/messaging.ts';
import {
  ALEX,
  apiError,
  detail,
  emitRealtime,
  GROUP_ID,
  json,
  ME,
  meResponse,
  page,
  player,
  realtimeListeners,
  renderConversation,
  SAM,
  stubApi,
  summary,
  USER_ID,
  type ApiCall,
  type ApiHandler,
} from '../../../../../test/messaging/conversation-test-harness.tsx';
import { messagingKeys } from '#web/features/messaging/api/messaging-keys.ts';

// The realtime client replaced by a set of listeners the test plays notices to (see emitRealtime).
vi.mock('#web/lib/realtime/realtime-client.ts', async () => (await import('../../../../../test/messaging/realtime-test-listeners.ts')).realtimeMock());

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => realtimeListeners.clear());
afterEach(() => vi.unstubAllGlobals());

const GROUP_PATH = `/api/conversations/${GROUP_ID}`;
const JO: Participant = { userId: 'user-jo', displayName: 'Jo Park', avatarUrl: null, role: 'member' };

function group(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return summary({ id: GROUP_ID, type: 'group', title: 'Valorant squad', maxParticipants: 7, participants: [ME, ALEX, SAM], ...overrides });
}

/** The group from `state.conversation` (changeable); its empty history; the people search finds Jo; writes from `handler`. */
function stubGroup(state: { conversation: ConversationSummary }, handler: ApiHandler = () => undefined) {
  return stubApi(meResponse(), (call) => {
    if (call.method === 'GET' && call.path === GROUP_PATH) return json(200, detail(state.conversation));
    if (call.method === 'GET' && call.path === `${GROUP_PATH}/messages`) return json(200, page([]));
    if (call.method === 'GET' && call.path === '/api/conversations/user-search') {
      return json(200, { users: [{ userId: JO.userId, displayName: JO.displayName, avatarUrl: null }] });
    }
    return handler(call);
  });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

async function openManage(user: ReturnType<typeof userEvent.setup>) {
  renderConversation(GROUP_ID);
  await user.click(await screen.findByRole('button', { name: 'Manage' }));
  return screen.findByRole('dialog', { name: 'Manage conversation' });
}

async function pickJo(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('searchbox', { name: 'Find people' }), 'J');
  expect(within(dialog).getByText('Type at least 2 characters to search.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('searchbox', { name: 'Find people' }), 'o');
  await user.click(await within(dialog).findByRole('button', { name: 'Jo Park' }));
}

describe('conversation screen: managing a group', () => {
  it('renames the group', async () => {
    const state = { conversation: group() };
    const calls = stubGroup(state, (call) => {
      if (call.method !== 'PATCH' || call.path !== GROUP_PATH) return undefined;
      state.conversation = group({ title: (call.body as { title: string }).title });
      return json(200, { conversation: state.conversation });
    });
    const user = userEvent.setup();
    const dialog = await openManage(user);

    const name = within(dialog).getByRole('textbox', { name: 'Group name' });
    expect(name).toHaveValue('Valorant squad');
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Scrim team');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Conversation renamed')).toBeInTheDocument();
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PATCH', body: { title: 'Scrim team' } })]);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Scrim team' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage' })).toHaveFocus();
  });

  it('says "Failed to update conversation" with the reason when a rename fails', async () => {
    stubGroup({ conversation: group() }, (call) => (call.method === 'PATCH' ? apiError(500, 'internal', 'Database unavailable') : undefined));
    const user = userEvent.setup();
    const dialog = await openManage(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Group name' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGING_TEXTS.updateFailed);
    expect(alert).toHaveTextContent('Database unavailable');
  });

  it('adds a participant found by search and counts the participants', async () => {
    const state = { conversation: group() };
    const calls = stubGroup(state, (call) => {
      if (call.method !== 'POST' || call.path !== `${GROUP_PATH}/participants`) return undefined;
      state.conversation = group({ participants: [ME, ALEX, SAM, JO] });
      return json(200, { conversation: state.conversation });
    });
    const user = userEvent.setup();
    const dialog = await openManage(user);
    expect(within(dialog).getByText('3 of 7 participants')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add participant' })).toBeDisabled();

    await pickJo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add participant' }));
    expect(await screen.findByText(MESSAGING_TEXTS.participantAdded)).toBeInTheDocument();
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { userId: JO.userId } })]);
    expect(await within(dialog).findByText('4 of 7 participants')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Participants' })).getByText('Jo Park')).toBeInTheDocument();
  });

  it('shows a searched name that finds nobody as "No users found for ..."', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === GROUP_PATH) return json(200, detail(group()));
      if (call.path === `${GROUP_PATH}/messages`) return json(200, page([]));
      if (call.path === '/api/conversations/user-search') return json(200, { users: [] });
      return undefined;
    });
    const user = userEvent.setup();
    const dialog = await openManage(user);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find people' }), 'Zed');
    expect(await within(dialog).findByText('No users found for "Zed"')).toBeInTheDocument();
  });

  it('refuses an 8th participant with "Group size limit exceeded (max 7 participants)"', async () => {
    const full = group({ participants: [ME, ALEX, SAM, player(4), player(5), player(6), player(7)] });
    const calls = stubGroup({ conversation: full });
    const user = userEvent.setup();
    const dialog = await openManage(user);
    expect(within(dialog).getByText('7 of 7 participants')).toBeInTheDocument();

    await pickJo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add participant' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(groupSizeLimitText(7));
    await waitFor(() => expect(screen.getAllByText('Group size limit exceeded (max 7 participants)')).toHaveLength(2));
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows the server refusal when an add fails', async () => {
    stubGroup({ conversation: group() }, (call) =>
      call.method === 'POST' ? apiError(403, 'forbidden', MESSAGING_TEXTS.notReachableByEveryone) : undefined,
    );
    const user = userEvent.setup();
    const dialog = await openManage(user);
    await pickJo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add participant' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGING_TEXTS.addFailed);
    expect(alert).toHaveTextContent(MESSAGING_TEXTS.notReachableByEveryone);
  });

  it('removes a participant after confirmation', async () => {
    const state = { conversation: group() };
    const calls = stubGroup(state, (call) => {
      if (call.method !== 'DELETE' || call.path !== `${GROUP_PATH}/participants/${SAM.userId}`) return undefined;
      state.conversation = group({ participants: [ME, ALEX] });
      return new Response(null, { status: 204 });
    });
    const user = userEvent.setup();
    const dialog = await openManage(user);
    // The viewer has no Remove (leaving is separate).
    expect(within(dialog).queryByRole('button', { name: 'Remove Pat Manager' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Sam Lee' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Sam Lee?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MESSAGING_TEXTS.participantRemoved)).toBeInTheDocument();
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE', path: `${GROUP_PATH}/participants/${SAM.userId}` })]);
    await waitFor(() => expect(within(dialog).getByText('2 of 7 participants')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Remove Sam Lee' })).toBeNull();
  });

  it('says "Failed to remove participant" when a removal fails', async () => {
    stubGroup({ conversation: group() }, (call) => (call.method === 'DELETE' ? apiError(500, 'internal', 'Database unavailable') : undefined));
    const user = userEvent.setup();
    const dialog = await openManage(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Alex Kim' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Alex Kim?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MESSAGING_TEXTS.removeFailed)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Remove Alex Kim?' })).toBeInTheDocument();
  });

  it('leaves after confirmation: "You left the conversation" and the inbox, without a second notice for the echo', async () => {
    let queryClient: QueryClient | null = null;
    const calls = stubGroup({ conversation: group() }, (call) => {
      if (call.method !== 'DELETE' || call.path !== `${GROUP_PATH}/participants/${USER_ID}`) return undefined;
      // The server's realtime echo arrives before the answer, and the app-wide listener drops the conversation's data.
      emitRealtime({ type: 'conversation.removed', conversationId: GROUP_ID });
      queryClient?.removeQueries({ queryKey: messagingKeys.conversation(GROUP_ID) });
      queryClient?.removeQueries({ queryKey: messagingKeys.messages(GROUP_ID) });
      return new Response(null, { status: 204 });
    });
    const user = userEvent.setup();
    const rendered = renderConversation(GROUP_ID);
    queryClient = rendered.queryClient;
    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave conversation' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave this conversation?' });
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Inbox page')).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/inbox');
    expect(await screen.findByText(MESSAGING_TEXTS.leftGroup)).toBeInTheDocument();
    expect(screen.queryByText('You are no longer in this conversation')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.pointerEvents).not.toBe('none');
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE', path: `${GROUP_PATH}/participants/${USER_ID}` })]);
  });

  it('cancelling the leave confirmation keeps the viewer in the group', async () => {
    const calls = stubGroup({ conversation: group() });
    const user = userEvent.setup();
    const dialog = await openManage(user);
    await user.click(within(dialog).getByRole('button', { name: 'Leave conversation' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave this conversation?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Leave conversation' })).toHaveFocus();
    expect(writes(calls)).toHaveLength(0);
  });
});
