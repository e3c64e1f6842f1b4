/**
 * Matchmaking's panels on phones (issue 26.4): the filters fold behind a
 * "Filters" button that says how many are on, so the results come first;
 * opening it shows them. (From the sm breakpoint up the button is hidden by
 * CSS and the filters always show: FiltersDisclosure.)
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FindPlayersResponse, FindTeamsResponse, MyManagedTeam } from '#shared/contracts/matchmaking.ts';
import { paths } from '#web/config/paths.ts';
import { json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { MatchmakingRoute } from './matchmaking.tsx';

const VALORANT = '33333333-3333-4333-8333-333333333333';
const TEAM: MyManagedTeam = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Red River Rising',
  posts: [{ id: '22222222-2222-4222-8222-222222222222', title: 'Controller wanted', titleId: VALORANT }],
  games: [{ titleId: VALORANT, slug: 'valorant', name: 'Valorant', playLevel: 'competitive' }],
  hasWeeklyTimes: true,
};
const noPlayers: FindPlayersResponse = { items: [], total: 0, page: 1, pageSize: 20 };
const noPosts: FindTeamsResponse = { eligibility: 'player', items: [], total: 0, page: 1, pageSize: 20 };
const render = (url: string) => renderTeamRoute(<MatchmakingRoute />, { path: paths.matchmaking.path, url });

function panelOf(button: HTMLElement) {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

describe('/matchmaking: Filters fold on phones', () => {
  it('Find a team: the filters sit behind "Filters (n)", closed until asked', async () => {
    stubApi(meResponse({ roles: ['recruit_player'] }), (call) => (call.path === '/api/matchmaking/teams' ? json(200, noPosts) : undefined));
    render('/matchmaking?game=valorant&paid=true&fitsRank=true');
    const button = await screen.findByRole('button', { name: 'Filters (3)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = panelOf(button);
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(panel).toContainElement(screen.getByLabelText('Game'));
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('Find players: counts the filters, not the team or its post', async () => {
    stubApi(meResponse({ roles: ['recruit_team_manager'] }), (call) => {
      if (call.path === '/api/matchmaking/my-teams') return json(200, { teams: [TEAM] });
      if (call.path === '/api/rank-ladders') return json(200, { titles: [] });
      if (call.path === '/api/matchmaking/players') return json(200, noPlayers);
      return undefined;
    });
    render(`/matchmaking?mode=players&team=${TEAM.id}&post=${TEAM.posts[0]!.id}&roles=Controller&region=Europe`);
    const button = await screen.findByRole('button', { name: 'Filters (2)' });
    const panel = panelOf(button);
    expect(panel).toContainElement(screen.getByLabelText('Recruiting post'));
    expect(panel).toHaveAttribute('data-open', 'false');
  });
});
