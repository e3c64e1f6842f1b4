/** The weekly leaderboard: rows by rank with the viewer marked, the viewer's place below, empty, not opted in, and a load error with Try Again. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POINTS_TEXTS, type LeaderboardResponse } from '#shared/contracts/points.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { WeeklyLeaderboard } from './weekly-leaderboard.tsx';

afterEach(() => vi.unstubAllGlobals());

const board = (overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse => ({
  game: 'valorant',
  weekStart: '2026-11-23T00:00:00.000Z',
  entries: [
    { rank: 1, gamerTag: 'AceOne', points: 40, isYou: false },
    { rank: 2, gamerTag: 'Me#42', points: 20, isYou: true },
  ],
  you: null,
  optedIn: true,
  ...overrides,
});

describe('WeeklyLeaderboard', () => {
  it('lists the players by rank, marks the viewer, and asks for the game in the query', async () => {
    const calls = stubFetch((call) => (call.path === '/api/points/leaderboard' ? json(200, board()) : undefined));
    renderWithProviders(<WeeklyLeaderboard game="valorant" gameName="Valorant" />);
    const list = await screen.findByRole('list', { name: 'Valorant leaderboard' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1AceOne40 points');
    expect(rows[1]).toHaveTextContent('2Me#42 (you)20 points');
    expect(calls[0]?.search.get('game')).toBe('valorant');
    expect(screen.queryByText(/You are not on the leaderboards/)).not.toBeInTheDocument();
  });

  it("shows the viewer's place outside the top, and the way to opt in", async () => {
    stubFetch((call) =>
      call.path === '/api/points/leaderboard' ? json(200, board({ you: { rank: 57, gamerTag: 'Me#42', points: 1, isYou: true }, optedIn: false })) : undefined,
    );
    renderWithProviders(<WeeklyLeaderboard game="valorant" gameName="Valorant" />);
    expect(await screen.findByRole('list', { name: 'Your place' })).toHaveTextContent('57Me#42 (you)1 point');
    expect(screen.getByRole('link', { name: 'Turn it on in My Account' })).toHaveAttribute('href', '/account');
  });

  it('shows the empty state', async () => {
    stubFetch((call) => (call.path === '/api/points/leaderboard' ? json(200, board({ entries: [] })) : undefined));
    renderWithProviders(<WeeklyLeaderboard game="valorant" gameName="Valorant" />);
    expect(await screen.findByText(POINTS_TEXTS.leaderboardEmpty)).toBeInTheDocument();
  });

  it('shows a load error with Try Again', async () => {
    let fail = true;
    stubFetch((call) => (call.path !== '/api/points/leaderboard' ? undefined : fail ? apiError(503, 'unavailable', 'The database is not answering.') : json(200, board())));
    renderWithProviders(<WeeklyLeaderboard game="valorant" gameName="Valorant" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(POINTS_TEXTS.leaderboardLoadFailed);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Valorant leaderboard' })).toBeInTheDocument();
  });
});
