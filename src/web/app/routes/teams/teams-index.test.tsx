import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyTeamInvitation } from '#shared/contracts/teams-roster.ts';
import type { TeamCard, TeamList } from '#shared/contracts/teams.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { TeamsIndexRoute } from './teams-index.tsx';

afterEach(() => vi.unstubAllGlobals());

// The first render waits for /api/me and lazy chunks (the toaster): slow on a loaded machine, hence also the describe timeout.
const SLOW = { timeout: 5000 };

const TITLES = [
  { id: '0b4f3c3e-0000-4000-8000-000000000001', name: 'League of Legends', slug: 'league-of-legends' },
  { id: '0b4f3c3e-0000-4000-8000-000000000002', name: 'Rocket League', slug: 'rocket-league' },
  { id: '0b4f3c3e-0000-4000-8000-000000000003', name: 'Valorant', slug: 'valorant' },
];

const TEAM: TeamCard = {
  id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Demo University Esports',
  logoUrl: null,
  organizationType: 'college',
  games: [{ name: 'Valorant', slug: 'valorant', playLevel: 'competitive' }],
  activePlayers: 7,
  maxRosterSize: 10,
  openPosts: 2,
};

const list = (teams: TeamCard[], total = teams.length): TeamList => ({ teams, total, page: 1, pageSize: 24 });

const INVITATION: MyTeamInvitation = {
  id: '5e6f7a8b-0000-4000-8000-000000000001',
  kind: 'member',
  role: 'captain',
  gameProfileId: '5e6f7a8b-0000-4000-8000-000000000002',
  team: { id: TEAM.id, name: TEAM.name, logoUrl: null },
  game: { name: 'Valorant', playLevel: 'competitive' },
  invitedByName: 'Olivia Owner',
  createdAt: '2026-03-01T18:00:00.000Z',
};

/** Titles always; the team list from `teams` (a function of the call, so a test can answer per filter); the viewer's invitations. */
function stubDirectory(
  teams: (call: ApiCall) => Response = () => json(200, list([TEAM])),
  roles: Parameters<typeof meResponse>[0] = { signedIn: false },
  invitations: MyTeamInvitation[] = [],
) {
  return stubApi(meResponse(roles), (call) => {
    if (call.path === '/api/esports-titles') return json(200, { titles: TITLES });
    if (call.path === '/api/team-invitations') return json(200, { invitations });
    if (call.method === 'POST' && call.path.startsWith('/api/team-invitations/')) {
      return call.path.endsWith('/accept') ? json(200, { teamId: TEAM.id }) : new Response(null, { status: 204 });
    }
    if (call.method === 'GET' && call.path === '/api/teams') return teams(call);
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/teams').map((call) => call.search.toString());

function renderIndex(url = '/teams') {
  return renderTeamRoute(<TeamsIndexRoute />, { path: paths.teams.root.path, url });
}

describe('Find Teams', { timeout: 20_000 }, () => {
  it('reads the filters from the URL, asks the server with them and shows each card', async () => {
    const calls = stubDirectory();
    renderIndex('/teams?type=college&q=demo&game=valorant');

    const card = (await screen.findByRole('heading', { name: 'Demo University Esports' }, SLOW)).closest('article')!;
    expect(listCalls(calls)).toEqual(['type=college&q=demo&game=valorant']);
    expect(screen.getByRole('button', { name: 'College', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Search teams')).toHaveValue('demo');
    await waitFor(() => expect(screen.getByLabelText('Game')).toHaveValue('valorant'), SLOW);

    const inCard = within(card as HTMLElement);
    expect(inCard.getByRole('link', { name: 'Demo University Esports' })).toHaveAttribute('href', `/teams/${TEAM.id}`);
    expect(inCard.getByText('College')).toBeInTheDocument();
    expect(inCard.getByText('Valorant')).toBeInTheDocument();
    expect(inCard.getByText('7/10 players')).toBeInTheDocument();
    const bar = inCard.getByRole('progressbar', { name: 'Roster fill' });
    expect(bar).toHaveAttribute('aria-valuenow', '7');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(inCard.getByText('2 open recruiting posts')).toBeInTheDocument();
    // Anonymous visitors browse, but do not see Create Team.
    expect(screen.queryByRole('link', { name: /Create Team/ })).toBeNull();
  });

  it('writes each filter change to the URL and searches by name only after a pause in typing', async () => {
    const user = userEvent.setup();
    const calls = stubDirectory();
    const { router } = renderIndex('/teams?page=2');
    await screen.findByRole('heading', { name: 'Demo University Esports' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'High School' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=high_school'), SLOW);
    expect(screen.getByRole('button', { name: 'High School', pressed: true })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search teams'), 'demo u');
    await waitFor(() => expect(router.state.location.search).toBe('?type=high_school&q=demo+u'), SLOW);
    // One request for the finished word, none per keystroke.
    await waitFor(() => expect(listCalls(calls)).toContain('type=high_school&q=demo+u'), SLOW);
    expect(listCalls(calls).filter((search) => search.includes('q=d'))).toEqual(['type=high_school&q=demo+u']);

    await waitFor(() => expect(screen.getByRole('option', { name: 'Rocket League' })).toBeInTheDocument(), SLOW);
    await user.selectOptions(screen.getByLabelText('Game'), 'Rocket League');
    await waitFor(() => expect(router.state.location.search).toBe('?type=high_school&q=demo+u&game=rocket-league'), SLOW);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=demo+u&game=rocket-league'), SLOW);
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('q=demo+u&game=rocket-league'), SLOW);
  });

  it('shows the empty state, and Clear filters empties the URL and the search box', async () => {
    const user = userEvent.setup();
    stubDirectory((call) => json(200, list(call.search.size > 0 ? [] : [TEAM])));
    const { router } = renderIndex('/teams?type=pro_team&q=nobody');

    expect(await screen.findByText('No teams match these filters', undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), SLOW);
    expect(screen.getByLabelText('Search teams')).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'Demo University Esports' }, SLOW)).toBeInTheDocument();
  });

  it('shows an error panel whose Try Again loads the list', async () => {
    const user = userEvent.setup();
    let failures = 1;
    stubDirectory(() => (failures-- > 0 ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.') : json(200, list([TEAM]))));
    renderIndex();

    const panel = await screen.findByRole('alert', undefined, SLOW);
    expect(within(panel).getByText('Error loading teams')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Demo University Esports' }, SLOW)).toBeInTheDocument();
  });

  it('offers Create Team to users canCreateTeam allows, and pages through long lists', async () => {
    const user = userEvent.setup();
    const calls = stubDirectory(() => json(200, list([TEAM], 30)), { roles: ['yes_admin'] });
    const { router } = renderIndex();

    expect(await screen.findByRole('link', { name: 'Create Team' }, SLOW)).toHaveAttribute('href', '/teams/create');
    expect(await screen.findByText('Page 1 of 2', undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'), SLOW);
    await waitFor(() => expect(listCalls(calls)).toContain('page=2'), SLOW);
  });

  it('a player browses without Create Team', async () => {
    stubDirectory(undefined, { roles: ['recruit_player'] });
    renderIndex();
    await screen.findByRole('heading', { name: 'Demo University Esports' }, SLOW);
    expect(screen.queryByRole('link', { name: 'Create Team' })).toBeNull();
  });

  it('flag off: "This feature is currently unavailable." for a player, the directory for an admin', async () => {
    const calls = stubDirectory(undefined, { roles: ['recruit_player'], flags: [] });
    const { unmount } = renderIndex();
    expect(await screen.findByText('This feature is currently unavailable.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team Management' })).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([]);
    unmount();

    stubDirectory(undefined, { roles: ['yes_admin'], flags: [] });
    renderIndex();
    expect(await screen.findByRole('heading', { name: 'Demo University Esports' }, SLOW)).toBeInTheDocument();
  });

  it('shows the viewer\'s team invitations (decision 015): accepting opens the team, declining says so', async () => {
    const user = userEvent.setup();
    const calls = stubDirectory(undefined, { roles: ['recruit_player'] }, [INVITATION, { ...INVITATION, id: '5e6f7a8b-0000-4000-8000-000000000003', game: null, role: 'player', gameProfileId: null, team: { ...INVITATION.team, name: 'Second Team' } }]);
    renderIndex('/teams#team-invitations');
    const section = await screen.findByRole('region', { name: 'Team invitations' }, SLOW);
    const first = within(section).getByRole('listitem', { name: TEAM.name });
    expect(first).toHaveTextContent('Captain on the Valorant (Competitive) roster');
    expect(first).toHaveTextContent('Invited by Olivia Owner');
    expect(within(section).getByRole('listitem', { name: 'Second Team' })).toHaveTextContent('Player on the general roster');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Team invitations' })).toHaveFocus(), SLOW);

    await user.click(within(within(section).getByRole('listitem', { name: 'Second Team' })).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined', undefined, SLOW)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Manage page', undefined, SLOW)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/team-invitations/5e6f7a8b-0000-4000-8000-000000000003/decline',
      `/api/team-invitations/${INVITATION.id}/accept`,
    ]);
  });

  it('shows no invitations section when there is nothing to answer, or for signed-out visitors', async () => {
    stubDirectory(undefined, { roles: ['recruit_player'] });
    renderIndex();
    await screen.findByRole('heading', { name: 'Demo University Esports' }, SLOW);
    expect(screen.queryByRole('region', { name: 'Team invitations' })).toBeNull();
  });
});
