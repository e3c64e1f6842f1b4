/**
 * Saved searches on /players (docs/decisions/051): Save search names the
 * current filters (never the page) in a dialog that takes and gives back
 * focus; Saved searches runs, renames and deletes them; at the plan's limit
 * the upgrade prompt leads to the college's plans.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_SEARCH_TEXTS, type SavedSearch, type SavedSearchUsage } from '#shared/contracts/saved-searches.ts';
import type { PlayerSearchResponse } from '#shared/contracts/player-search.ts';
import { PLAN_TEXTS } from '#shared/access/plans.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { PlayersRoute } from './players.tsx';

afterEach(() => vi.unstubAllGlobals());

const COLLEGE = { id: '33333333-3333-4333-8333-333333333333', name: 'Austin College', plan: 'free' };
const NOW = '2026-11-01T12:00:00.000Z';
const EMPTY: PlayerSearchResponse = { rows: [], total: 0, page: 1, pageSize: 20 };

/** An in-memory stand-in for /api/saved-searches, with the server's name rule and limit. */
function fakeSavedSearches(initial: { name: string; filters: Record<string, unknown> }[], usage: Partial<SavedSearchUsage> & { refuseNextCreate?: boolean } = {}) {
  let counter = 0;
  const searches: SavedSearch[] = initial.map((entry) => ({ id: `search-${(counter += 1)}`, ...entry, createdAt: NOW, updatedAt: NOW }));
  const state = { max: 3 as number | null, college: COLLEGE as SavedSearchUsage['college'], canUpgrade: false, refuseNextCreate: false, ...usage };
  const currentUsage = (): SavedSearchUsage => ({ college: state.college, used: searches.length, max: state.max, canUpgrade: state.canUpgrade });
  const taken = (name: string, except?: string) => searches.some((search) => search.id !== except && search.name.toLowerCase() === name.toLowerCase());
  const handle = (call: ApiCall): Response | undefined => {
    if (call.path === '/api/saved-searches' && call.method === 'GET') return json(200, { searches, usage: currentUsage() });
    if (call.path === '/api/saved-searches' && call.method === 'POST') {
      const body = call.body as { name: string; filters: Record<string, unknown> };
      if (state.refuseNextCreate || (state.max !== null && searches.length >= state.max)) {
        return apiError(403, 'forbidden', PLAN_TEXTS.collegeLimitReached('saved_searches', state.max ?? 3));
      }
      if (taken(body.name)) return apiError(400, 'validation', SAVED_SEARCH_TEXTS.nameTaken, { name: SAVED_SEARCH_TEXTS.nameTaken });
      const saved: SavedSearch = { id: `search-${(counter += 1)}`, name: body.name.trim(), filters: body.filters, createdAt: NOW, updatedAt: NOW };
      searches.push(saved);
      return json(201, saved);
    }
    const id = call.path.split('/').at(-1)!;
    const index = searches.findIndex((search) => search.id === id);
    if (index < 0) return apiError(404, 'not_found', SAVED_SEARCH_TEXTS.notFound);
    if (call.method === 'PATCH') {
      const { name } = call.body as { name: string };
      if (taken(name, id)) return apiError(400, 'validation', SAVED_SEARCH_TEXTS.nameTaken, { name: SAVED_SEARCH_TEXTS.nameTaken });
      searches[index] = { ...searches[index]!, name };
      return json(200, searches[index]);
    }
    if (call.method === 'DELETE') {
      searches.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
  return { searches, state, handle };
}

function stub(fake: ReturnType<typeof fakeSavedSearches>) {
  return stubApi(meResponse({ roles: ['programs_college_staff'] }), (call) => {
    if (call.path === '/api/rank-ladders') return json(200, { titles: [] });
    if (call.path === '/api/players') return json(200, EMPTY);
    if (call.path.startsWith('/api/saved-searches')) return fake.handle(call);
    return undefined;
  });
}
const render = (url = '/players') => renderTeamRoute(<PlayersRoute />, { path: paths.players.path, url });

describe('Save search', () => {
  it('saves the current filters and sort without the page, with focus in the name field and back on the button', async () => {
    const fake = fakeSavedSearches([]);
    const calls = stub(fake);
    render('/players?state=TX&classYears=2027,2028&hasHighlights=true&sort=class_year&page=3');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Save search' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    expect(within(dialog).getByText(/0 of 3 saved searches used at Austin College/)).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Texas class');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Texas class',
      filters: { state: 'TX', classYears: [2027, 2028], hasHighlights: true, sort: 'class_year' },
    });
    await waitFor(() => expect(open).toHaveFocus());
    expect(await screen.findByRole('button', { name: /Saved searches \(1\)/ })).toBeInTheDocument();
  });

  it('checks the name before asking, and shows the server\u2019s message for a name already used under the field', async () => {
    const fake = fakeSavedSearches([{ name: 'Duelists', filters: { sort: 'updated' } }]);
    const calls = stub(fake);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'duelists');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_TEXTS.nameTaken)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('at the limit shows the upgrade prompt to the college\u2019s plans instead of the form', async () => {
    const fake = fakeSavedSearches(
      [
        { name: 'One', filters: {} },
        { name: 'Two', filters: {} },
        { name: 'Three', filters: {} },
      ],
      { canUpgrade: true },
    );
    stub(fake);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByText(PLAN_TEXTS.collegeLimitReached('saved_searches', 3))).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', `/subscription?college=${COLLEGE.id}`);
  });

  it('when another staff member took the last place, the server\u2019s refusal turns the dialog into the prompt; staff who cannot buy are told whom to ask', async () => {
    const fake = fakeSavedSearches([{ name: 'One', filters: {} }], { refuseNextCreate: true });
    stub(fake);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PLAN_TEXTS.collegeLimitReached('saved_searches', 3))).toBeInTheDocument();
    expect(within(dialog).getByText('Ask an admin of Austin College about upgrading.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'See plans' })).toBeNull();
  });
});

describe('Saved searches', () => {
  it('runs a saved search: /players with its filters', async () => {
    const fake = fakeSavedSearches([{ name: 'Valorant IGLs', filters: { game: 'valorant', roles: ['IGL', 'Duelist'], minGpa: 3.5, sort: 'updated' } }]);
    const calls = stub(fake);
    const { router } = render('/players?state=TX&page=2');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /Saved searches \(1\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Run Valorant IGLs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?game=valorant&roles=IGL%2CDuelist&minGpa=3.5'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ path: '/api/players' }));
    expect(Object.fromEntries(calls.filter((call) => call.path === '/api/players').at(-1)!.search)).toEqual({ game: 'valorant', roles: 'IGL,Duelist', minGpa: '3.5' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('renames and deletes, showing the usage against the limit', async () => {
    const fake = fakeSavedSearches([
      { name: 'Alpha', filters: {} },
      { name: 'Beta', filters: {} },
    ]);
    const calls = stub(fake);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Saved searches \(2\)/ }));
    const panel = screen.getByRole('region', { name: 'Saved searches' });
    expect(within(panel).getByText('2 of 3 saved searches used at Austin College, by all its staff.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Rename Alpha' }));
    const field = within(panel).getByRole('textbox', { name: 'New name for Alpha' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Beta');
    await user.click(within(panel).getByRole('button', { name: 'Rename' }));
    expect(await within(panel).findByText(SAVED_SEARCH_TEXTS.nameTaken)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Gamma');
    await user.click(within(panel).getByRole('button', { name: 'Rename' }));
    expect(await within(panel).findByRole('link', { name: 'Run Gamma' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)).toMatchObject({ path: '/api/saved-searches/search-1', body: { name: 'Gamma' } });

    await user.click(within(panel).getByRole('button', { name: 'Delete Beta' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(panel).queryByRole('link', { name: 'Run Beta' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/saved-searches/search-2')).toBe(true);
    expect(await within(panel).findByText('1 of 3 saved searches used at Austin College, by all its staff.')).toBeInTheDocument();
  });

  it('a recruiter without a college sees the free limit in its own words, without a plan to buy', async () => {
    const fake = fakeSavedSearches(
      [
        { name: 'One', filters: {} },
        { name: 'Two', filters: {} },
        { name: 'Three', filters: {} },
      ],
      { college: null },
    );
    stub(fake);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Saved searches \(3\)/ }));
    const panel = screen.getByRole('region', { name: 'Saved searches' });
    expect(within(panel).getByText('3 of 3 saved searches used.')).toBeInTheDocument();
    expect(within(panel).getByText(SAVED_SEARCH_TEXTS.personalLimit(3))).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('says when there are none', async () => {
    stub(fakeSavedSearches([]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Saved searches \(0\)/ }));
    expect(within(screen.getByRole('region', { name: 'Saved searches' })).getByText(SAVED_SEARCH_TEXTS.empty)).toBeInTheDocument();
  });

  it('Escape in the panel closes it and puts focus back on its button', async () => {
    stub(fakeSavedSearches([{ name: 'Alpha', filters: {} }]));
    render();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /Saved searches \(1\)/ });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Run Alpha' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved searches' })).toBeNull());
    expect(toggle).toHaveFocus();
  });
});
