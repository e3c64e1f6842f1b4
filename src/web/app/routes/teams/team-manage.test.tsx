import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { paths } from '#web/config/paths.ts';
import { manageData, TEAM_ID, TITLES, VALORANT_PROFILE_ID } from '#web/test/teams/team-manage-fixtures.ts';
import { TeamManageRoute } from './team-manage.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall, type ApiHandler } from '#web/test/teams/teams-test-harness.tsx';

afterEach(() => vi.unstubAllGlobals());
// The whole screen renders with its providers; allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const MANAGE_PATH = `/api/teams/${TEAM_ID}/manage`;

/** The manage response from `data`; other team calls from `handler`; the calendar feed answered quietly. */
function stubManage(data: TeamManage | (() => Response), handler: ApiHandler = () => undefined, me = meResponse()) {
  return stubApi(me, async (call) => {
    if (call.method === 'GET' && call.path === MANAGE_PATH) return typeof data === 'function' ? data() : json(200, data);
    if (call.path.endsWith('/calendar-feed')) return json(200, { url: null, exists: false });
    return handler(call);
  });
}

function renderManage(query = '') {
  return renderTeamRoute(<TeamManageRoute />, { path: paths.teams.manage.path, url: `${paths.teams.manage.getHref(TEAM_ID)}${query}` });
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

/** A failure while a dialog is open shows twice: in the dialog (an alert, since the modal hides toasts from screen readers) and as a toast. */
async function expectDialogFailure(dialog: HTMLElement, title: string, description: string) {
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(`${title}${description}`));
  await waitFor(() => expect(screen.getAllByText(title)).toHaveLength(2));
  expect(screen.getAllByText(description)).toHaveLength(2);
}

async function openValorantRoster(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Valorant (Competitive)' }));
  return screen.getByRole('tabpanel', { name: 'Valorant (Competitive)' });
}

describe('team manage screen: states', () => {
  it('shows "Team not found" with a Back to Teams link on a 404', async () => {
    stubManage(() => apiError(404, 'not_found', 'Team not found'));
    renderManage();
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
  });

  it('shows Access Denied with the server message to a signed-in stranger', async () => {
    stubManage(() => apiError(403, 'forbidden', 'Only members of this team can see its management screen.'));
    renderManage();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Only members of this team can see its management screen.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Overview' })).toBeNull();
  });

  it('shows the load error text, or "Failed to fetch team data" when there is none', async () => {
    stubManage(() => new Response('', { status: 500 }));
    renderManage();
    expect(await screen.findByRole('heading', { name: 'Something went wrong on our side. Please try again.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('explains that the feature is unavailable when the flag is off, without asking for the team', async () => {
    const calls = stubManage(manageData(), undefined, meResponse({ flags: [] }));
    renderManage();
    expect(await screen.findByText('This feature is currently unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Management' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === MANAGE_PATH)).toBe(false);
  });

  it('lets a platform admin in with the flag off', async () => {
    stubManage(manageData(), undefined, meResponse({ flags: [], roles: ['yes_admin'] }));
    renderManage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo University Esports' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in', async () => {
    stubManage(manageData(), undefined, meResponse({ signedIn: false }));
    const { router } = renderManage();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('team manage screen: header and tabs', () => {
  // One render for what a manager of a bronze team reads on the Overview tab, then the tier comparison it opens.
  it('gives a manager of a bronze team the Manager badge, Team Settings, the overview cards and the tier comparison', async () => {
    stubManage(manageData());
    const user = userEvent.setup();
    renderManage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo University Esports' })).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();
    expect(screen.getByText('Bronze')).toBeInTheDocument();
    expect(screen.getByText('College')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team Settings' })).toHaveAttribute('href', `/teams/${TEAM_ID}/settings`);

    // The overview cards and the first 3 practices (3 attendees each) and first 2 tournaments.
    expect(screen.getByText('2/10'), 'active players card').toBeInTheDocument();
    expect(screen.getByText('Active Players')).toBeInTheDocument();
    // Coach Casey coaches twice: staff members are counted once each.
    expect(screen.getByText('Staff Members').previousElementSibling, 'staff members counted once each').toHaveTextContent('2');
    expect(screen.getByText('Tournaments', { selector: 'p' }).previousElementSibling, 'tournaments card').toHaveTextContent('3');
    expect(screen.getByText('Practice 4'), 'overview practices').toBeInTheDocument();
    expect(screen.getByText('Practice 2'), 'overview practices').toBeInTheDocument();
    expect(screen.queryByText('Practice 1'), 'only the first 3 practices').toBeNull();
    expect(screen.getByText('Cup 3'), 'overview tournaments').toBeInTheDocument();
    expect(screen.getByText('Cup 2'), 'overview tournaments').toBeInTheDocument();
    expect(screen.queryByText('Cup 1'), 'only the first 2 tournaments').toBeNull();
    const attendees = screen.getByRole('list', { name: 'Attending Practice 4' });
    expect(
      within(attendees).getAllByRole('listitem').map((item) => item.textContent?.replace(/^[A-Z]{2}/, '')),
      'the first 3 attendees of a practice',
    ).toEqual(['Ann', 'Ben', 'Cam']);

    await user.click(screen.getByRole('button', { name: 'Upgrade to Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Silver' });
    const analytics = within(dialog).getByRole('row', { name: /Advanced Analytics/ });
    expect(within(analytics).getAllByText('Not included')).toHaveLength(1);
    expect(within(analytics).getAllByText('Included')).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute('href', `/subscription?team=${TEAM_ID}`);
  });

  it('shows a member no manager controls and no upgrade, and an archived notice when archived', async () => {
    stubManage(
      manageData({ viewer: { isManager: false, isMember: true }, team: { subscriptionTier: 'bronze', archivedAt: '2026-02-01T00:00:00.000Z' } }),
    );
    const user = userEvent.setup();
    renderManage('?tab=roster');
    expect(await screen.findByText('This team is archived. Restore it in Team Settings to make changes.')).toBeInTheDocument();
    expect(screen.queryByText('Manager')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Team Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Silver' })).toBeNull();
    // Contracts (Gold contract management, docs/decisions/052) are listed for managers only.
    expect(screen.queryByRole('tab', { name: 'Contracts' })).toBeNull();

    expect(screen.getByRole('tab', { name: 'Roster', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add (Player|Staff|Game)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    const valorant = await openValorantRoster(user);
    expect(within(valorant).queryByRole('button', { name: /Edit role for/ })).toBeNull();
    expect(within(valorant).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(valorant).getByText('Starter')).toBeInTheDocument();
  });

  it('opens the tab named in ?tab= and keeps the chosen tab in the URL', async () => {
    stubManage(manageData({ team: { subscriptionTier: 'silver' } }));
    const user = userEvent.setup();
    const { router } = renderManage('?tab=roster');
    expect(await screen.findByRole('tab', { name: 'Roster', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Contracts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Silver' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Tournaments' }));
    expect(router.state.location.search).toBe('?tab=tournaments');
    // Arrow keys move between tabs (Radix roving focus, automatic activation).
    screen.getByRole('tab', { name: 'Roster' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Practices', selected: true })).toHaveFocus());
    expect(router.state.location.search).toBe('?tab=practices');
  });
});

describe('team manage screen: roster', () => {
  // One render for what the general roster shows, then the staff filter.
  it('lists the general roster with the Unknown User fallback, the summary, no inline role edit, and staff de-duplicated until a game is picked', async () => {
    stubManage(manageData());
    const user = userEvent.setup();
    renderManage('?tab=roster');
    const players = await screen.findByRole('list', { name: 'Players' });
    expect(screen.queryByRole('button', { name: /Edit role for/ }), 'no inline role edit on the general roster').toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Alex Player' }), 'the general roster still offers Remove').toBeInTheDocument();
    expect(within(players).getAllByRole('listitem')).toHaveLength(2);
    expect(within(players).getByText('Unknown User')).toBeInTheDocument();
    expect(within(players).getByText('alex@example.test')).toBeInTheDocument();
    expect(within(players).getByText('Joined Mon, Jan 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('Available Slots').nextElementSibling).toHaveTextContent('8');
    expect(screen.getByText('Percent Full').nextElementSibling).toHaveTextContent('20%');

    const staff = screen.getByRole('list', { name: 'Staff' });
    expect(within(staff).getAllByText('Coach Casey')).toHaveLength(1);
    expect(within(staff).getByText('Contract start Thu, Jan 1, 2026')).toBeInTheDocument();
    expect(within(staff).getByText('Riley Analyst')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter staff by game'), VALORANT_PROFILE_ID);
    const filtered = screen.getByRole('list', { name: 'Staff' });
    expect(within(filtered).getAllByRole('listitem')).toHaveLength(2);
    expect(within(filtered).getAllByText('No contract start date')).toHaveLength(2);
  });

  it('edits a game roster role inline: tick disabled until a role is chosen, saved, and kept open on failure', async () => {
    let answer = apiError(500, 'internal', 'Something went wrong on our side. Please try again.');
    const calls = stubManage(manageData(), (call) => (call.method === 'PATCH' ? answer : undefined));
    const user = userEvent.setup();
    renderManage('?tab=roster');
    const valorant = await openValorantRoster(user);

    await user.click(within(valorant).getByRole('button', { name: 'Edit role for Alex Player' }));
    const save = within(valorant).getByRole('button', { name: 'Save role for Alex Player' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(valorant).getByLabelText('Role for Alex Player'), 'captain');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Failed to update member.')).toBeInTheDocument();
    expect(within(valorant).getByLabelText('Role for Alex Player')).toBeInTheDocument();

    answer = json(200, { id: '9c0d1e2f-0000-4000-8000-000000000002' });
    await user.click(within(valorant).getByRole('button', { name: 'Save role for Alex Player' }));
    expect(await screen.findByText('Member updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(valorant).queryByLabelText('Role for Alex Player')).toBeNull());
    expect(writes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['PATCH', `/api/teams/${TEAM_ID}/members/9c0d1e2f-0000-4000-8000-000000000002`, { role: 'captain' }],
      ['PATCH', `/api/teams/${TEAM_ID}/members/9c0d1e2f-0000-4000-8000-000000000002`, { role: 'captain' }],
    ]);
    // The one manage request ran again after the write.
    expect(calls.filter((call) => call.path === MANAGE_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('cancels an inline edit with the cross and edits staff roles on a game roster', async () => {
    const calls = stubManage(manageData(), (call) => (call.method === 'PATCH' ? json(200, {}) : undefined));
    const user = userEvent.setup();
    renderManage('?tab=roster');
    const valorant = await openValorantRoster(user);
    await user.click(within(valorant).getByRole('button', { name: 'Edit role for Riley Analyst' }));
    await user.click(within(valorant).getByRole('button', { name: 'Cancel editing role for Riley Analyst' }));
    expect(within(valorant).getByRole('button', { name: 'Edit role for Riley Analyst' })).toHaveFocus();
    expect(writes(calls)).toEqual([]);

    await user.click(within(valorant).getByRole('button', { name: 'Edit role for Riley Analyst' }));
    await user.selectOptions(within(valorant).getByLabelText('Role for Riley Analyst'), 'assistant_coach');
    await user.click(within(valorant).getByRole('button', { name: 'Save role for Riley Analyst' }));
    expect(await screen.findByText('Staff Updated')).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({ method: 'PATCH', path: `/api/teams/${TEAM_ID}/staff/9c0d1e2f-0000-4000-8000-000000000013`, body: { role: 'assistant_coach' } });
  });

  it('refuses Add Game without both choices ("Missing Information"), then adds the game', async () => {
    const calls = stubManage(manageData(), (call) => {
      if (call.path === '/api/esports-titles') return json(200, { titles: TITLES });
      if (call.method === 'POST') return json(201, { id: '5b0e7a40-1111-4a6b-8c7d-000000000002' });
      return undefined;
    });
    const user = userEvent.setup();
    renderManage('?tab=roster');
    await user.click(await screen.findByRole('button', { name: 'Add Game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Game' });
    // Valorant is already on the team, so it is not offered again.
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Rocket League' })).toBeInTheDocument());
    expect(within(dialog).queryByRole('option', { name: 'Valorant' })).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText('Game'), 'Rocket League');
    await user.click(within(dialog).getByRole('button', { name: 'Add Game' }));
    await expectDialogFailure(dialog, 'Missing Information', 'Please select a game and play level.');
    expect(writes(calls)).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Play Level'), 'Semi Professional');
    await user.click(within(dialog).getByRole('button', { name: 'Add Game' }));
    expect(await screen.findByText('Game added to team successfully!')).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: `/api/teams/${TEAM_ID}/game-profiles`,
      body: { esportsTitleId: TITLES[1]!.id, playLevel: 'semi_professional' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "Failed to load available games." when the titles do not load', async () => {
    stubManage(manageData(), (call) => (call.path === '/api/esports-titles' ? apiError(500, 'internal', 'boom') : undefined));
    const user = userEvent.setup();
    renderManage('?tab=roster');
    await user.click(await screen.findByRole('button', { name: 'Add Game' }));
    await expectDialogFailure(await screen.findByRole('dialog', { name: 'Add Game' }), 'Error', 'Failed to load available games.');
  });

  it('removes a game after confirmation', async () => {
    const calls = stubManage(manageData(), (call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    const user = userEvent.setup();
    renderManage('?tab=roster');
    const valorant = await openValorantRoster(user);
    await user.click(within(valorant).getByRole('button', { name: 'Remove Valorant (Competitive)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Valorant (Competitive) from this team?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Game removed from team successfully!')).toBeInTheDocument();
    expect(writes(calls)).toMatchObject([{ method: 'DELETE', path: `/api/teams/${TEAM_ID}/game-profiles/${VALORANT_PROFILE_ID}` }]);
  });

  it('removes a player after confirmation', async () => {
    const calls = stubManage(manageData(), (call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    const user = userEvent.setup();
    renderManage('?tab=roster');
    await user.click(await screen.findByRole('button', { name: 'Remove Unknown User' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Team member removed successfully!')).toBeInTheDocument();
    expect(writes(calls)).toMatchObject([{ method: 'DELETE', path: `/api/teams/${TEAM_ID}/members/9c0d1e2f-0000-4000-8000-000000000003` }]);
  });
});

describe('team manage screen: the user search picker', () => {
  it('searches from 2 characters, shows "Searching..." and "No users found", and picks a user', async () => {
    // The first search for a name waits until the test has seen "Searching...".
    let release = () => {};
    const searched = new Promise<void>((resolve) => (release = resolve));
    const calls = stubManage(manageData(), async (call) => {
      if (call.path.endsWith('/user-search')) {
        if (call.search.get('q') === 'zz') return json(200, { users: [] });
        await searched;
        return json(200, { users: [{ userId: 'jordan', displayName: 'Jordan Rivers', slug: 'jordan', avatarUrl: null }] });
      }
      if (call.method === 'POST') return json(202, { status: 'invited' });
      return undefined;
    });
    const user = userEvent.setup();
    renderManage('?tab=roster');
    await user.click(await screen.findByRole('button', { name: 'Add Player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Player' });
    const add = within(dialog).getByRole('button', { name: 'Add Player' });
    const search = within(dialog).getByLabelText('Search users');

    await user.type(search, 'z');
    expect(within(dialog).getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await user.type(search, 'z');
    expect(await within(dialog).findByText('No users found for "zz"')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/user-search')).map((call) => call.search.get('q'))).toEqual(['zz']);

    await user.clear(search);
    await user.type(search, 'jor');
    expect(await within(dialog).findByText('Searching...')).toBeInTheDocument();
    release();
    const result = await within(dialog).findByRole('button', { name: 'Jordan Rivers' });
    const searchCall = calls.find((call) => call.search.get('q') === 'jor')!;
    expect(Object.fromEntries(searchCall.search)).toEqual({ q: 'jor', kind: 'member' });
    expect(add).toBeDisabled();
    await user.click(result);
    expect(result).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'captain');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText('Jordan Rivers joins the roster after accepting the invitation.')).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({ path: `/api/teams/${TEAM_ID}/members`, body: { userId: 'jordan', role: 'captain', gameProfileId: null } });
  });

  it('invites by email (Add enabled only with a non-blank email) and says the invitation was sent', async () => {
    const calls = stubManage(manageData(), (call) => (call.method === 'POST' ? json(202, { status: 'invited' }) : undefined));
    const user = userEvent.setup();
    renderManage('?tab=roster');
    const valorant = await openValorantRoster(user);
    await user.click(within(valorant).getByRole('button', { name: 'Add Player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Player to Valorant (Competitive)' });
    const add = within(dialog).getByRole('button', { name: 'Add Player' });
    expect(within(dialog).getByLabelText('Role').querySelectorAll('option')).toHaveLength(4);

    await user.click(within(dialog).getByRole('button', { name: 'Add new user by email' }));
    const email = within(dialog).getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(within(dialog).getByText(/joins only after accepting/)).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.type(email, '   ');
    expect(add).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'newbie@example.test');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText('We emailed newbie@example.test an invitation. They join the roster after accepting it.')).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({
      body: { email: 'newbie@example.test', role: 'player', gameProfileId: VALORANT_PROFILE_ID },
    });
  });

  it('keeps the dialog open on "Already Assigned" and on "Access Denied"', async () => {
    let answer = apiError(409, 'conflict', 'This member is already assigned to this game.');
    stubManage(manageData(), (call) => (call.method === 'POST' ? answer : undefined));
    const user = userEvent.setup();
    renderManage('?tab=roster');
    const valorant = await openValorantRoster(user);
    await user.click(within(valorant).getByRole('button', { name: 'Add Player' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add new user by email' }));
    await user.type(within(dialog).getByLabelText('Email address'), 'alex@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    await expectDialogFailure(dialog, 'Already Assigned', 'This member is already assigned to this game.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer = apiError(403, 'forbidden', "You don't have permission to manage this team.");
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    await expectDialogFailure(dialog, 'Access Denied', "You don't have permission to add members.");
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('alex@example.test');
  });

  it('invites staff on the general roster with a role and optional contract dates', async () => {
    const calls = stubManage(manageData(), (call) => (call.method === 'POST' ? json(202, { status: 'invited' }) : undefined));
    const user = userEvent.setup();
    renderManage('?tab=roster');
    await user.click(await screen.findByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await user.click(within(dialog).getByRole('button', { name: 'Add new user by email' }));
    await user.type(within(dialog).getByLabelText('Email address'), 'coach@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff' }));
    expect(await within(dialog).findByText('Choose a role')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Staff role'), 'assistant_coach');
    await user.type(within(dialog).getByLabelText('Contract start (optional)'), '2026-08-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({
      path: `/api/teams/${TEAM_ID}/staff`,
      body: { email: 'coach@example.test', role: 'assistant_coach', gameProfileId: null, contractStart: '2026-08-01', contractEnd: null },
    });
  });
});

describe('team manage screen: invitations (decision 015)', () => {
  const pending = {
    id: '6a7b8c9d-0000-4000-8000-000000000001',
    kind: 'member' as const,
    role: 'trial' as const,
    gameProfileId: null,
    status: 'pending' as const,
    displayName: null,
    emailHint: 'n•••@example.test',
    invitedByName: 'Pat Manager',
    createdAt: '2026-03-01T18:00:00.000Z',
    respondedAt: null,
  };
  const declined = {
    ...pending,
    id: '6a7b8c9d-0000-4000-8000-000000000002',
    kind: 'staff' as const,
    role: 'head_coach' as const,
    gameProfileId: VALORANT_PROFILE_ID,
    status: 'declined' as const,
    displayName: 'Jordan Rivers',
    emailHint: null,
    respondedAt: '2026-03-02T18:00:00.000Z',
  };

  it('lists invitations with their state for managers, who cancel a pending one', async () => {
    const calls = stubManage({ ...manageData(), invitations: [pending, declined] }, (call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const user = userEvent.setup();
    renderManage('?tab=roster');
    const list = await screen.findByRole('list', { name: 'Invitations' });
    const byEmail = within(list).getByRole('listitem', { name: 'n•••@example.test' });
    expect(byEmail).toHaveTextContent('Pending');
    expect(byEmail).toHaveTextContent('Player · Trial · General Roster');
    const bySearch = within(list).getByRole('listitem', { name: 'Jordan Rivers' });
    expect(bySearch).toHaveTextContent('Declined');
    expect(bySearch).toHaveTextContent('Staff · Head Coach · Valorant (Competitive)');
    expect(within(bySearch).queryByRole('button')).toBeNull();

    await user.click(within(byEmail).getByRole('button', { name: 'Cancel invitation for n•••@example.test' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the invitation for n•••@example.test?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('Invitation cancelled')).toBeInTheDocument();
    expect(writes(calls)).toMatchObject([{ method: 'DELETE', path: `/api/teams/${TEAM_ID}/invitations/${pending.id}` }]);
  });

  it('shows no invitations to players and staff (the server sends none)', async () => {
    stubManage(manageData({ viewer: { isManager: false, isMember: true } }));
    renderManage('?tab=roster');
    await screen.findByRole('tab', { name: 'General Roster' });
    expect(screen.queryByRole('list', { name: 'Invitations' })).toBeNull();
    expect(screen.queryByText(/Invitations/)).toBeNull();
  });
});
