import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProgramPlayersResponse } from '#shared/contracts/matchmaking-college.ts';
import type { MyManagedTeam } from '#shared/contracts/matchmaking.ts';
import type { MyCollegeProgram } from '#shared/contracts/my-college-programs.ts';
import { paths } from '#web/config/paths.ts';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { MatchmakingRoute } from './matchmaking.tsx';

const COLLEGE_ID = '66666666-6666-4666-8666-666666666666';
const PROGRAM: MyCollegeProgram = {
  id: '77777777-7777-4777-8777-777777777777',
  collegeId: COLLEGE_ID,
  collegeName: 'Demo University',
  collegeSlug: 'demo-university',
  titleSlug: 'valorant',
  titleName: 'Valorant',
  level: 'varsity',
  isRecruiting: true,
};
const TEAM: MyManagedTeam = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Red River Rising',
  posts: [{ id: '22222222-2222-4222-8222-222222222222', title: 'Controller wanted', titleId: '33333333-3333-4333-8333-333333333333' }],
  games: [{ titleId: '33333333-3333-4333-8333-333333333333', slug: 'valorant', name: 'Valorant', playLevel: 'competitive' }],
  hasWeeklyTimes: true,
};

const players = (inPipeline = false): ProgramPlayersResponse => ({
  program: { id: PROGRAM.id, titleSlug: 'valorant', titleName: 'Valorant' },
  items: [
    {
      player: { userId: 'user-ace', displayName: 'Ace', slug: 'ace', avatarUrl: null, tierName: 'Immortal 1', primaryRole: 'Duelist', secondaryRole: null, classYear: 2027, state: 'TX' },
      match: {
        score: 88,
        band: 'excellent',
        confidence: { value: 0.6, level: 'medium', unknown: ['location'] },
        factors: [
          { key: 'skill', label: 'Skill', weight: 30, value: 1, evidence: 'Immortal 1, at or above the target Immortal 1' },
          { key: 'role', label: 'Role', weight: 20, value: 1, evidence: 'Duelist: a high-priority need' },
          { key: 'location', label: 'Location', weight: 10, value: null, evidence: 'No location preference' },
        ],
        caps: [],
      },
      inPipeline,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
});

const empty: ProgramPlayersResponse = { ...players(), items: [], total: 0 };

function me(roles: ('staff' | 'team_manager')[]) {
  return {
    ...meResponse(),
    roles: roles.map((role) => (role === 'staff' ? { role: 'programs_college_staff' as const, collegeId: COLLEGE_ID } : { role: 'recruit_team_manager' as const, collegeId: null })),
  };
}

const playersPath = `/api/matchmaking/programs/${PROGRAM.id}/players`;
const render = () => renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url: paths.matchmaking.getHref('players') });

describe('/matchmaking?mode=players for college staff', () => {
  it('lists the program’s players with their match and Why?, invites one to a tryout, then shows In pipeline with a link to the board', async () => {
    consentToAnalytics();
    let inPipeline = false;
    const calls = stubApi(me(['staff']), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [] });
      if (call.path === '/api/me/college-programs') return json(200, { programs: [PROGRAM] });
      if (call.path === playersPath) return json(200, players(inPipeline));
      if (call.method === 'POST' && call.path === `/api/matchmaking/programs/${PROGRAM.id}/tryout-invitations`) {
        inPipeline = true;
        return json(201, { entryId: '88888888-8888-4888-8888-888888888888', stage: 'interested' });
      }
      return undefined;
    });
    render();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ace' });
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveDisplayValue('Demo University Valorant varsity');
    expect(within(card).getByText('88% Excellent')).toBeInTheDocument();
    expect(within(card).getByText('Medium confidence')).toBeInTheDocument();
    expect(within(card).getByText('Immortal 1 · Duelist · Class of 2027')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Why 88%? Ace' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('list', { name: 'Match factors' })).toHaveTextContent('30 of 30 points · weight 30');
    expect(within(dialog).getByText('The player has not set college preferences.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(card).getByRole('button', { name: 'Invite Ace to a tryout' }));
    expect(await screen.findByText('Added to the pipeline at Interested')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ playerUserId: 'user-ace' });
    expect(trackedEvents('recruitment_action')).toEqual([
      expect.objectContaining({ action: 'tryout_invite_program', targetType: 'pipeline_entry', targetId: '88888888-8888-4888-8888-888888888888' }),
    ]);
    expect(await within(card).findByText('In pipeline')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open pipeline' })).toHaveAttribute('href', paths.pipeline.getHref(PROGRAM.id));
    expect(within(card).queryByRole('button', { name: 'Invite Ace to a tryout' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the invitation is refused', async () => {
    stubApi(me(['staff']), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [] });
      if (call.path === '/api/me/college-programs') return json(200, { programs: [PROGRAM] });
      if (call.path === playersPath) return json(200, players());
      if (call.method === 'POST') return apiError(409, 'conflict', 'This player is already in this program\u2019s pipeline.');
      return undefined;
    });
    render();
    const card = await screen.findByRole('article', { name: 'Ace' });
    await userEvent.click(within(card).getByRole('button', { name: 'Invite Ace to a tryout' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This player is already in this program\u2019s pipeline.');
  });

  it('tracks a search per settled set of filters: typing a class year is one search', async () => {
    consentToAnalytics();
    stubApi(me(['staff']), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [] });
      if (call.path === '/api/me/college-programs') return json(200, { programs: [PROGRAM] });
      if (call.path === playersPath) return json(200, players());
      return undefined;
    });
    render();
    await screen.findByRole('article', { name: 'Ace' });
    await waitFor(() => expect(trackedEvents('search')).toEqual([expect.objectContaining({ scope: 'matchmaking_program_players', query: `program=${PROGRAM.id}`, resultCount: 1 })]));
    await userEvent.type(screen.getByRole('textbox', { name: 'Class year' }), '2027');
    await waitFor(() => expect(trackedEvents('search')).toHaveLength(2));
    expect(trackedEvents('search')[1]).toMatchObject({ query: `program=${PROGRAM.id}&classYears=2027`, resultCount: 1 });
  });

  it('filters by role, class year and the pipeline; an empty list says so; an error offers Try again', async () => {
    let fail = true;
    const calls = stubApi(me(['staff']), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [] });
      if (call.path === '/api/me/college-programs') return json(200, { programs: [PROGRAM] });
      if (call.path === playersPath) {
        if (fail) return apiError(500, 'internal', 'Something went wrong.');
        return json(200, call.search.get('roles') ? empty : players());
      }
      return undefined;
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load players.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ace' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Controller');
    expect(await screen.findByText('No players open to college recruiting match these filters yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Class year' }), '2027');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide players already in this program\u2019s pipeline' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === playersPath).at(-1)!;
      expect(Object.fromEntries(last.search)).toEqual({ roles: 'Controller', classYears: '2027', notInPipeline: 'true' });
    });
  });

  it('a team manager who is also college staff switches between a program and a team', async () => {
    stubApi(me(['staff', 'team_manager']), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [TEAM] });
      if (call.path === '/api/me/college-programs') return json(200, { programs: [PROGRAM] });
      if (call.path === playersPath) return json(200, players());
      if (call.path === '/api/matchmaking/players') return json(200, { items: [], total: 0, page: 1, pageSize: 20 });
      return undefined;
    });
    render();
    expect(await screen.findByRole('article', { name: 'Ace' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A college program' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'A team' }));
    expect(await screen.findByRole('combobox', { name: 'Recruiting post' })).toHaveDisplayValue('Controller wanted');
    expect(screen.queryByRole('article', { name: 'Ace' })).not.toBeInTheDocument();
  });

  it('staff whose college has no program are told how to add one; a programs error offers Try again', async () => {
    let fail = true;
    stubApi(me(['staff']), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [] });
      if (call.path === '/api/me/college-programs') return fail ? apiError(500, 'internal', 'Something went wrong.') : json(200, { programs: [] });
      return undefined;
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your programs.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your college has no esports programs yet. Add one on the college\u2019s edit page to find players for it.')).toBeInTheDocument();
  });
});
