/**
 * /players as issue 26 asks (items 4 and 6, docs/decisions/076): a
 * signed-out visitor sees at once who the search is for and why to sign in,
 * with Sign in and Create account that bring them back (no redirect to a
 * bare sign-in form, no request for players); a recruiter's filters fold
 * behind a "Filters" button counting those on.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_SEARCH_TEXTS, type PlayerSearchResponse } from '#shared/contracts/player-search.ts';
import { paths } from '#web/config/paths.ts';
import { REDIRECT_AFTER_LOGIN_KEY } from '#web/lib/auth/redirect-after-login.ts';
import { json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { PlayersRoute } from './players.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const render = (url = '/players') => renderTeamRoute(<PlayersRoute />, { path: paths.players.path, url });
const empty: PlayerSearchResponse = { rows: [], total: 0, page: 1, pageSize: 20 };

describe('/players signed out', () => {
  it('explains who the search is for and offers Sign in and Create account, without asking for players', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), () => undefined);
    const { router } = render('/players?game=valorant');
    expect(await screen.findByRole('heading', { level: 2, name: PLAYER_SEARCH_TEXTS.signedOutTitle })).toBeInTheDocument();
    expect(screen.getByText(PLAYER_SEARCH_TEXTS.signedOutBody)).toBeInTheDocument();
    expect(screen.getByText(PLAYER_SEARCH_TEXTS.signedOutPlayers)).toBeInTheDocument();
    // Stays on /players: no redirect to the sign-in form.
    expect(router.state.location.pathname).toBe('/players');
    expect(screen.queryByText('Sign-in page')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/players')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', paths.auth.root.getHref('get-started'));
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', paths.auth.root.getHref('sign-in'));
    await userEvent.setup().click(signIn);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    // Signing in brings the visitor back to the search they opened.
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/players?game=valorant');
  });

  it('shows a signed-in recruiter the search, not the explanation', async () => {
    stubApi(meResponse({ roles: ['programs_college_staff'] }), (call) => {
      if (call.path === '/api/players') return json(200, empty);
      if (call.path === '/api/rank-ladders') return json(200, { titles: [] });
      return undefined;
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Find players' })).toBeInTheDocument();
    expect(screen.queryByText(PLAYER_SEARCH_TEXTS.signedOutTitle)).toBeNull();
  });
});

describe('/players: Filters fold on phones', () => {
  it('puts the recruiter’s filters behind a "Filters" button that says how many are on', async () => {
    stubApi(meResponse({ roles: ['programs_college_staff'] }), (call) => {
      if (call.path === '/api/players') return json(200, empty);
      if (call.path === '/api/rank-ladders') return json(200, { titles: [] });
      return undefined;
    });
    render('/players?game=valorant&state=TX&hasHighlights=true&sort=class_year');
    // Three filters on (the sort is not one).
    const button = await screen.findByRole('button', { name: 'Filters (3)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(screen.getByRole('form', { name: 'Player filters' }));
    expect(panel).toHaveAttribute('data-open', 'false');
    await userEvent.setup().click(button);
    expect(panel).toHaveAttribute('data-open', 'true');
  });
});
