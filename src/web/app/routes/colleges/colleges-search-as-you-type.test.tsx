/**
 * /colleges as issue 26 (items 4 and 6, docs/decisions/076) asks: the name
 * searches as you type (one request per pause, the URL in step and
 * replaced rather than stacked, the last answer kept on screen while the
 * next loads, Back refilling the field), a card whose match is for a game
 * the player has not added says why, and on phones the filters fold behind a
 * "Filters" button counting those on.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLEGE_TEXTS, type CollegeSearchResponse, type CollegeSummary } from '#shared/contracts/colleges.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import { paths } from '#web/config/paths.ts';
import { json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { CollegesRoute } from './colleges.tsx';

afterEach(() => vi.unstubAllGlobals());

const college = (slug: string, name: string, extra: Partial<CollegeSummary> = {}): CollegeSummary => ({
  id: crypto.randomUUID(), slug, name, city: 'Columbus', state: 'OH', control: 'public', undergradEnrollment: 45986,
  admissionRate: 0.5718, tuitionInState: 11936, tuitionOutOfState: 35019, isClaimed: false, isDemo: false, programs: [], scholarships: null,
  ...extra,
});
const page = (rows: CollegeSummary[], playerMatch?: CollegeSearchResponse['playerMatch']): CollegeSearchResponse => ({
  rows, total: rows.length, page: 1, pageSize: 20, ...(playerMatch ? { playerMatch } : {}),
});
const render = (url = '/colleges') => renderTeamRoute(<CollegesRoute />, { path: paths.colleges.path, url });
const collegeCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/colleges');

describe('/colleges: search as you type', () => {
  it('asks once per pause in typing, keeps the URL in step by replacing the entry, and keeps the last results until the next arrive', async () => {
    let release: (() => void) | undefined;
    const calls = stubApi(meResponse({ signedIn: false }), async (call) => {
      if (call.path !== '/api/colleges') return undefined;
      const q = call.search.get('q');
      if (q === 'ohio st') await new Promise<void>((resolve) => (release = resolve));
      return json(200, page([college(q ? 'ohio-state' : 'recruiting-first', q ? 'Ohio State University' : 'Recruiting First College')]));
    });
    const { router } = render();
    await screen.findByRole('link', { name: 'Recruiting First College' });
    // Typed in one go: no request until the pause, then one for the whole text.
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'College name' }), 'ohio st');
    expect(collegeCalls(calls).filter((call) => call.search.has('q'))).toEqual([]);
    await waitFor(() => expect(router.state.location.search).toBe('?q=ohio+st'));
    // Replaced, not pushed: Back leaves the page rather than stepping through each pause's text.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(collegeCalls(calls).filter((call) => call.search.has('q')).map((call) => call.search.get('q'))).toEqual(['ohio st']));
    // While the answer is on its way the earlier results stay (no flash of an empty list or "Searching...").
    expect(screen.getByRole('link', { name: 'Recruiting First College' })).toBeInTheDocument();
    expect(screen.queryByText(COLLEGE_TEXTS.noResults)).toBeNull();
    expect(screen.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
    act(() => release!());
    await screen.findByRole('link', { name: 'Ohio State University' });
    expect(screen.getByRole('searchbox', { name: 'College name' })).toHaveValue('ohio st');
  });

  it('refills the field when the URL changes from elsewhere (a link, Back), and empties the search when the text is cleared', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/colleges' ? json(200, page([college('a', 'Alpha College')])) : undefined));
    const { router } = render('/colleges?q=alpha');
    const field = await screen.findByRole('searchbox', { name: 'College name' });
    expect(field).toHaveValue('alpha');
    await act(() => router.navigate('/colleges?q=mit&state=MA'));
    await waitFor(() => expect(field).toHaveValue('mit'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(field).toHaveValue('alpha'));
    await userEvent.setup({ delay: null }).clear(field);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(collegeCalls(calls).at(-1)!.search.has('q')).toBe(false));
  });
});

describe('/colleges: Filters fold on phones', () => {
  it('puts the filters behind a "Filters" button that says how many are on, keeping the name search and results in view', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/colleges' ? json(200, page([college('a', 'Alpha College')])) : undefined));
    render('/colleges?q=alpha&state=OH&recruiting=true&sort=name');
    await screen.findByRole('link', { name: 'Alpha College' });
    // Two filters on (the name search and the sort are not filters).
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('data-open', 'false');
    expect(within(panel).getByRole('combobox', { name: 'State' })).toHaveValue('OH');
    expect(within(panel).queryByRole('searchbox')).toBeNull();
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('says "Filters" alone when none is on', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/colleges' ? json(200, page([college('a', 'Alpha College')])) : undefined));
    render('/colleges?q=alpha');
    await screen.findByRole('link', { name: 'Alpha College' });
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('/colleges: Best match says why another game is shown', () => {
  function playerMe(): MeResponse {
    return {
      ...meResponse({ roles: ['recruit_player'] }),
      profile: { id: 'profile-1', slug: 'riley', displayName: 'Riley', isPublished: true, themePreference: null, isMinor: false, setupComplete: true, completionPercent: 90 },
    };
  }
  const match = (titleSlug: string, titleName: string, inPlayerGames: boolean) => ({
    programId: crypto.randomUUID(), titleSlug, titleName, level: 'varsity' as const, score: 74, band: 'high' as const,
    confidence: { value: 0.7, level: 'medium' as const }, reasons: [], inPlayerGames,
  });

  it('tells the player on the card that the program is in a game they have not added, and says nothing on their own game’s card', async () => {
    stubApi(playerMe(), (call) =>
      call.path === '/api/colleges'
        ? json(200, page([college('mine', 'Valorant College', { match: match('valorant', 'Valorant', true) }), college('other', 'Rocket College', { match: match('rocket-league', 'Rocket League', false) })], { hasPreferences: true }))
        : undefined,
    );
    render('/colleges?sort=match');
    const other = (await screen.findByRole('link', { name: 'Rocket College' })).closest('li')!;
    expect(other).toHaveTextContent(COLLEGE_TEXTS.otherGameMatch('Rocket League'));
    expect(other).toHaveTextContent('Not one of your games: you have no Rocket League game profile');
    const mine = screen.getByRole('link', { name: 'Valorant College' }).closest('li')!;
    expect(within(mine).queryByText(/Not one of your games/)).toBeNull();
    expect(within(mine).getByText('Your match: 74% High')).toBeInTheDocument();
  });
});
