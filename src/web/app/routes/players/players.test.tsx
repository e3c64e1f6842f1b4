import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerSearchResponse, PlayerSearchRow } from '#shared/contracts/player-search.ts';
import type { RankLaddersResponse } from '#shared/contracts/profile-setup.ts';
import { paths } from '#web/config/paths.ts';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import { createFakeListsApi, player } from '#web/test/lists/lists-fake-api.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, USER_ID, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { playerQueryFrom, PlayersRoute } from './players.tsx';

afterEach(() => vi.unstubAllGlobals());

const TIER_GOLD = '11111111-1111-4111-8111-111111111111';
const TIER_DIAMOND = '22222222-2222-4222-8222-222222222222';
const LADDERS: RankLaddersResponse = {
  titles: [
    {
      slug: 'valorant', name: 'Valorant', ladderName: 'Valorant Competitive', season: '2026', mainsLabel: 'Agents', roles: ['Duelist', 'Controller'], regions: ['NA East'],
      tiers: [{ id: TIER_GOLD, name: 'Gold 1', group: 'Gold', ordinal: 10 }, { id: TIER_DIAMOND, name: 'Diamond 2', group: 'Diamond', ordinal: 17 }],
    },
  ],
};

const row = (slug: string, displayName: string, extra: Partial<PlayerSearchRow> = {}): PlayerSearchRow => ({
  id: crypto.randomUUID(), userId: `user-${slug}`, slug, displayName, avatarUrl: null,
  game: { slug: 'valorant', name: 'Valorant' }, rank: { name: 'Diamond 2', ordinal: 17 }, role: 'Duelist',
  classYear: 2027, state: 'TX', hasHighlights: true, team: { id: crypto.randomUUID(), name: 'Austin Aces' }, updatedAt: new Date().toISOString(),
  canMessage: true,
  match: null,
  ...extra,
});

function stubPlayers(answer: (call: ApiCall) => Response, roles = ['programs_college_staff'] as const, lists = createFakeListsApi()) {
  return stubApi(meResponse({ roles: [...roles] }), (call) => {
    // The filters read the public ladders (onboarding's), not an endpoint of their own.
    if (call.path === '/api/rank-ladders') return json(200, LADDERS);
    if (call.path === '/api/players') return answer(call);
    if (call.path === '/api/conversations' && call.method === 'POST') return json(201, { conversation: { id: 'conv-1' }, isExisting: false });
    if (call.path.startsWith('/api/lists')) return lists.handle(call);
    return undefined;
  });
}
const page = (rows: PlayerSearchRow[], total = rows.length): PlayerSearchResponse => ({ rows, total, page: 1, pageSize: 20 });
const render = (url = '/players') => renderTeamRoute(<PlayersRoute />, { path: paths.players.path, url });

describe('/players for a recruiter', () => {
  it('lists players with rank, role, class, state and team, reading the filters from the URL', async () => {
    const calls = stubPlayers(() => json(200, page([row('zephyr-alpha', 'Zephyr Alpha')])));
    render(`/players?game=valorant&minTier=${TIER_GOLD}&state=TX&classYears=2027`);
    const item = (await screen.findByRole('link', { name: 'Zephyr Alpha' })).closest('li')!;
    expect(item).toHaveTextContent('Valorant: Diamond 2');
    expect(item).toHaveTextContent('RoleDuelist');
    expect(item).toHaveTextContent('Class2027');
    expect(item).toHaveTextContent('StateTX');
    expect(item).toHaveTextContent('Austin Aces');
    expect(screen.getByRole('status')).toHaveTextContent('1 player');
    const search = calls.find((call) => call.path === '/api/players')!.search;
    expect(Object.fromEntries(search)).toEqual({ game: 'valorant', minTier: TIER_GOLD, state: 'TX', classYears: '2027' });
    expect(await screen.findByRole('combobox', { name: 'Lowest rank' })).toHaveValue(TIER_GOLD);
  });

  it('puts a filter change in the URL and asks again from page 1', async () => {
    const calls = stubPlayers(() => json(200, page([row('zephyr-alpha', 'Zephyr Alpha')], 45)));
    const { router } = render('/players?game=valorant&page=2');
    await screen.findByRole('link', { name: 'Zephyr Alpha' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Highest rank' }), 'Gold 1');
    await waitFor(() => expect(router.state.location.search).toBe(`?game=valorant&maxTier=${TIER_GOLD}`));
    await userEvent.click(within(screen.getByRole('group', { name: 'Valorant roles' })).getByRole('checkbox', { name: 'Controller' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?game=valorant&maxTier=${TIER_GOLD}&roles=Controller`));
    await waitFor(() => expect(calls.at(-1)!.search.get('roles')).toBe('Controller'));
    // Another game clears the ladder and the roles of the first.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Any game');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('tracks a search with its filters once the answer is in; paging is the same search', async () => {
    consentToAnalytics();
    stubPlayers((call) => json(200, { ...page([row(`p${call.search.get('page') ?? 1}`, `Player page ${call.search.get('page') ?? 1}`)], 45), page: Number(call.search.get('page') ?? 1) }));
    render('/players?game=valorant');
    await waitFor(() => expect(trackedEvents('search')).toEqual([expect.objectContaining({ scope: 'players', query: 'game=valorant', resultCount: 45 })]));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('link', { name: 'Player page 2' });
    await userEvent.click(within(screen.getByRole('group', { name: 'Valorant roles' })).getByRole('checkbox', { name: 'Controller' }));
    await waitFor(() => expect(trackedEvents('search')).toHaveLength(2));
    expect(trackedEvents('search')[1]).toMatchObject({ scope: 'players', query: 'game=valorant&roles=Controller', resultCount: 45 });
  });

  it('pages with Next and Previous', async () => {
    stubPlayers((call) => json(200, { ...page([row(`p${call.search.get('page') ?? 1}`, `Player page ${call.search.get('page') ?? 1}`)], 45), page: Number(call.search.get('page') ?? 1) }));
    const { router } = render();
    await screen.findByRole('link', { name: 'Player page 1' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('link', { name: 'Player page 2' });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows the empty state and the error state with a retry', async () => {
    let fail = true;
    stubPlayers((call) => (call.search.get('state') === 'ZZ' || fail ? apiError(500, 'internal', 'Something went wrong') : json(200, page([]))));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load players');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No players match these filters')).toBeInTheDocument();
  });

  it('gives each row Message and Add to list, Message only where the server allows it, none on the viewer\u2019s own row, without a request per row', async () => {
    const calls = stubPlayers(() =>
      json(200, page([row('zephyr-alpha', 'Zephyr Alpha'), row('young-one', 'Young One', { canMessage: false }), row('me-myself', 'Me Myself', { userId: USER_ID })])),
    );
    render();
    const alpha = (await screen.findByRole('link', { name: 'Zephyr Alpha' })).closest('li')!;
    expect(within(alpha).getByRole('button', { name: 'Message Zephyr Alpha' })).toBeInTheDocument();
    expect(within(alpha).getByRole('button', { name: 'Add to list: Zephyr Alpha' })).toBeInTheDocument();
    const young = screen.getByRole('link', { name: 'Young One' }).closest('li')!;
    expect(within(young).queryByRole('button', { name: /Message/ })).toBeNull();
    expect(within(young).getByRole('button', { name: 'Add to list: Young One' })).toBeInTheDocument();
    const own = screen.getByRole('link', { name: 'Me Myself' }).closest('li')!;
    expect(within(own).queryByRole('button')).toBeNull();
    // The page is the search, the ladders and the saved searches: nothing asked per row.
    expect([...new Set(calls.map((call) => call.path))].sort()).toEqual(['/api/players', '/api/rank-ladders', '/api/saved-searches']);
  });

  it('adds a player to a list from their row', async () => {
    const lists = createFakeListsApi([player('Zephyr Alpha', { userId: 'user-zephyr-alpha' })]);
    const shortlist = lists.addList('Shortlist');
    const calls = stubPlayers(() => json(200, page([row('zephyr-alpha', 'Zephyr Alpha'), row('zephyr-bravo', 'Zephyr Bravo')])), undefined, lists);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to list: Zephyr Alpha' }));
    await user.click(await screen.findByRole('checkbox', { name: /Shortlist/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Shortlist/ })).toHaveAttribute('aria-checked', 'true'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: `/api/lists/${shortlist.id}/items`, body: { playerUserId: 'user-zephyr-alpha' } });
    // Only the opened row's memberships were asked for (again after the change).
    expect(new Set(calls.filter((call) => call.path === '/api/lists/memberships').map((call) => call.search.get('playerUserId')))).toEqual(new Set(['user-zephyr-alpha']));
  });

  it('opens or reuses a direct conversation with Message and goes to it', async () => {
    const calls = stubPlayers(() => json(200, page([row('zephyr-alpha', 'Zephyr Alpha')])));
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Message Zephyr Alpha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/conv-1'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ type: 'dm', participantIds: ['user-zephyr-alpha'] });
  });
});

describe('/players for others', () => {
  it('tells a player who is not a recruiter who the search is for, without asking the API', async () => {
    const calls = stubPlayers(() => json(200, page([])), [] as never);
    render();
    expect(await screen.findByText(/Only recruiters and college staff can search players/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/players')).toEqual([]);
  });
});

describe('playerQueryFrom', () => {
  it('keeps the valid parameters and drops the malformed ones', () => {
    expect(playerQueryFrom(new URLSearchParams('state=TX&page=0&sort=nope&classYears=2027,2028'))).toEqual({ state: 'TX', classYears: [2027, 2028], sort: 'updated', page: 1 });
  });
});
