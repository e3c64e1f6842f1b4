/**
 * The directory for a signed-in player (docs/decisions/030, "Preferences and
 * the match on the college side"): the cards' match with the top two
 * reasons, "Best match" offered only when the answer carries the player's
 * match, and the prompt to set preferences.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollegeSearchResponse, CollegeSummary } from '#shared/contracts/colleges.ts';
import { MATCH_TEXTS } from '#shared/contracts/match.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import { paths } from '#web/config/paths.ts';
import { json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { CollegesRoute } from './colleges.tsx';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5000 });

const college = (slug: string, name: string, extra: Partial<CollegeSummary> = {}): CollegeSummary => ({
  id: crypto.randomUUID(), slug, name, city: 'Dallas', state: 'TX', control: 'public', undergradEnrollment: 12_400,
  admissionRate: 0.6, tuitionInState: 11_200, tuitionOutOfState: 29_000, isClaimed: true, isDemo: true,
  programs: [{ titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', isRecruiting: true, interestFormId: null }], scholarships: { min: 10_000, max: 20_000 },
  ...extra,
});

const RED_RIVER = college('red-river-tech', 'Red River Tech', {
  match: {
    programId: '33333333-3333-4333-8333-333333333333', titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', score: 92, band: 'excellent', confidence: { value: 1, level: 'high' },
    reasons: [
      { factor: 'skill', evidence: 'Diamond 2 vs target Ascendant 1' },
      { factor: 'academics', evidence: 'GPA 3.60 (4.5 on 5.0) meets minimum 3.00' },
    ],
  },
});
const NO_PROGRAM = college('plain-college', 'Plain College', { programs: [], scholarships: null, match: null });

const page = (rows: CollegeSummary[], playerMatch?: CollegeSearchResponse['playerMatch']): CollegeSearchResponse => ({ rows, total: rows.length, page: 1, pageSize: 20, ...(playerMatch ? { playerMatch } : {}) });

function playerMe(): MeResponse {
  return {
    ...meResponse({ roles: ['recruit_player'] }),
    profile: { id: 'profile-1', slug: 'riley', displayName: 'Riley', isPublished: true, themePreference: null, isMinor: false, setupComplete: true, completionPercent: 90 },
  };
}

const render = (url = '/colleges') => renderTeamRoute(<CollegesRoute />, { path: paths.colleges.path, url });

describe('/colleges for a signed-in player', () => {
  it('shows each card’s match with its program and the top two reasons, and sorts by Best match on request', async () => {
    const calls = stubApi(playerMe(), (call) => (call.path === '/api/colleges' ? json(200, page([RED_RIVER, NO_PROGRAM], { hasPreferences: true })) : undefined));
    const { router } = render();
    const name = await screen.findByRole('link', { name: 'Red River Tech' });
    // The name opens the college page on the best match's tab.
    expect(name.getAttribute('href')).toMatch(/\?program=valorant-varsity$/);
    const card = name.closest('li')!;
    expect(within(card).getByText('Your match: 92% Excellent')).toBeInTheDocument();
    expect(card).toHaveTextContent('Valorant Varsity, high confidence');
    expect(within(within(card).getByRole('list', { name: 'Top reasons' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Skill: Diamond 2 vs target Ascendant 1',
      'Academics: GPA 3.60 (4.5 on 5.0) meets minimum 3.00',
    ]);
    const plainName = screen.getByRole('link', { name: 'Plain College' });
    expect(plainName.getAttribute('href')).not.toContain('?program=');
    const plain = plainName.closest('li')!;
    expect(within(plain).queryByText(/Your match/)).toBeNull();
    expect(screen.queryByRole('link', { name: MATCH_TEXTS.setPreferencesPrompt })).toBeNull();

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Relevance, recruiting programs first', 'Name (A to Z)', 'Distance from a ZIP code or state', 'Best match']);
    await userEvent.setup().selectOptions(sort, 'match');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=match'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/colleges' && call.search.get('sort') === 'match')).toBe(true));
    expect(sort).toHaveValue('match');
  });

  it('asks a player without preferences to set them, linking to their profile’s preferences', async () => {
    stubApi(playerMe(), (call) => (call.path === '/api/colleges' ? json(200, page([RED_RIVER], { hasPreferences: false })) : undefined));
    render();
    expect(await screen.findByRole('link', { name: MATCH_TEXTS.setPreferencesPrompt })).toHaveAttribute('href', '/player/riley#college-preferences');
  });

  it('offers anyone else no Best match (name or distance only), even with sort=match in the address', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/colleges' ? json(200, page([college('a', 'Alpha College')])) : undefined));
    render('/colleges?sort=match');
    await screen.findByRole('link', { name: 'Alpha College' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Relevance, recruiting programs first', 'Name (A to Z)', 'Distance from a ZIP code or state']);
    expect(sort).toHaveValue('name');
    expect(screen.queryByText(/Your match/)).toBeNull();
    expect(screen.queryByRole('link', { name: MATCH_TEXTS.setPreferencesPrompt })).toBeNull();
  });
});
