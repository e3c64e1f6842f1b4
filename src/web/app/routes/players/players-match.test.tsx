/**
 * /players sorted by match for one of the viewer's programs (issue 12.6,
 * docs/decisions/030): the "Match for" picker and the "Best match" sort only
 * for users who can view a program, the program in the URL and the API
 * query, the title restriction said on screen, and each row's percent,
 * band, confidence and two reasons.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchSummary } from '#shared/contracts/match.ts';
import type { MyCollegeProgram } from '#shared/contracts/my-college-programs.ts';
import type { PlayerSearchResponse, PlayerSearchRow } from '#shared/contracts/player-search.ts';
import type { RankLaddersResponse } from '#shared/contracts/profile-setup.ts';
import type { Role } from '#shared/access/roles.ts';
import { paths } from '#web/config/paths.ts';
import { json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { playerQueryFrom, PlayersRoute } from './players.tsx';

afterEach(() => vi.unstubAllGlobals());

const COLLEGE = 'c011e9e0-0000-4000-8000-000000000001';
const VARSITY = '33333333-3333-4333-8333-333333333333';
const OVERWATCH_JV = '44444444-4444-4444-8444-444444444444';
const PROGRAMS: MyCollegeProgram[] = [
  { id: OVERWATCH_JV, collegeId: COLLEGE, collegeName: 'Demo University', collegeSlug: 'demo-university', titleSlug: 'overwatch', titleName: 'Overwatch', level: 'junior_varsity', isRecruiting: true },
  { id: VARSITY, collegeId: COLLEGE, collegeName: 'Demo University', collegeSlug: 'demo-university', titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', isRecruiting: true },
];
const LADDERS: RankLaddersResponse = {
  titles: [
    { slug: 'valorant', name: 'Valorant', ladderName: 'Valorant Competitive', season: '2026', mainsLabel: 'Agents', roles: ['Duelist', 'Controller'], regions: ['NA East'], tiers: [{ id: '11111111-1111-4111-8111-111111111111', name: 'Gold 1', group: 'Gold', ordinal: 10 }] },
    { slug: 'overwatch', name: 'Overwatch', ladderName: 'Overwatch Competitive', season: '2026', mainsLabel: 'Heroes', roles: ['Tank'], regions: ['NA'], tiers: [] },
  ],
};
const MATCH: MatchSummary = {
  score: 79,
  band: 'high',
  confidence: { value: 0.7, level: 'medium' },
  reasons: [
    { factor: 'skill', evidence: 'Diamond 2 vs target Ascendant 1' },
    { factor: 'academics', evidence: 'GPA 3.60 (4.5 on 5.0) meets minimum 3.00' },
  ],
};
const row = (slug: string, displayName: string, match: MatchSummary | null): PlayerSearchRow => ({
  id: crypto.randomUUID(), userId: `user-${slug}`, slug, displayName, avatarUrl: null,
  game: { slug: 'valorant', name: 'Valorant' }, rank: { name: 'Diamond 2', ordinal: 17 }, role: 'Duelist',
  classYear: 2027, state: 'OK', hasHighlights: false, team: null, updatedAt: new Date().toISOString(), canMessage: false, match,
});
const page = (rows: PlayerSearchRow[]): PlayerSearchResponse => ({ rows, total: rows.length, page: 1, pageSize: 20 });

/** Signs in with role grants (a college id for the college roles) and answers the search with `answer`. */
function stubAs(grants: { role: Role; collegeId: string | null }[], answer: (call: ApiCall) => PlayerSearchResponse) {
  return stubApi({ ...meResponse(), roles: grants }, (call) => {
    if (call.path === '/api/rank-ladders') return json(200, LADDERS);
    if (call.path === '/api/me/college-programs') return json(200, { programs: PROGRAMS });
    if (call.path === '/api/players') return json(200, answer(call));
    return undefined;
  });
}
const render = (url = '/players') => renderTeamRoute(<PlayersRoute />, { path: paths.players.path, url });

describe('/players: Match for one of my programs', () => {
  it('lets college staff pick a program, which sets its game and sorts by best match, and says the results are of that title', async () => {
    const calls = stubAs([{ role: 'programs_college_staff', collegeId: COLLEGE }], (call) =>
      page([row('riley', 'Riley Sample', call.search.get('program') ? MATCH : null)]),
    );
    const { router } = render('/players?state=OK');
    const picker = await screen.findByRole('combobox', { name: 'Match for' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Demo University Valorant varsity' })).toBeInTheDocument());
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No program',
      'Demo University Overwatch junior varsity',
      'Demo University Valorant varsity',
    ]);
    // Best match needs a program first.
    expect(within(screen.getByRole('combobox', { name: 'Sort by' })).getByRole('option', { name: 'Best match' })).toBeDisabled();

    await userEvent.selectOptions(picker, 'Demo University Valorant varsity');
    await waitFor(() => expect(router.state.location.search).toBe(`?game=valorant&state=OK&program=${VARSITY}&sort=match`));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.search)).toEqual({ game: 'valorant', state: 'OK', program: VARSITY, sort: 'match' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('match');
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('valorant');
    expect(picker).toHaveAccessibleDescription('Only players with a Valorant game profile are listed, each with their match for this program.');

    const match = await screen.findByRole('region', { name: 'Match of Riley Sample' });
    expect(match).toHaveTextContent('79% match');
    expect(match).toHaveTextContent('High');
    expect(match).toHaveTextContent('medium confidence (70% known)');
    expect(within(within(match).getByRole('list', { name: 'Top reasons' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Skill: Diamond 2 vs target Ascendant 1',
      'Academics: GPA 3.60 (4.5 on 5.0) meets minimum 3.00',
    ]);
  });

  it('drops the program with "No program" or another game, and Best match with it', async () => {
    stubAs([{ role: 'programs_college_admin', collegeId: COLLEGE }], (call) => page([row('riley', 'Riley Sample', call.search.get('program') ? MATCH : null)]));
    const { router } = render(`/players?game=valorant&program=${VARSITY}&sort=match`);
    const picker = await screen.findByRole('combobox', { name: 'Match for' });
    await waitFor(() => expect(picker).toHaveValue(VARSITY));
    expect(await screen.findByRole('region', { name: 'Match of Riley Sample' })).toHaveTextContent('79% match');
    await userEvent.selectOptions(picker, 'No program');
    await waitFor(() => expect(router.state.location.search).toBe('?game=valorant'));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Match of/ })).toBeNull());

    await userEvent.selectOptions(picker, 'Demo University Valorant varsity');
    await waitFor(() => expect(router.state.location.search).toBe(`?game=valorant&program=${VARSITY}&sort=match`));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Overwatch');
    await waitFor(() => expect(router.state.location.search).toBe('?game=overwatch'));
  });

  it('shows platform staff every program, and no picker or Best match to recruiters who can view no program', async () => {
    const staffCalls = stubAs([{ role: 'yes_staff', collegeId: null }], () => page([]));
    const staffView = render();
    expect(await screen.findByRole('combobox', { name: 'Match for' })).toBeInTheDocument();
    expect(staffCalls.some((call) => call.path === '/api/me/college-programs')).toBe(true);
    staffView.unmount();
    vi.unstubAllGlobals();

    for (const grants of [[{ role: 'coaching_program_coach_college_coach' as const, collegeId: null }], [{ role: 'programs_college_admissions' as const, collegeId: COLLEGE }]]) {
      const calls = stubAs(grants, () => page([row('riley', 'Riley Sample', null)]));
      const view = render();
      await screen.findByRole('link', { name: 'Riley Sample' });
      expect(screen.queryByRole('combobox', { name: 'Match for' })).toBeNull();
      expect(within(screen.getByRole('combobox', { name: 'Sort by' })).queryByRole('option', { name: 'Best match' })).toBeNull();
      expect(calls.some((call) => call.path === '/api/me/college-programs')).toBe(false);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});

describe('playerQueryFrom with a match sort', () => {
  it('reads a program and the match sort, and drops Best match without a program', () => {
    expect(playerQueryFrom(new URLSearchParams(`program=${VARSITY}&sort=match&state=TX`))).toEqual({ program: VARSITY, sort: 'match', state: 'TX', page: 1 });
    expect(playerQueryFrom(new URLSearchParams('sort=match&state=TX'))).toEqual({ sort: 'updated', state: 'TX', page: 1 });
    expect(playerQueryFrom(new URLSearchParams('program=nope&sort=match&state=TX'))).toEqual({ sort: 'updated', state: 'TX', page: 1 });
  });
});
