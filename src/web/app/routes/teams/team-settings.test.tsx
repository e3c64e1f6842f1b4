import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_TEXTS } from '#shared/contracts/image-url.ts';
import { type TeamManage } from '#shared/contracts/teams-manage.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { Role } from '#shared/access/roles.ts';
import { paths } from '#web/config/paths.ts';
import { TeamSettingsRoute } from './team-settings.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi, USER_ID, type ApiHandler } from '#web/test/teams/teams-test-harness.tsx';
import { managePractices } from '#web/test/teams/manage-practices.ts';

afterEach(() => vi.unstubAllGlobals());

// The first render waits for /api/me and lazy chunks (the toaster): slow on a loaded machine, hence also the describe timeout.
const SLOW = { timeout: 5000 };

const TEAM_ID = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const PROFILE_ID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const NOW = '2026-03-01T12:00:00.000Z';

function manageData({
  viewer,
  archived = false,
  team,
}: {
  viewer: Partial<TeamManage['viewer']>;
  archived?: boolean;
  team?: Partial<TeamManage['team']>;
}): TeamManage {
  const member = (id: string, userId: string, fullName: string | null, gameProfileId: string | null) => ({
    id,
    userId,
    fullName,
    email: null,
    avatarUrl: null,
    role: 'player' as const,
    gameProfileId,
    joinedAt: NOW,
  });
  return {
    team: {
      id: TEAM_ID,
      name: 'Demo University Esports',
      description: 'A sample college team',
      logoUrl: null,
      ownerUserId: USER_ID,
      subscriptionTier: 'bronze',
      organizationType: 'college',
      maxRosterSize: 10,
      archivedAt: archived ? NOW : null,
      createdAt: NOW,
      availability: [],
      timeZone: null,
      ...team,
    },
    viewer: { isManager: true, isMember: false, canChangeTier: false, ...viewer },
    gameProfiles: [{ id: PROFILE_ID, playLevel: 'competitive', title: { id: '0b4f3c3e-0000-4000-8000-000000000003', name: 'Valorant', slug: 'valorant' } }],
    // Parker is on the general and the Valorant roster (two rows, one person); Riley is player and staff.
    members: [
      member('a0000000-0000-4000-8000-000000000001', 'parker', 'Parker Player', null),
      member('a0000000-0000-4000-8000-000000000002', 'parker', 'Parker Player', PROFILE_ID),
      member('a0000000-0000-4000-8000-000000000003', 'riley', null, null),
    ],
    staff: [
      {
        id: 'b0000000-0000-4000-8000-000000000001',
        userId: 'riley',
        fullName: null,
        email: null,
        avatarUrl: null,
        role: 'analyst',
        gameProfileId: null,
        contractStart: null,
        contractEnd: null,
        createdAt: NOW,
      },
      {
        id: 'b0000000-0000-4000-8000-000000000002',
        userId: 'cory',
        fullName: 'Cory Coach',
        email: null,
        avatarUrl: null,
        role: 'head_coach',
        gameProfileId: null,
        contractStart: null,
        contractEnd: null,
        createdAt: NOW,
      },
    ],
    practices: managePractices([]),
    tournaments: [],
    olderTournamentsCursor: null,
    tournamentCount: 0,
    recruitingPosts: [],
    achievements: [],
    activePlayerCount: 7,
    invitations: [],
  };
}

function renderSettings({ roles = [], handler }: { roles?: Role[]; handler: ApiHandler }) {
  const calls = stubApi(meResponse({ roles }), handler);
  const rendered = renderTeamRoute(<TeamSettingsRoute />, { path: paths.teams.settings.path, url: `/teams/${TEAM_ID}/settings` });
  return { ...rendered, calls };
}

/** The manage data on GET; `write` answers the rest (204 by default). */
const settingsApi =
  (data: TeamManage, write: ApiHandler = () => new Response(null, { status: 204 })): ApiHandler =>
  (call) =>
    call.method === 'GET' && call.path === `/api/teams/${TEAM_ID}/manage` ? json(200, data) : write(call);

describe('Team Settings', { timeout: 20_000 }, () => {
  it('a member who is not a manager gets Access Denied with a way back to the team', async () => {
    renderSettings({ roles: ['recruit_player'], handler: settingsApi(manageData({ viewer: { isManager: false, isMember: true } })) });
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to manage this team.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Team' })).toHaveAttribute('href', `/teams/${TEAM_ID}/manage`);
    expect(screen.queryByLabelText('Team name')).toBeNull();
  });

  it('a stranger refused by the server (403) gets Access Denied too; an unknown team gets "Team not found"', async () => {
    const { unmount } = renderSettings({
      roles: ['recruit_player'],
      handler: () => apiError(403, 'forbidden', TEAM_TEXTS.notInsider),
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
    unmount();

    renderSettings({ roles: ['yes_admin'], handler: () => apiError(404, 'not_found', TEAM_TEXTS.teamNotFound) });
    expect(await screen.findByRole('heading', { name: 'Team not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
  });

  it('the owner sees the tier read-only with what each tier unlocks, and no tier select', async () => {
    renderSettings({ roles: ['recruit_team_manager'], handler: settingsApi(manageData({ viewer: { canChangeTier: false } })) });
    expect(await screen.findByRole('heading', { name: 'Team Settings' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Subscription tier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Tier' })).toBeNull();
    expect(screen.getByText(TEAM_TEXTS.onlyAdminsChangeTier, { exact: false })).toBeInTheDocument();
    const tiers = screen.getByRole('list', { name: 'What each tier unlocks' });
    const silver = within(tiers).getByText('Silver').closest('li')!;
    expect(within(silver).getByText('Tournament management')).toBeInTheDocument();
    expect(within(silver).queryByText('Contract management')).toBeNull();
    expect(within(tiers).getByText('Bronze').closest('li')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Back to Team Management/ })).toHaveAttribute('href', `/teams/${TEAM_ID}/manage`);
  });

  it('a platform admin changes the tier with the select; the save is a PATCH of the tier alone', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings({ roles: ['yes_admin'], handler: settingsApi(manageData({ viewer: { canChangeTier: true } })) });
    const select = await screen.findByRole('combobox', { name: 'Subscription tier' }, SLOW);
    expect(select).toHaveValue('bronze');
    expect(screen.getByRole('button', { name: 'Save Tier' })).toBeDisabled();
    await user.selectOptions(select, 'Silver');
    await user.click(screen.getByRole('button', { name: 'Save Tier' }));

    expect(await screen.findByText('Team settings saved', undefined, SLOW)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ path: `/api/teams/${TEAM_ID}`, body: { subscriptionTier: 'silver' } }),
    ]);
  });

  it('General: the max roster size cannot go below the active players, and server field errors land on the field', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings({
      roles: ['recruit_team_manager'],
      handler: settingsApi(manageData({ viewer: {} }), () =>
        apiError(409, 'conflict', TEAM_TEXTS.maxRosterBelowPlayers(8), { maxRosterSize: TEAM_TEXTS.maxRosterBelowPlayers(8) }),
      ),
    });
    const roster = await screen.findByLabelText('Max roster size', undefined, SLOW);
    expect(screen.getByText(/cannot go below the 7 active players/)).toBeInTheDocument();
    await user.clear(roster);
    await user.type(roster, '6');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(TEAM_TEXTS.maxRosterBelowPlayers(7), undefined, SLOW)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    // Someone joined meanwhile: the server's refusal shows on the field.
    await user.clear(roster);
    await user.type(roster, '7');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(TEAM_TEXTS.maxRosterBelowPlayers(8), { selector: 'p' }, SLOW)).toBeInTheDocument();
    expect(roster).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ name: 'Demo University Esports', maxRosterSize: 7 });
  });

  it('General: an old logo link from before uploads gets a notice, and the Gold banner too (docs/decisions/057)', async () => {
    renderSettings({
      roles: ['recruit_team_manager'],
      handler: settingsApi(manageData({ viewer: {}, team: { subscriptionTier: 'gold', hasOldLogoLink: true, hasOldBannerLink: true } })),
    });
    expect(await screen.findByLabelText('Team logo', undefined, SLOW)).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Banner image')).toHaveAttribute('type', 'file');
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(2);
    for (const note of notes) expect(note).toHaveTextContent(IMAGE_TEXTS.oldLink);
  });

  it("When we play: shows the team's grid and zone; a change by keyboard is sent as the PATCH body (docs/decisions/047)", async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings({
      roles: ['recruit_team_manager'],
      handler: settingsApi(manageData({ viewer: {}, team: { availability: ['mon:evening', 'wed:evening'], timeZone: 'America/Chicago' } })),
    });
    const grid = await screen.findByRole('table', { name: 'When the team plays' }, SLOW);
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('America/Chicago');
    expect(within(grid).getByRole('button', { name: 'Monday evening' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid).getByRole('button', { name: 'Tuesday evening' })).toHaveAttribute('aria-pressed', 'false');
    // Keyboard: from Monday evening, down to Tuesday evening, Space turns it on; Monday evening off with Enter.
    within(grid).getByRole('button', { name: 'Monday evening' }).focus();
    await user.keyboard('{Enter}{ArrowDown} ');
    expect(within(grid).getByRole('button', { name: 'Tuesday evening' })).toHaveFocus();
    await user.selectOptions(zone, 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Team settings saved', undefined, SLOW)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ path: `/api/teams/${TEAM_ID}`, body: { availability: ['tue:evening', 'wed:evening'], timeZone: 'Europe/Paris' } }),
    ]);
  });

  it("When we play: 'Not set' sends null; the server's field messages show under the zone and the grid", async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings({
      roles: ['recruit_team_manager'],
      handler: settingsApi(manageData({ viewer: {}, team: { availability: ['sat:late'], timeZone: 'UTC' } }), () =>
        apiError(400, 'validation', 'Pick a time zone from the list', {
          timeZone: 'Pick a time zone from the list',
          'availability.0': 'Pick times from the weekly grid',
        }),
      ),
    });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' }, SLOW);
    await user.selectOptions(zone, 'Not set');
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Pick a time zone from the list', { selector: 'p' }, SLOW)).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Pick times from the weekly grid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday late night' })).toHaveAccessibleDescription('Pick times from the weekly grid');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ availability: ['sat:late'], timeZone: null });
  });

  it('transfers ownership to one of the distinct players and staff after a confirmation, then leaves for the manage page', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderSettings({ roles: ['recruit_team_manager'], handler: settingsApi(manageData({ viewer: {} })) });
    const select = await screen.findByRole('combobox', { name: 'New owner' }, SLOW);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a player or staff member',
      'Cory Coach (Staff)',
      'Parker Player (Player)',
      'Unknown User (Player and staff)',
    ]);
    expect(screen.getByRole('button', { name: 'Transfer Ownership' })).toBeDisabled();
    await user.selectOptions(select, 'Cory Coach (Staff)');
    await user.click(screen.getByRole('button', { name: 'Transfer Ownership' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer ownership?' }, SLOW);
    expect(within(dialog).getByText(/Cory Coach will become the owner of Demo University Esports/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer Ownership' }));

    expect(await screen.findByText('Ownership transferred', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/teams/${TEAM_ID}/manage`), SLOW);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/api/teams/${TEAM_ID}/transfer-ownership`,
      body: { newOwnerUserId: 'cory' },
    });
  });

  it('archives after a confirmation; an archived team shows the notice, read-only fields and Restore', async () => {
    const user = userEvent.setup();
    const { calls, unmount } = renderSettings({ roles: ['yes_admin'], handler: settingsApi(manageData({ viewer: { canChangeTier: true } })) });
    await user.click(await screen.findByRole('button', { name: 'Archive Team' }, SLOW));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this team?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Archive Team' }));
    expect(await screen.findByText('Team archived', undefined, SLOW)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: `/api/teams/${TEAM_ID}/archive`, body: { archived: true } });
    unmount();

    renderSettings({ roles: ['yes_admin'], handler: settingsApi(manageData({ viewer: { canChangeTier: true }, archived: true })) });
    expect(await screen.findByText('This team is archived.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Team name')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Subscription tier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore Team' })).toBeEnabled();
  });
});
