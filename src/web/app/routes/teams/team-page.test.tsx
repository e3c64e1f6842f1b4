/**
 * The public team page (docs/decisions/071): what a visitor, a signed-in
 * player, a team member and a parent see and may do; applying from a post;
 * the roster by display name with the under-18 note; not found.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_PAGE_TEXTS, type TeamPage } from '#shared/contracts/team-page.ts';
import { paths } from '#web/config/paths.ts';
import { REDIRECT_AFTER_LOGIN_KEY } from '#web/lib/auth/redirect-after-login.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { TeamPageRoute } from './team-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const SLOW = { timeout: 5000 };
const TEAM_ID = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const POST_ID = '9b1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function pageData(overrides: Partial<TeamPage> = {}): TeamPage {
  return {
    team: {
      id: TEAM_ID,
      name: 'Harbor Hawks',
      description: 'A high school team in Duluth.',
      logoUrl: null,
      organizationType: 'high_school',
      activePlayers: 2,
      maxRosterSize: 8,
      brand: null,
    },
    games: [{ name: 'Valorant', slug: 'valorant', playLevel: 'competitive' }],
    posts: [
      {
        id: POST_ID,
        title: 'Controller wanted',
        description: 'Two scrims a week.',
        commitmentLevel: 'competitive',
        positionsNeeded: ['Controller'],
        isPaid: true,
        salaryRange: '$100 a month',
        createdAt: '2026-11-01T18:00:00.000Z',
        game: 'Valorant',
        minRank: 'Gold 1',
        maxRank: 'Ascendant 3',
        availability: ['tue:evening', 'thu:evening'],
        timeZone: 'America/Chicago',
        applied: null,
      },
    ],
    achievements: [{ id: '1b1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', title: 'State finalists', description: null, dateAchieved: '2026-05-01' }],
    roster: null,
    viewer: { signedIn: false, onTeam: false, canApply: false, canOpenManage: false },
    ...overrides,
  };
}

function renderPage(me: Parameters<typeof meResponse>[0], data: TeamPage | Response, onApply?: () => Response) {
  const calls = stubApi(meResponse(me), (call) => {
    if (call.method === 'GET' && call.path === `/api/teams/${TEAM_ID}/page`) return data instanceof Response ? data : json(200, data);
    if (call.method === 'POST' && call.path === `/api/matchmaking/posts/${POST_ID}/applications` && onApply) return onApply();
    return undefined;
  });
  const view = renderTeamRoute(<TeamPageRoute />, { path: paths.teams.page.path, url: paths.teams.page.getHref(TEAM_ID) });
  return { calls, ...view };
}

describe('the public team page', { timeout: 20_000 }, () => {
  it('a visitor reads the team, its games, the post in full and achievements; is asked to sign in to apply and to see the roster', async () => {
    renderPage({ signedIn: false }, pageData());
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Hawks' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('High School')).toBeInTheDocument();
    expect(screen.getByText('A high school team in Duluth.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Games and levels' })).getByText('Competitive')).toBeInTheDocument();

    const post = screen.getByRole('article', { name: 'Controller wanted' });
    const inPost = within(post);
    expect(inPost.getByText('Gold 1 to Ascendant 3')).toBeInTheDocument();
    expect(inPost.getByText('Two scrims a week.')).toBeInTheDocument();
    expect(inPost.getByText(/Tue, Thu evenings \(America\/Chicago\)/)).toBeInTheDocument();
    expect(inPost.getByText(/Paid · \$100 a month/)).toBeInTheDocument();
    expect(inPost.getByText(TEAM_PAGE_TEXTS.signInToApply)).toBeInTheDocument();
    expect(inPost.queryByRole('button', { name: /Apply/ })).toBeNull();
    const create = inPost.getByRole('link', { name: 'Create account to apply to Controller wanted' });
    expect(create).toHaveAttribute('href', '/auth?tab=get-started');

    expect(screen.getByText('State finalists')).toBeInTheDocument();
    expect(screen.getByText(TEAM_PAGE_TEXTS.rosterSignedOut)).toBeInTheDocument();
    expect(screen.getByText(TEAM_PAGE_TEXTS.rosterNoMinors)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Team Management/ })).toBeNull();

    await userEvent.setup().click(create);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe(`/teams/${TEAM_ID}`);
  });

  it('a signed-in player sees the adults on the roster and applies to the post; the post then says Applied', async () => {
    let applied = false;
    const data = () =>
      pageData({
        roster: { players: [{ displayName: 'Casey Captain', role: 'captain', game: 'Valorant' }], staff: [{ displayName: 'Corey Coach', role: 'head_coach', game: null }] },
        viewer: { signedIn: true, onTeam: false, canApply: true, canOpenManage: false },
        posts: pageData().posts.map((post) => ({ ...post, applied })),
      });
    const calls = stubApi(meResponse({ roles: ['recruit_player'] }), (call) => {
      if (call.method === 'GET' && call.path === `/api/teams/${TEAM_ID}/page`) return json(200, data());
      if (call.method === 'POST' && call.path === `/api/matchmaking/posts/${POST_ID}/applications`) {
        applied = true;
        return json(201, { application: { id: POST_ID, createdAt: '2026-11-02T18:00:00.000Z' }, messaged: true, conversationId: null });
      }
      return undefined;
    });
    renderTeamRoute(<TeamPageRoute />, { path: paths.teams.page.path, url: paths.teams.page.getHref(TEAM_ID) });

    const players = await screen.findByRole('list', { name: 'Players' }, SLOW);
    expect(within(players).getByText('Casey Captain')).toBeInTheDocument();
    expect(within(players).getByText('Captain · Valorant')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Staff' })).getByText('Corey Coach')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply to Controller wanted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Controller wanted' });
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'I main Omen.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(screen.getByRole('article', { name: 'Controller wanted' })).findByText('Applied', undefined, SLOW)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ message: 'I main Omen.' });
  });

  it('someone on the team opens Team Management and is told they are on the team', async () => {
    renderPage({ roles: ['recruit_player'] }, pageData({ roster: { players: [], staff: [] }, viewer: { signedIn: true, onTeam: true, canApply: false, canOpenManage: true } }));
    expect(await screen.findByRole('link', { name: 'Team Management' }, SLOW)).toHaveAttribute('href', `/teams/${TEAM_ID}/manage`);
    expect(screen.getByText(TEAM_PAGE_TEXTS.ownTeam)).toBeInTheDocument();
    expect(screen.getByText(TEAM_PAGE_TEXTS.rosterEmpty)).toBeInTheDocument();
  });

  it('a parent account reads the page but cannot apply', async () => {
    renderPage({ roles: ['family_parent'] }, pageData({ roster: { players: [], staff: [] }, viewer: { signedIn: true, onTeam: false, canApply: false, canOpenManage: false } }));
    expect(await screen.findByText(TEAM_PAGE_TEXTS.notAPlayerAccount, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('an unknown or archived team shows "Team not found" with Back to Teams', async () => {
    renderPage({ signedIn: false }, apiError(404, 'not_found', 'Team not found'));
    expect(await screen.findByRole('heading', { name: 'Team not found' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Teams/ })).toHaveAttribute('href', '/teams');
  });
});
