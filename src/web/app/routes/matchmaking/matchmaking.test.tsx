import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FindTeamsResponse, TeamPostMatch } from '#shared/contracts/matchmaking.ts';
import { paths } from '#web/config/paths.ts';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { MatchmakingRoute } from './matchmaking.tsx';

const POST_ID = '55555555-5555-4555-8555-555555555555';
const TEAM_ID = '66666666-6666-4666-8666-666666666666';
const TITLE_ID = '77777777-7777-4777-8777-777777777777';

function postMatch(overrides: Partial<TeamPostMatch> = {}): TeamPostMatch {
  return {
    post: {
      id: POST_ID,
      title: 'Initiator for our Valorant roster (demo)',
      description: 'Weekday evenings, Central time.',
      commitmentLevel: 'competitive',
      positionsNeeded: ['Initiator', 'Controller'],
      isPaid: false,
      salaryRange: null,
      createdAt: '2026-11-20T12:00:00.000Z',
    },
    team: { id: TEAM_ID, name: 'Lakeshore Legends (demo)', logoUrl: null },
    game: { titleId: TITLE_ID, name: 'Valorant', playLevel: 'competitive' },
    match: {
      score: 91,
      band: 'excellent',
      confidence: { value: 0.95, level: 'high', unknown: ['level'] },
      factors: [
        { key: 'title', label: 'Game', weight: 20, value: 1, evidence: 'Valorant: on your profile' },
        { key: 'rank', label: 'Rank range', weight: 20, value: 1, evidence: 'Diamond 2 is within Platinum 1 to Immortal 1' },
        { key: 'roles', label: 'Roles needed', weight: 20, value: 0.8, evidence: 'Initiator (secondary role) is needed' },
        { key: 'availability', label: 'Availability overlap', weight: 20, value: 1, evidence: "20 of the team's 20 hours a week overlap yours" },
        { key: 'level', label: 'Play level', weight: 10, value: null, evidence: 'Unknown: Competitive; you chose no level to compare' },
        { key: 'commitment', label: 'Commitment', weight: 10, value: 1, evidence: '18 h a week vs about 8 h for Competitive' },
      ],
    },
    applied: false,
    ...overrides,
  };
}

const page = (items: TeamPostMatch[], extra: Partial<FindTeamsResponse> = {}): FindTeamsResponse => ({
  eligibility: 'player',
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  ...extra,
});

const player = () => meResponse({ roles: ['recruit_player'] });
const render = (url = paths.matchmaking.getHref()) => renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url });

describe('/matchmaking: Find a team', () => {
  it('lists posts with the percent and two reasons; "Why?" explains every factor and how to fill the unknown', async () => {
    stubApi(player(), (call) => (call.path === '/api/matchmaking/teams' ? json(200, page([postMatch()])) : undefined));
    render();
    const card = await screen.findByRole('article', { name: 'Initiator for our Valorant roster (demo)' });
    expect(within(card).getByText('91% Excellent')).toBeInTheDocument();
    expect(within(card).getByText('High confidence')).toBeInTheDocument();
    // The team's name opens its public page (docs/decisions/071).
    expect(within(card).getByRole('link', { name: 'Lakeshore Legends (demo)' })).toHaveAttribute('href', `/teams/${TEAM_ID}`);
    const reasons = within(card).getByRole('list', { name: 'Top reasons' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Game: Valorant: on your profile',
      'Rank range: Diamond 2 is within Platinum 1 to Immortal 1',
    ]);

    await userEvent.click(within(card).getByRole('button', { name: /^Why 91%\?/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Initiator for our Valorant roster (demo) (Lakeshore Legends (demo)): 91% Excellent' })).toBeInTheDocument();
    const factors = within(within(dialog).getByRole('list', { name: 'Match factors' })).getAllByRole('listitem');
    expect(factors.map((item) => item.textContent)).toEqual([
      'Game20 of 20 points · weight 20Valorant: on your profile',
      'Rank range20 of 20 points · weight 20Diamond 2 is within Platinum 1 to Immortal 1',
      'Roles needed16 of 20 points · weight 20Initiator (secondary role) is needed',
      "Availability overlap20 of 20 points · weight 2020 of the team's 20 hours a week overlap yours",
      'Play level5 of 10 points · weight 10 · unknownUnknown: Competitive; you chose no level to compare',
      'Commitment10 of 10 points · weight 1018 h a week vs about 8 h for Competitive',
    ]);
    expect(within(dialog).getByText('Pick the level you want in the filters above.')).toBeInTheDocument();
  });

  it('sends the filters to the server and keeps them in the URL', async () => {
    const calls = stubApi(player(), (call) => (call.path === '/api/matchmaking/teams' ? json(200, page([postMatch()])) : undefined));
    const { router } = render();
    await screen.findByRole('article');
    await userEvent.selectOptions(screen.getByLabelText('Level you want'), 'competitive');
    await waitFor(() => expect(router.state.location.search).toBe('?level=competitive'));
    await waitFor(() => expect(calls.some((call) => call.search.get('level') === 'competitive')).toBe(true));
    await userEvent.click(screen.getByLabelText('Paid positions only'));
    await waitFor(() => expect(calls.some((call) => call.search.get('paid') === 'true' && call.search.get('level') === 'competitive')).toBe(true));
  });

  it('filters by role needed, fits my rank and overlapping times, in the URL too (session 24)', async () => {
    const calls = stubApi(player(), (call) => (call.path === '/api/matchmaking/teams' ? json(200, page([postMatch()])) : undefined));
    const { router } = render();
    await screen.findByRole('article');
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'Valorant');
    await userEvent.selectOptions(screen.getByLabelText('Role needed'), 'Initiator');
    await userEvent.selectOptions(screen.getByLabelText('Overlapping times'), 'At least 4 h a week');
    await userEvent.click(screen.getByLabelText('Only posts my rank fits'));
    await waitFor(() => expect(router.state.location.search).toBe('?game=valorant&role=Initiator&fitsRank=true&minOverlapHours=4'));
    await waitFor(() =>
      expect(calls.some((call) => call.search.get('role') === 'Initiator' && call.search.get('fitsRank') === 'true' && call.search.get('minOverlapHours') === '4')).toBe(true),
    );
    // Another game clears the role (roles belong to a game).
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'League of Legends');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('role')).toBe(false));
  });

  it('tracks a search once the chosen filters have their answer (the default listing is none)', async () => {
    consentToAnalytics();
    stubApi(player(), (call) => (call.path === '/api/matchmaking/teams' ? json(200, page([postMatch()])) : undefined));
    render();
    await screen.findByRole('article');
    await userEvent.selectOptions(screen.getByLabelText('Level you want'), 'competitive');
    await userEvent.click(screen.getByLabelText('Paid positions only'));
    await waitFor(() => expect(trackedEvents('search').at(-1)).toMatchObject({ scope: 'matchmaking_teams', query: 'level=competitive&paid=true', resultCount: 1 }));
    expect(trackedEvents('search').every((event) => event.query !== '')).toBe(true);
  });

  it('applies with a message (a recruitment action); the card then says Applied', async () => {
    consentToAnalytics();
    let applied = false;
    const calls = stubApi(player(), (call) => {
      if (call.path === '/api/matchmaking/teams') return json(200, page([postMatch({ applied })]));
      if (call.method === 'POST' && call.path === `/api/matchmaking/posts/${POST_ID}/applications`) {
        applied = true;
        return json(201, { application: { id: POST_ID, createdAt: '2026-11-25T12:00:00.000Z' }, messaged: true, conversationId: TEAM_ID });
      }
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to Initiator for our Valorant roster (demo)' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Message (optional)'), 'I play Sova.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ message: 'I play Sova.' });
    expect(trackedEvents('recruitment_action')).toEqual([expect.objectContaining({ action: 'post_apply', targetType: 'recruiting_post', targetId: POST_ID })]);
    expect(await screen.findByText('Applied')).toBeInTheDocument();
  });

  it('shows the server’s message for a refused application in the dialog', async () => {
    stubApi(player(), (call) => {
      if (call.path === '/api/matchmaking/teams') return json(200, page([postMatch()]));
      if (call.method === 'POST') return apiError(409, 'conflict', 'You already applied to this post.');
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^Apply to/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send application' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('You already applied to this post.');
  });

  it('loading, then an error with Try again that recovers', async () => {
    let fail = true;
    stubApi(player(), (call) => {
      if (call.path !== '/api/matchmaking/teams') return undefined;
      return fail ? apiError(500, 'internal', 'Something went wrong.') : json(200, page([postMatch()]));
    });
    render();
    expect(screen.getByRole('status')).toHaveTextContent(/Loading|Checking/);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load recruiting posts.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('empty, and a player without a game profile', async () => {
    let body = page([]);
    stubApi(player(), (call) => (call.path === '/api/matchmaking/teams' ? json(200, body) : undefined));
    const first = render();
    expect(await screen.findByText('No recruiting posts match these filters.')).toBeInTheDocument();
    first.unmount();
    body = page([], { eligibility: 'no_player_profile' });
    render();
    expect(await screen.findByText(/Add a game to your player profile to find a team\./)).toBeInTheDocument();
  });

  it('a recruiter is told Find a team is for players and asks the server nothing', async () => {
    const calls = stubApi(meResponse({ roles: ['programs_college_staff'] }), () => undefined);
    render();
    expect(await screen.findByText('Find a team is for players: sign in with a player account.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/matchmaking'))).toEqual([]);
  });
});
