import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PlayerCard } from '#shared/contracts/player-card.ts';
import { paths } from '#web/config/paths.ts';
import { PlayerCardRoute } from './player-card.tsx';

const CARD: PlayerCard = {
  slug: 'ada-lovelace',
  displayName: 'Ada <b>Lovelace</b>',
  gradYear: 2027,
  state: 'TX',
  limited: false,
  games: [
    { titleSlug: 'valorant', titleName: 'Valorant', rank: 'Diamond 2', primaryRole: 'Duelist' },
    { titleSlug: 'overwatch', titleName: 'Overwatch', rank: null, primaryRole: 'Tank' },
  ],
  team: { name: 'Lakeside Hawks' },
  highlight: { title: 'Clutch ace', url: 'https://www.youtube.com/watch?v=abc' },
  imagePath: '/api/players/ada-lovelace/card.png',
};

let answer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  answer = () => new Response(JSON.stringify(CARD), { status: 200 });
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderCard(slug = 'ada-lovelace') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.playerCard.path, element: <PlayerCardRoute /> },
      { path: '*', element: <p>Navigated away</p> },
    ],
    { initialEntries: [paths.playerCard.getHref(slug)] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('/player/{slug}/card', () => {
  it('asks for the card of the slug and shows it: name as text, class and state, two games, team, highlight, link back', async () => {
    renderCard();
    const card = await screen.findByRole('article', { name: 'Ada <b>Lovelace</b>' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/players/ada-lovelace/card');
    expect(within(card).getByText('Class of 2027 · Texas')).toBeInTheDocument();
    const games = within(card).getByRole('list', { name: 'Top games' });
    expect(within(games).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ValorantDiamond 2 · Duelist', 'OverwatchUnranked · Tank']);
    expect(within(card).getByText('Lakeside Hawks')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Clutch ace' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(within(card).getByRole('link', { name: /\/player\/ada-lovelace$/ })).toHaveAttribute('href', '/player/ada-lovelace');
    expect(card).toHaveAttribute('data-print-area');
  });

  it('prints, copies the card link, offers the PNG and the way back', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/player/ada-lovelace/card`);
    const download = screen.getByRole('link', { name: 'Download image' });
    expect(download).toHaveAttribute('href', '/api/players/ada-lovelace/card.png');
    expect(download).toHaveAttribute('download', 'ada-lovelace-card.png');
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/player/ada-lovelace');
  });

  it("shows a minor's limited card with name, class and state only, and no download for a non-public profile", async () => {
    answer = () => new Response(JSON.stringify({ ...CARD, limited: true, games: [], team: null, highlight: null, imagePath: null }), { status: 200 });
    renderCard();
    const card = await screen.findByRole('article', { name: 'Ada <b>Lovelace</b>' });
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).queryByText('Team')).not.toBeInTheDocument();
    expect(within(card).queryByText('Highlight')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download image' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows loading, then the not-found state for a 404', async () => {
    answer = () => new Response(JSON.stringify({ error: { code: 'not_found', message: 'Player not found' } }), { status: 404 });
    renderCard('hidden-player');
    expect(screen.getByRole('status')).toHaveTextContent('Loading player card...');
    expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('shows the error state with a retry that asks again', async () => {
    answer = () => new Response(JSON.stringify({ error: { code: 'internal', message: 'Boom' } }), { status: 500 });
    const user = userEvent.setup();
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading player card');
    answer = () => new Response(JSON.stringify(CARD), { status: 200 });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Ada <b>Lovelace</b>' })).toBeInTheDocument();
  });
});
