import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSearchResult } from '#shared/contracts/player-search.ts';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import { HeaderPlayerSearch } from './header-player-search.tsx';

const result = (slug: string, displayName: string, extra: Partial<ProfileSearchResult> = {}): ProfileSearchResult => ({
  id: crypto.randomUUID(), userId: `user-${slug}`, slug, displayName, firstName: null, lastName: null, avatarUrl: null, classYear: null, state: null, ...extra,
});

function stubSearch(answer: (q: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string) => answer(new URL(url, 'http://localhost').searchParams.get('q') ?? ''));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

function renderSearch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <HeaderPlayerSearch /> },
    { path: '/player/:slug', element: <p>Profile page</p> },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('HeaderPlayerSearch', () => {
  it('asks for 2 characters, then lists the matches with class year and state', async () => {
    const fetchMock = stubSearch(() => Response.json({ results: [result('zephyr-alpha', 'Zephyr Alpha', { firstName: 'Alex', lastName: 'Q', classYear: 2027, state: 'TX' })] }));
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search players' });
    await userEvent.type(box, 'z');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(box, 'e');
    const option = await screen.findByRole('option', { name: /Zephyr Alpha/ });
    expect(option).toHaveTextContent('Alex Q · Class of 2027 · TX');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/profiles/search?q=ze', expect.anything());
  });

  it('tracks one search per pause in typing, with the words and the number of results', async () => {
    consentToAnalytics();
    stubSearch((q) => Response.json({ results: q === 'zeph' ? [result('zephyr-alpha', 'Zephyr Alpha')] : [] }));
    renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search players' }), 'zeph');
    await screen.findByRole('option', { name: /Zephyr Alpha/ });
    await waitFor(() => expect(trackedEvents('search')).toEqual([expect.objectContaining({ scope: 'header_players', query: 'zeph', resultCount: 1 })]));
  });

  it('moves with the arrows and opens the profile with Enter', async () => {
    stubSearch(() => Response.json({ results: [result('first-one', 'First One'), result('second-one', 'Second One')] }));
    const router = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search players' });
    await userEvent.type(box, 'one');
    await screen.findByRole('option', { name: /Second One/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Second One/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/second-one'));
  });

  it('closes with Escape and clears with a second Escape', async () => {
    stubSearch(() => Response.json({ results: [result('zed', 'Zed')] }));
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search players' });
    await userEvent.type(box, 'zed');
    await screen.findByRole('option', { name: /Zed/ });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('says "No players found" for no match and for a failed search (spec 8: empty list)', async () => {
    stubSearch((q) => (q === 'boom' ? Response.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 }) : Response.json({ results: [] })));
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search players' });
    await userEvent.type(box, 'nobody');
    expect(await screen.findByText('No players found for "nobody"')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'boom');
    expect(await screen.findByText('No players found for "boom"')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it('keeps an answer 30 seconds: the same text again does not ask the server twice', async () => {
    const fetchMock = stubSearch(() => Response.json({ results: [result('zed', 'Zed')] }));
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search players' });
    await userEvent.type(box, 'zed');
    await screen.findByRole('option', { name: /Zed/ });
    await userEvent.clear(box);
    await userEvent.type(box, 'zed');
    await screen.findByRole('option', { name: /Zed/ });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
