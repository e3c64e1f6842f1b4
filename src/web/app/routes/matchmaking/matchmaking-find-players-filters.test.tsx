/** Find players' filters in the URL and the request, and a team without a post (docs/decisions/047, session 24). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FindPlayersResponse, MyManagedTeam } from '#shared/contracts/matchmaking.ts';
import type { RankLaddersResponse } from '#shared/contracts/profile-setup.ts';
import { paths } from '#web/config/paths.ts';
import { json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { MatchmakingRoute } from './matchmaking.tsx';

const VALORANT = '33333333-3333-4333-8333-333333333333';
const POST_ID = '22222222-2222-4222-8222-222222222222';
const TEAM: MyManagedTeam = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Red River Rising',
  posts: [{ id: POST_ID, title: 'Controller wanted', titleId: VALORANT }],
  games: [{ titleId: VALORANT, slug: 'valorant', name: 'Valorant', playLevel: 'competitive' }],
  hasWeeklyTimes: true,
};
const NO_POSTS: MyManagedTeam = { ...TEAM, id: '66666666-6666-4666-8666-666666666666', name: 'Quiet Team', posts: [], hasWeeklyTimes: false };
const GOLD = '77777777-7777-4777-8777-777777777777';
const LADDERS: RankLaddersResponse = {
  titles: [
    {
      slug: 'valorant',
      name: 'Valorant',
      ladderName: 'Valorant Competitive',
      season: 'sample',
      mainsLabel: 'Agents',
      roles: ['Duelist', 'Controller'],
      regions: ['Europe'],
      tiers: [{ id: GOLD, name: 'Gold 1', group: 'Gold', ordinal: 10 }],
    },
  ],
};

const players: FindPlayersResponse = {
  items: [
    {
      player: { userId: 'user-riley', displayName: 'Riley', slug: 'riley', avatarUrl: null, tierName: 'Gold 1', primaryRole: 'Duelist', secondaryRole: null },
      match: {
        score: 70,
        band: 'medium',
        confidence: { value: 0.5, level: 'low', unknown: ['rank', 'roles', 'commitment'] },
        factors: [{ key: 'title', label: 'Game', weight: 20, value: 1, evidence: 'Valorant: on their profile' }],
      },
      invited: false,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

function stub(teams: MyManagedTeam[]) {
  return stubApi(meResponse({ roles: ['recruit_team_manager'] }), (call) => {
    if (call.path === '/api/matchmaking/my-teams') return json(200, { teams });
    if (call.path === '/api/rank-ladders') return json(200, LADDERS);
    if (call.path === '/api/matchmaking/players') return json(200, players);
    if (call.method === 'POST' && call.path.endsWith('/tryout-invitations')) return json(201, { status: 'invited' });
    return undefined;
  });
}
const lastSearch = (calls: ReturnType<typeof stub>) => calls.filter((call) => call.path === '/api/matchmaking/players').at(-1)!.search;

describe('Find players: filters', () => {
  it('each filter goes to the request and the URL; "No post" matches against the team', async () => {
    const calls = stub([TEAM]);
    const { router } = renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('players') });
    await screen.findByRole('article', { name: 'Riley' });
    expect(lastSearch(calls).get('post')).toBe(POST_ID);

    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Duelist');
    await waitFor(() => expect(screen.getByLabelText('Lowest rank')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Lowest rank'), 'Gold 1');
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'Europe');
    await userEvent.selectOptions(screen.getByLabelText('Overlapping times'), 'At least 4 h a week');
    await userEvent.type(screen.getByLabelText('Class year'), '2027');
    await waitFor(() => expect(lastSearch(calls).get('classYears')).toBe('2027'));
    const search = lastSearch(calls);
    expect(Object.fromEntries(search)).toEqual({ team: TEAM.id, post: POST_ID, roles: 'Duelist', minTier: GOLD, region: 'Europe', minOverlapHours: '4', classYears: '2027' });
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('mode')).toBe('players');
    expect(url.get('roles')).toBe('Duelist');
    expect(url.get('minOverlapHours')).toBe('4');

    await userEvent.selectOptions(screen.getByLabelText('Recruiting post'), 'No post: match against the team');
    await waitFor(() => expect(lastSearch(calls).has('post')).toBe(false));
    expect(lastSearch(calls).get('team')).toBe(TEAM.id);
    expect(lastSearch(calls).get('minOverlapHours')).toBe('4');
    // Invited without a post: the body says none.
    await userEvent.click(within(screen.getByRole('article', { name: 'Riley' })).getByRole('button', { name: 'Invite Riley to a tryout' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ playerUserId: 'user-riley', postId: null }));
  });

  it('opens with the URL’s filters in the controls; a team without a post or weekly times still finds players', async () => {
    const calls = stub([TEAM, NO_POSTS]);
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: `/matchmaking?mode=players&team=${NO_POSTS.id}&roles=Controller&classYears=2028` });
    await screen.findByRole('article', { name: 'Riley' });
    expect(Object.fromEntries(lastSearch(calls))).toEqual({ team: NO_POSTS.id, roles: 'Controller', classYears: '2028' });
    expect(screen.getByLabelText('Team')).toHaveValue(NO_POSTS.id);
    expect(screen.getByLabelText('Recruiting post')).toHaveValue('');
    expect(screen.getByLabelText('Role')).toHaveValue('Controller');
    expect(screen.getByLabelText('Class year')).toHaveValue('2028');
    expect(screen.getByLabelText('Overlapping times')).toBeDisabled();
    expect(screen.getByText('Set when the team plays in Team Settings to filter by overlap.')).toBeInTheDocument();
  });
});
