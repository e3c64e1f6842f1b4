import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import { paths } from '#web/config/paths.ts';
import { EMPTY_COLLEGE_LIST_TEXT, EMPTY_LIST_TEXT } from '#web/features/lists/components/list-detail.tsx';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { apiError, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { college, createFakeListsApi, player } from '#web/test/lists/lists-fake-api.ts';
import { LISTS_LOAD_ERROR, ListsRoute } from './lists.tsx';

// The New list form's Players / Colleges radio group measures itself.
beforeAll(installResizeObserver);

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLists(url = paths.lists.getHref()) {
  return renderTeamRoute(<ListsRoute />, { path: paths.lists.path, url });
}

describe('My Lists', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor to sign in', async () => {
    stubApi(meResponse({ signedIn: false }), () => undefined);
    renderLists();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('shows "No lists yet", creates a list, opens it, and shows its empty state', async () => {
    const fake = createFakeListsApi();
    const calls = stubApi(meResponse(), fake.handle);
    renderLists();
    expect(await screen.findByText('No lists yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New list' }));
    await user.type(screen.getByLabelText('List name'), 'Top Picks');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('heading', { name: 'Top Picks' })).toBeInTheDocument();
    expect(await screen.findByText(EMPTY_LIST_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Top Picks/ })).toHaveAttribute('aria-current', 'page');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Top Picks', itemType: 'player' });
  });

  it('creates a college list when Colleges is picked, and counts colleges', async () => {
    const fake = createFakeListsApi();
    fake.addList('Players board');
    const calls = stubApi(meResponse(), fake.handle);
    renderLists();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const group = screen.getByRole('group', { name: 'The list holds' });
    expect(within(group).getByRole('radio', { name: 'Players' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Colleges' }));
    await user.type(screen.getByLabelText('List name'), 'Schools');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('heading', { name: 'Schools' })).toBeInTheDocument();
    expect(await screen.findByText(EMPTY_COLLEGE_LIST_TEXT)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Schools', itemType: 'college' });
    expect(screen.getByRole('link', { name: /Schools/ })).toHaveTextContent('0 colleges');
    expect(screen.getByRole('link', { name: /Players board/ })).toHaveTextContent('0 players');
  });

  it('lists colleges with place, badges and page links, and writes a note, moves and removes one', async () => {
    const fake = createFakeListsApi();
    const list = fake.addList('Schools', 'college');
    fake.addCollegeItem(list.id, college('North State University', { city: 'Reno', state: 'NV', isClaimed: true }));
    fake.addCollegeItem(list.id, college('Demo Tech', { isDemo: true }), 'Visit in March');
    const calls = stubApi(meResponse(), fake.handle);
    renderLists();
    const rows = within(await screen.findByRole('list', { name: 'Colleges in Schools' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'North State University' })).toHaveAttribute('href', paths.college.getHref('north-state-university'));
    expect(within(rows[0]!).getByText('Reno, NV')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Claimed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Demo data')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unclaimed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Visit in March')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Schools/ })).toHaveTextContent('2 colleges');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add note on North State University' }));
    await user.type(screen.getByLabelText('Note on North State University'), 'Strong program');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Strong program')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Demo Tech up' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Colleges in Schools' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Demo Tech',
        'North State University',
      ]),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ itemIds: fake.items.get(list.id)!.map((item) => item.id) });

    await user.click(screen.getByRole('button', { name: 'Remove Demo Tech' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Demo Tech' })).toBeNull());
    expect(fake.items.get(list.id)!.map((item) => item.college?.name)).toEqual(['North State University']);
  });

  it('shows the server refusing a duplicate name under the field, and a blank name without asking', async () => {
    const fake = createFakeListsApi();
    fake.addList('Scouting');
    const calls = stubApi(meResponse(), fake.handle);
    renderLists();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText('List name'), 'scouting');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText(LIST_TEXTS.nameTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('List name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists players with their facts and profile links, and "No longer available" without data', async () => {
    const fake = createFakeListsApi();
    const list = fake.addList('Board');
    fake.addItem(list.id, player('Ace Public'));
    fake.addItem(list.id, null, 'Had a great VOD');
    stubApi(meResponse(), fake.handle);
    renderLists();
    const rows = within(await screen.findByRole('list', { name: 'Players in Board' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Ace Public' })).toHaveAttribute('href', paths.player.getHref('ace-public'));
    expect(within(rows[0]!).getByText('Class of 2027 · TX · Valorant · Diamond 2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(LIST_TEXTS.noLongerAvailable)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Had a great VOD')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
  });

  it('moves an item down and up with the keyboard, keeping focus on the button', async () => {
    const fake = createFakeListsApi();
    const list = fake.addList('Order');
    for (const name of ['Ace', 'Bea', 'Cy']) fake.addItem(list.id, player(name));
    const calls = stubApi(meResponse(), fake.handle);
    renderLists();
    const user = userEvent.setup();
    const down = await screen.findByRole('button', { name: 'Move Ace down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Players in Order' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Bea', 'Ace', 'Cy']),
    );
    expect(screen.getByRole('button', { name: 'Move Ace down' })).toHaveFocus();
    const order = calls.find((call) => call.method === 'PUT');
    expect(order?.body).toEqual({ itemIds: fake.items.get(list.id)!.map((item) => item.id) });
    expect(screen.getByRole('button', { name: 'Move Bea up' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves an item by dragging it onto another row', async () => {
    const fake = createFakeListsApi();
    const list = fake.addList('Drag');
    for (const name of ['Ace', 'Bea', 'Cy']) fake.addItem(list.id, player(name));
    stubApi(meResponse(), fake.handle);
    renderLists();
    const rows = within(await screen.findByRole('list', { name: 'Players in Drag' })).getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', setData: () => {}, getData: () => '' };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Players in Drag' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Cy', 'Ace', 'Bea']),
    );
    await waitFor(() => expect(fake.items.get(list.id)!.map((item) => item.player?.displayName)).toEqual(['Cy', 'Ace', 'Bea']));
  });

  it('writes a note inline and saves it', async () => {
    const fake = createFakeListsApi();
    const list = fake.addList('Notes');
    fake.addItem(list.id, player('Ace'));
    const calls = stubApi(meResponse(), fake.handle);
    renderLists();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add note on Ace' }));
    await user.type(screen.getByLabelText('Note on Ace'), 'Strong IGL');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Strong IGL')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ note: 'Strong IGL' });
    expect(screen.getByRole('button', { name: 'Edit note on Ace' })).toBeInTheDocument();
  });

  it('refuses HTML in a note before sending it', async () => {
    const fake = createFakeListsApi();
    const list = fake.addList('Html');
    fake.addItem(list.id, player('Ace'));
    const calls = stubApi(meResponse(), fake.handle);
    renderLists();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add note on Ace' }));
    await user.type(screen.getByLabelText('Note on Ace'), '<b>hi</b>');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note must be plain text (no HTML tags)')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('removes an item, renames the list, and deletes it after confirming', async () => {
    const fake = createFakeListsApi();
    const list = fake.addList('Mine');
    fake.addList('Other');
    fake.addItem(list.id, player('Ace'));
    stubApi(meResponse(), fake.handle);
    renderLists();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Ace' }));
    expect(await screen.findByText(EMPTY_LIST_TEXT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const name = screen.getByLabelText('List name');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { name: 'Renamed' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Renamed' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(fake.lists.map((entry) => entry.name)).toEqual(['Other']);
  });

  it('shows an error with Try again when the lists fail to load', async () => {
    let fail = true;
    const fake = createFakeListsApi();
    stubApi(meResponse(), (call) => (fail ? apiError(500, 'internal', 'boom') : fake.handle(call)));
    renderLists();
    expect(await screen.findByText(LISTS_LOAD_ERROR)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No lists yet')).toBeInTheDocument();
  });
});
