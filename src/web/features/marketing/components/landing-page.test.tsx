/**
 * The landing page's figures and stories (issue 26 item 5, docs/decisions/070): the numbers are the
 * server's counts (none written by hand, no section when they cannot be counted), real commitments come
 * first with a link to their success page, and the sample stories say they are samples and name nobody.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { LandingFigures } from '#shared/contracts/marketing.ts';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { LandingPage } from './landing-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const FIGURES: LandingFigures = {
  programs: 1234,
  members: 56,
  games: 6,
  commitments: 2,
  includesDemoData: true,
  byGame: [
    { slug: 'valorant', name: 'Valorant', players: 17, programs: 9 },
    { slug: 'league-of-legends', name: 'League of Legends', players: 11, programs: 4 },
    { slug: 'rocket-league', name: 'Rocket League', players: 3, programs: 0 },
  ],
  stories: [{ id: 'o-1', status: 'signed', displayName: 'Ava', classYear: 2026, state: 'OH', collegeName: 'Demo University', titleName: 'Valorant' }],
  countedAt: '2026-12-02T12:00:00.000Z',
};

const SIGNED_OUT: AuthState = { user: null, profile: null, roles: [], flags: {}, isSignedIn: false, isLoading: false, error: null };

function renderLanding(answer: () => Response) {
  const calls = stubFetch((call) => (call.path === '/api/landing-figures' ? answer() : undefined));
  renderWithProviders(
    <AuthContext.Provider value={SIGNED_OUT}>
      <LandingPage isSignedIn={false} />
    </AuthContext.Provider>,
  );
  return calls;
}

it('shows the counted figures, per game, and says where they come from', async () => {
  renderLanding(() => json(200, FIGURES));
  const stats = await screen.findByRole('region', { name: 'Platform in numbers' });
  expect(await within(stats).findByText('1,234')).toBeInTheDocument();
  const pairs = within(stats)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? term.previousElementSibling?.textContent}`);
  expect(pairs).toEqual(['College programs listed: 1,234', 'Members: 56', 'Games: 6', 'Confirmed commitments: 2']);
  expect(stats).toHaveTextContent('sample (demo) colleges and players included');
  for (const old of ['220+', '1,000+', '5+', '50+']) expect(document.body).not.toHaveTextContent(old);

  const games = screen.getByRole('region', { name: 'Recruiting in the games you play' });
  const valorant = within(games).getByRole('heading', { name: 'Valorant' }).closest('li')!;
  expect(within(valorant).getAllByRole('definition').map((node) => node.textContent)).toEqual(['17', '9']);
  // A game the server did not count shows no numbers rather than made-up ones.
  const marvel = within(games).getByRole('heading', { name: 'Marvel Rivals' }).closest('li')!;
  expect(within(marvel).queryAllByRole('definition')).toEqual([]);
});

it('tells real confirmed commitments first, then sample stories labelled as samples that name nobody', async () => {
  renderLanding(() => json(200, FIGURES));
  const stories = screen.getByRole('region', { name: 'Success stories' });
  const real = await within(stories).findByRole('list', { name: 'Confirmed commitments' });
  expect(real).toHaveTextContent('Ava signed with Demo University.');
  expect(real).toHaveTextContent('Class of 2026 · OH · Valorant');
  expect(within(real).getByRole('link', { name: 'See Ava’s story' })).toHaveAttribute('href', '/recruiting-success/o-1');

  const samples = within(stories).getByRole('list', { name: 'Sample stories' });
  expect(within(samples).getAllByRole('listitem')).toHaveLength(3);
  for (const item of within(samples).getAllByRole('listitem')) expect(item).toHaveTextContent(/^Sample/);
  expect(stories).toHaveTextContent('They are not real players or families.');
  for (const name of ['Maya R.', 'Jalen T.', 'Denise K.', 'within 48 hours']) expect(stories).not.toHaveTextContent(name);
});

it('without any confirmed commitment says so; when the figures cannot be counted the numbers are left out', async () => {
  renderLanding(() => apiError(503, 'unavailable', 'The database is not reachable'));
  const stories = screen.getByRole('region', { name: 'Success stories' });
  expect(stories).toHaveTextContent('No commitment here has been confirmed and made public yet.');
  // One retry (about a second), then the section goes.
  await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Platform in numbers' })).toBeNull(), { timeout: 5_000 });
  expect(screen.getByRole('region', { name: 'Recruiting in the games you play' }).querySelectorAll('dd')).toHaveLength(0);
});
