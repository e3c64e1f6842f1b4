import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagingUser } from '#shared/contracts/messaging.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import {
  ALEX,
  apiError,
  conversation,
  dismissToasts,
  inboxPage,
  installFakeRealtime,
  JO,
  json,
  ME,
  meResponse,
  member,
  renderApp,
  SAM,
  stubApi,
  type ApiCall,
  type ApiHandler,
} from '#web/test/messaging/messaging-test-harness.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(installResizeObserver);
beforeEach(() => installFakeRealtime());
afterEach(async () => {
  await dismissToasts();
  vi.unstubAllGlobals();
});

const NEW_ID = '44444444-4444-4444-8444-444444444444';
const PEOPLE: MessagingUser[] = [
  ALEX,
  SAM,
  JO,
  { userId: 'user-ri', displayName: 'Ri Tan', avatarUrl: null },
  { userId: 'user-max', displayName: 'Max Roe', avatarUrl: null },
  { userId: 'user-lu', displayName: 'Lu Chen', avatarUrl: null },
  { userId: 'user-eve', displayName: 'Eve Moss', avatarUrl: null },
];

/** Search answers with everyone whose name (or user id: "user-" finds them all) contains q; creating answers with `create`. */
function stubMessaging(create: ApiHandler = () => undefined) {
  return stubApi(meResponse(), (call) => {
    if (call.path === '/api/activity') return new Response(null, { status: 204 });
    if (call.method === 'GET' && call.path === '/api/conversations') return json(200, inboxPage([]));
    if (call.method === 'GET' && call.path === '/api/conversations/unread-count') return json(200, { unreadTotal: 0 });
    if (call.method === 'GET' && call.path === '/api/conversations/user-search') {
      const q = (call.search.get('q') ?? '').toLowerCase();
      return json(200, { users: PEOPLE.filter((person) => `${person.displayName} ${person.userId}`.toLowerCase().includes(q)) });
    }
    if (call.method === 'POST' && call.path === '/api/conversations') return create(call);
    // The conversation screen after navigating.
    if (call.path === `/api/conversations/${NEW_ID}`) {
      return json(200, { conversation: conversation({ id: NEW_ID, participants: [ME, member(ALEX)] }), seenBy: [] });
    }
    if (call.path === `/api/conversations/${NEW_ID}/messages`) return json(200, { messages: [], nextBefore: null });
    return undefined;
  });
}

const searches = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/conversations/user-search').map((call) => call.search.get('q'));
const creates = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/conversations').map((call) => call.body);

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'New conversation' }));
  return screen.findByRole('dialog', { name: 'New conversation' });
}

/** Types a search and picks the result named `name`. */
async function pick(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  const search = within(dialog).getByLabelText('Search people');
  await user.clear(search);
  await user.type(search, name);
  const results = await within(dialog).findByRole('list', { name: 'Search results' });
  await user.click(within(results).getByRole('button', { name }));
}

const chips = (dialog: HTMLElement) =>
  within(dialog).queryByRole('list', { name: 'Chosen people' })
    ? within(within(dialog).getByRole('list', { name: 'Chosen people' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];

describe('new conversation dialog', () => {
  it('searches only from 2 characters, says Searching... and when nobody matches', async () => {
    const user = userEvent.setup();
    const calls = stubMessaging();
    renderApp('/inbox');
    const dialog = await openDialog(user);
    const search = within(dialog).getByLabelText('Search people');
    expect(search).toHaveFocus();

    await user.type(search, 'a');
    expect(within(dialog).getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searches(calls)).toEqual([]);

    await user.type(search, 'l');
    expect(within(dialog).getByText('Searching...')).toBeInTheDocument();
    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('button', { name: 'Alex Kim' })).toHaveAttribute('aria-pressed', 'false');
    expect(searches(calls)).toEqual(['al']);

    await user.clear(search);
    await user.type(search, 'zz');
    expect(await within(dialog).findByText('No users found for "zz"')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Search results' })).toBeNull();
  });

  it('direct: exactly one person; creating says "Conversation created" and opens it', async () => {
    const user = userEvent.setup();
    const calls = stubMessaging(() =>
      json(201, { conversation: conversation({ id: NEW_ID, participants: [ME, member(ALEX)] }), isExisting: false }),
    );
    const { router } = renderApp('/inbox');
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Direct' })).toBeChecked();
    const submit = within(dialog).getByRole('button', { name: 'Create conversation' });
    expect(submit).toBeDisabled();

    await pick(user, dialog, 'Sam Lee');
    await pick(user, dialog, 'Alex Kim');
    // A second pick replaces the first: a direct conversation has one other person.
    expect(chips(dialog)).toEqual(['Alex Kim']);
    expect(within(dialog).queryByText(/of 7 participants/)).toBeNull();

    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inbox/${NEW_ID}`));
    expect(creates(calls)).toEqual([{ type: 'dm', participantIds: [ALEX.userId] }]);
    expect(await screen.findByText('Conversation created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New conversation' })).toBeNull();

  });

  it('an identical conversation is reused: "Redirected to existing conversation"', async () => {
    const user = userEvent.setup();
    stubMessaging(() => json(200, { conversation: conversation({ id: NEW_ID, participants: [ME, member(ALEX)] }), isExisting: true }));
    const { router } = renderApp('/inbox');
    const dialog = await openDialog(user);
    await pick(user, dialog, 'Alex Kim');
    await user.click(within(dialog).getByRole('button', { name: 'Create conversation' }));
    expect(await screen.findByText('Redirected to existing conversation')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inbox/${NEW_ID}`));
    expect(screen.queryByText('Conversation created')).toBeNull();
  });

  it('group: counts "N of 7 participants", refuses a 7th other with the limit text, sends the title', async () => {
    const user = userEvent.setup();
    const calls = stubMessaging(() => json(201, { conversation: conversation({ id: NEW_ID, type: 'group' }), isExisting: false }));
    renderApp('/inbox');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Group' }));
    expect(within(dialog).getByText('1 of 7 participants')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Group name (optional)'), 'Scrim squad');

    // One search lists all seven; the results stay while people are picked from them (one debounce, not seven).
    await user.type(within(dialog).getByLabelText('Search people'), 'user-');
    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    const result = (name: string) => within(results).getByRole('button', { name });
    for (const person of PEOPLE.slice(0, 6)) await user.click(result(person.displayName));
    expect(within(dialog).getByText('7 of 7 participants')).toBeInTheDocument();
    expect(chips(dialog)).toHaveLength(6);

    await user.click(result('Eve Moss'));
    // Shown in the dialog (the modal hides toasts from screen readers) and as a toast.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Group size limit exceeded (max 7 participants)');
    await waitFor(() => expect(screen.getAllByText('Group size limit exceeded (max 7 participants)')).toHaveLength(2));
    expect(chips(dialog)).toHaveLength(6);
    expect(result('Eve Moss')).toHaveAttribute('aria-pressed', 'false');

    // Removing a chip makes room again.
    await user.click(within(dialog).getByRole('button', { name: 'Remove Sam Lee' }));
    expect(within(dialog).getByText('6 of 7 participants')).toBeInTheDocument();
    await user.click(result('Eve Moss'));
    await user.click(within(dialog).getByRole('button', { name: 'Create conversation' }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]).toEqual({
      type: 'group',
      title: 'Scrim squad',
      participantIds: ['user-alex', 'user-jo', 'user-ri', 'user-max', 'user-lu', 'user-eve'],
    });
  });

  it('shows the server size-limit text, else "Failed to create or find conversation"; the dialog stays open', async () => {
    const user = userEvent.setup();
    let answer = () => apiError(400, 'validation', 'Group size limit exceeded (max 7 participants)');
    stubMessaging(() => answer());
    renderApp('/inbox');
    const dialog = await openDialog(user);
    await pick(user, dialog, 'Alex Kim');
    await user.click(within(dialog).getByRole('button', { name: 'Create conversation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Group size limit exceeded (max 7 participants)');
    await waitFor(() => expect(screen.getAllByText('Group size limit exceeded (max 7 participants)')).toHaveLength(2));

    answer = () => apiError(403, 'forbidden', 'Not everyone in this conversation may message each other');
    await user.click(within(dialog).getByRole('button', { name: 'Create conversation' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create or find conversation: Not everyone in this conversation may message each other'),
    );
    expect(await screen.findByText('Failed to create or find conversation')).toBeInTheDocument();

    answer = () => apiError(401, 'unauthorized', 'Not signed in');
    await user.click(within(dialog).getByRole('button', { name: 'Create conversation' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('User not authenticated'));
    expect(screen.getByRole('dialog', { name: 'New conversation' })).toBeInTheDocument();
  });

  it('says "Failed to create conversation" when the server cannot be reached', async () => {
    const user = userEvent.setup();
    stubMessaging(() => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/inbox');
    const dialog = await openDialog(user);
    await pick(user, dialog, 'Alex Kim');
    await user.click(within(dialog).getByRole('button', { name: 'Create conversation' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create conversation'));
  });
});
