import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FindPlayersResponse, FindScrimsResponse, MatchmakingMatch, MyManagedTeam, ScrimProposalsResponse } from '#shared/contracts/matchmaking.ts';
import { paths } from '#web/config/paths.ts';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { MatchmakingRoute } from './matchmaking.tsx';

const TEAM: MyManagedTeam = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Red River Rising',
  posts: [{ id: '22222222-2222-4222-8222-222222222222', title: 'Controller wanted', titleId: '33333333-3333-4333-8333-333333333333' }],
  games: [{ titleId: '33333333-3333-4333-8333-333333333333', slug: 'valorant', name: 'Valorant', playLevel: 'competitive' }],
  hasWeeklyTimes: true,
};
const RIVAL_ID = '44444444-4444-4444-8444-444444444444';
const PROPOSAL_ID = '55555555-5555-4555-8555-555555555555';

const match = (score: number): MatchmakingMatch => ({
  score,
  band: score >= 85 ? 'excellent' : 'medium',
  confidence: { value: 1, level: 'high', unknown: [] },
  factors: [
    { key: 'title', label: 'Game', weight: 20, value: 1, evidence: 'Both play Valorant' },
    { key: 'level', label: 'Play level', weight: 40, value: 1, evidence: 'Competitive vs your Competitive' },
    { key: 'availability', label: 'Availability overlap', weight: 40, value: 1, evidence: "10 of their team's 10 hours a week overlap your team's" },
  ],
});

const players = (invited = false): FindPlayersResponse => ({
  items: [
    {
      player: { userId: 'user-riley', displayName: 'Riley', slug: 'riley', avatarUrl: null, tierName: 'Diamond 2', primaryRole: 'Controller', secondaryRole: null },
      match: match(95),
      invited,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
});

const scrims = (pending = false): FindScrimsResponse => ({
  game: TEAM.games[0]!,
  filters: { level: 'near', minOverlapHours: 1 },
  items: [{ team: { id: RIVAL_ID, name: 'Rival Five', logoUrl: null }, game: TEAM.games[0]!, match: match(100), pending }],
  total: 1,
  page: 1,
  pageSize: 20,
});

const proposals = (status: 'pending' | 'accepted'): ScrimProposalsResponse => ({
  proposals: [
    {
      id: PROPOSAL_ID,
      direction: 'incoming',
      otherTeam: { id: RIVAL_ID, name: 'Rival Five' },
      gameName: 'Valorant',
      scheduledAt: '2026-12-01T19:00:00.000Z',
      durationMinutes: 90,
      message: 'Best of three?',
      status,
      createdAt: '2026-11-25T12:00:00.000Z',
    },
  ],
});

const owner = () => meResponse({ roles: ['recruit_team_manager'] });

describe('/matchmaking?mode=players', () => {
  it('lists players for the team’s post and invites one to a tryout (a recruitment action)', async () => {
    consentToAnalytics();
    let invited = false;
    const calls = stubApi(owner(), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [TEAM] });
      if (call.path === '/api/matchmaking/players') return json(200, players(invited));
      if (call.method === 'POST' && call.path === `/api/matchmaking/teams/${TEAM.id}/tryout-invitations`) {
        invited = true;
        return json(201, { status: 'invited' });
      }
      return undefined;
    });
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('players') });
    const card = await screen.findByRole('article', { name: 'Riley' });
    expect(within(card).getByText('95% Excellent')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/matchmaking/players')?.search.get('post')).toBe(TEAM.posts[0]!.id);
    await userEvent.click(within(card).getByRole('button', { name: 'Invite Riley to a tryout' }));
    expect(await screen.findByText('Tryout invitation sent')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ playerUserId: 'user-riley', postId: TEAM.posts[0]!.id });
    expect(trackedEvents('recruitment_action')).toEqual([expect.objectContaining({ action: 'tryout_invite_team', targetType: 'recruiting_post', targetId: TEAM.posts[0]!.id })]);
    expect(await within(card).findByText('Invited')).toBeInTheDocument();
  });

  it('tracks the search for the team\u2019s post once its players are in', async () => {
    consentToAnalytics();
    stubApi(owner(), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [TEAM] });
      if (call.path === '/api/matchmaking/players') return json(200, players());
      return undefined;
    });
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('players') });
    await screen.findByRole('article', { name: 'Riley' });
    await waitFor(() =>
      expect(trackedEvents('search')).toEqual([expect.objectContaining({ scope: 'matchmaking_players', query: `team=${TEAM.id}&post=${TEAM.posts[0]!.id}`, resultCount: 1 })]),
    );
  });

  it('a user who manages no team is told how to start; an error offers Try again', async () => {
    let fail = true;
    stubApi(owner(), (call) => {
      if (call.path !== '/api/matchmaking/my-teams') return undefined;
      return fail ? apiError(500, 'internal', 'Something went wrong.') : json(200, { teams: [] });
    });
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('players') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your teams.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You manage no active team yet. Create one under Teams to find players and scrims.')).toBeInTheDocument();
  });
});

describe('unknown factors point to where the team edits them (docs/decisions/047)', () => {
  const unknownAvailability = (score: number): MatchmakingMatch => {
    const known = match(score);
    return {
      ...known,
      confidence: { value: 0.6, level: 'medium', unknown: ['availability'] },
      factors: known.factors.map((factor) => (factor.key === 'availability' ? { ...factor, value: null, evidence: 'No weekly times to compare' } : factor)),
    };
  };

  it("a player's Why? links the post's missing times to the team's Recruiting tab", async () => {
    stubApi(owner(), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [TEAM] });
      if (call.path === '/api/matchmaking/players') return json(200, { ...players(), items: [{ ...players().items[0]!, match: unknownAvailability(80) }] });
      return undefined;
    });
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('players') });
    const card = await screen.findByRole('article', { name: 'Riley' });
    await userEvent.click(within(card).getByRole('button', { name: /^Why 80%\?/ }));
    const why = await screen.findByRole('dialog');
    expect(within(why).getByRole('link', { name: 'edit the post on the Recruiting tab' })).toHaveAttribute(
      'href',
      `${paths.teams.manage.getHref(TEAM.id)}?tab=recruiting`,
    );
  });

  it("a scrim's Why? links the team's missing times to Team Settings", async () => {
    stubApi(owner(), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [TEAM] });
      if (call.path === '/api/matchmaking/scrims') return json(200, { ...scrims(), items: [{ ...scrims().items[0]!, match: unknownAvailability(80) }] });
      if (call.path === `/api/matchmaking/teams/${TEAM.id}/scrim-proposals`) return json(200, { proposals: [] });
      return undefined;
    });
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('scrims') });
    const card = await screen.findByRole('article', { name: 'Rival Five' });
    await userEvent.click(within(card).getByRole('button', { name: /^Why 80%\?/ }));
    const why = await screen.findByRole('dialog');
    expect(within(why).getByRole('link', { name: 'Team Settings' })).toHaveAttribute('href', paths.teams.settings.getHref(TEAM.id));
  });
});

describe('/matchmaking?mode=scrims', () => {
  it('tracks the search for the team\u2019s game once its teams are in', async () => {
    consentToAnalytics();
    stubApi(owner(), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [TEAM] });
      if (call.path === '/api/matchmaking/scrims') return json(200, scrims());
      if (call.path === `/api/matchmaking/teams/${TEAM.id}/scrim-proposals`) return json(200, { proposals: [] });
      return undefined;
    });
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('scrims') });
    await screen.findByRole('article', { name: 'Rival Five' });
    await waitFor(() =>
      expect(trackedEvents('search')).toEqual([expect.objectContaining({ scope: 'matchmaking_scrims', query: `team=${TEAM.id}&game=${TEAM.games[0]!.titleId}&level=near&minOverlapHours=1`, resultCount: 1 })]),
    );
  });

  it('ranks teams, explains the score, proposes a scrim with its time, and accepts an incoming proposal', async () => {
    let status: 'pending' | 'accepted' = 'pending';
    const calls = stubApi(owner(), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [TEAM] });
      if (call.path === '/api/matchmaking/scrims') return json(200, scrims());
      if (call.method === 'GET' && call.path === `/api/matchmaking/teams/${TEAM.id}/scrim-proposals`) return json(200, proposals(status));
      if (call.method === 'POST' && call.path === `/api/matchmaking/teams/${TEAM.id}/scrim-proposals`) {
        const body = call.body as { scheduledAt: string };
        if (!body.scheduledAt) return apiError(400, 'validation', 'Please correct the highlighted fields.', { scheduledAt: 'Pick a date and time' });
        // The other team's owner could not be messaged (decision 004): the toast says where they see it.
        return json(201, { id: PROPOSAL_ID, messaged: false, conversationId: null });
      }
      if (call.method === 'POST' && call.path.endsWith('/accept')) {
        status = 'accepted';
        return json(200, { status: 'accepted', practiceIds: [] });
      }
      return undefined;
    });
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('scrims') });
    const card = await screen.findByRole('article', { name: 'Rival Five' });
    await userEvent.click(within(card).getByRole('button', { name: /^Why 100%\?/ }));
    const why = await screen.findByRole('dialog');
    expect(within(within(why).getByRole('list', { name: 'Match factors' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(card).getByRole('button', { name: 'Propose a scrim to Rival Five' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Date and time'), '2026-12-01T19:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Scrim proposed. Their managers see it in Find scrims.')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST' && call.path.endsWith('/scrim-proposals'))!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ toTeamId: RIVAL_ID, titleId: TEAM.games[0]!.titleId, durationMinutes: 90, message: null });
    expect(new Date(sent.scheduledAt as string).getTime()).toBe(new Date('2026-12-01T19:00').getTime());

    const proposalsSection = screen.getByRole('region', { name: 'Scrim proposals' });
    await userEvent.click(await within(proposalsSection).findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Scrim accepted: it is on both teams’ schedules')).toBeInTheDocument();
    await waitFor(() => expect(within(proposalsSection).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
  });
});

describe('Find scrims: level and overlapping times (docs/decisions/047, session 24)', () => {
  it('asks for similar level with overlapping times by default; the user widens both; an empty list says how to widen', async () => {
    const calls = stubApi(owner(), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [TEAM] });
      if (call.path === '/api/matchmaking/scrims') {
        const narrow = call.search.get('level') === 'same';
        return json(200, narrow ? { ...scrims(), items: [], total: 0 } : scrims());
      }
      if (call.path === `/api/matchmaking/teams/${TEAM.id}/scrim-proposals`) return json(200, { proposals: [] });
      return undefined;
    });
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('scrims') });
    await screen.findByRole('article', { name: 'Rival Five' });
    const search = () => calls.filter((call) => call.path === '/api/matchmaking/scrims').at(-1)!.search;
    expect(search().get('level')).toBe('near');
    expect(search().get('minOverlapHours')).toBe('1');
    expect(screen.getByLabelText('Level')).toHaveValue('near');

    await userEvent.selectOptions(screen.getByLabelText('Overlapping times'), 'Any (not filtered)');
    await waitFor(() => expect(search().get('minOverlapHours')).toBe('0'));
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Any level');
    await waitFor(() => expect(search().get('level')).toBe('any'));
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'Same level');
    expect(await screen.findByText('No other team of this game matches these filters. Widen the level or the overlapping times.')).toBeInTheDocument();
  });

  it('a team without weekly times is not filtered on overlap and is told where to set them', async () => {
    const calls = stubApi(owner(), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [{ ...TEAM, hasWeeklyTimes: false }] });
      if (call.path === '/api/matchmaking/scrims') return json(200, scrims());
      if (call.path === `/api/matchmaking/teams/${TEAM.id}/scrim-proposals`) return json(200, { proposals: [] });
      return undefined;
    });
    renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('scrims') });
    await screen.findByRole('article', { name: 'Rival Five' });
    expect(calls.find((call) => call.path === '/api/matchmaking/scrims')!.search.get('minOverlapHours')).toBe('0');
    expect(screen.getByLabelText('Overlapping times')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Team Settings' })).toHaveAttribute('href', paths.teams.settings.getHref(TEAM.id));
  });
});
