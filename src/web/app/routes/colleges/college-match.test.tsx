/**
 * The signed-in player's match on the college page's program tabs
 * (docs/decisions/030, "Preferences and the match on the college side"):
 * signed out, loading, load error, no player profile, not a player, the
 * match with its Why? breakdown (focus in the dialog and back), caps and the
 * unknown factors with how to fill them in.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { College, CollegeProgram } from '#shared/contracts/colleges.ts';
import { MATCH_TEXTS, type CollegeMatchResponse } from '#shared/contracts/match.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import { matchScore } from '#shared/match/match-score.ts';
import { SAMPLE_PLAYER, SAMPLE_PROGRAM } from '#shared/test/match/match-test-data.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { CollegePageRoute } from './college-page.tsx';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5000 });

const PROGRAM: CollegeProgram = {
  id: '33333333-3333-4333-8333-333333333333', titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', isRecruiting: true, interestFormId: null, rosterSize: 10, openSpots: 2,
  rolesNeeded: [{ role: 'Controller', count: 1, priority: 'high' }, { role: 'Sentinel', count: 1, priority: 'medium' }],
  classYears: [2027, 2028], minTier: { name: 'Gold 2', ordinal: 11 }, targetTier: { name: 'Ascendant 1', ordinal: 19 }, minGpa: 3,
  scholarship: { min: 10_000, max: 20_000 }, tryoutNotes: null, roster: null,
};

const RED_RIVER: College = {
  id: '44444444-4444-4444-8444-444444444444', slug: 'red-river-tech', name: 'Red River Tech', city: 'Dallas', state: 'TX', zip: '75201',
  latitude: 32.7767, longitude: -96.797, website: null, predominantDegree: 'bachelor', control: 'public', locale: 'City Large',
  undergradEnrollment: 12_400, admissionRate: 0.6, sat25: 1180, sat75: 1380, act25: 24, act75: 30, tuitionInState: 11_200, tuitionOutOfState: 29_000,
  costOfAttendance: 30_000, isHbcu: false, isClaimed: true, isDemo: true, scholarships: { min: 10_000, max: 20_000 }, programs: [PROGRAM], staff: [], hasStaffContact: false,
  description: null, logoUrl: null, socials: { x: null, twitch: null, youtube: null, discord: null, instagram: null, tiktok: null },
};

const MATCH_PATH = `/api/colleges/${RED_RIVER.slug}/match`;

function playerMe(): MeResponse {
  return {
    ...meResponse({ roles: ['recruit_player'] }),
    profile: { id: 'profile-1', slug: 'riley', displayName: 'Riley', isPublished: true, themePreference: null, isMinor: false, setupComplete: true, completionPercent: 90 },
  };
}

const worked = (): CollegeMatchResponse => ({
  eligibility: 'player',
  hasPreferences: true,
  programs: [{ programId: PROGRAM.id, match: matchScore(SAMPLE_PLAYER, SAMPLE_PROGRAM, { perspective: 'player' }) }],
});

function stubPage(me: MeResponse, match: (call: ApiCall) => Response | Promise<Response>) {
  return stubApi(me, (call) => {
    if (call.path === `/api/colleges/${RED_RIVER.slug}`) return json(200, RED_RIVER);
    if (call.path === MATCH_PATH) return match(call);
    return undefined;
  });
}

const render = () => renderTeamRoute(<CollegePageRoute />, { path: paths.college.path, url: paths.college.getHref(RED_RIVER.slug) });
const programPanel = async () => screen.findByRole('tabpanel', { name: 'Valorant · Varsity' });

describe('the player’s match on the college page', () => {
  it('asks a signed-out visitor to sign in, without asking for a match', async () => {
    const calls = stubPage(meResponse({ signedIn: false }), () => json(200, worked()));
    render();
    const panel = await programPanel();
    expect(within(panel).getByRole('link', { name: MATCH_TEXTS.signInPrompt })).toHaveAttribute('href', paths.auth.root.getHref('sign-in'));
    expect(calls.map((call) => call.path)).toEqual([`/api/colleges/${RED_RIVER.slug}`]);
  });

  it('shows "Your match: 92% Excellent" and opens Why? with every factor, focus inside, and back on Escape', async () => {
    stubPage(playerMe(), () => json(200, worked()));
    render();
    const panel = await programPanel();
    expect(await within(panel).findByText('Your match: 92% Excellent')).toBeInTheDocument();
    expect(within(panel).getByText('High confidence')).toBeInTheDocument();
    // With preferences set, no prompt to set them.
    expect(within(panel).queryByRole('link', { name: MATCH_TEXTS.setPreferencesPrompt })).toBeNull();

    const user = userEvent.setup();
    const why = within(panel).getByRole('button', { name: 'Why 92%? Valorant · Varsity' });
    await user.click(why);
    const dialog = await screen.findByRole('dialog', { name: 'Your match with Valorant · Varsity: 92% Excellent' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(dialog).toHaveTextContent('High confidence: 100% of the weight rests on facts we know.');
    const factors = within(within(dialog).getByRole('list', { name: 'Match factors' })).getAllByRole('listitem');
    expect(factors.map((item) => item.textContent)).toEqual([
      'Skill27 of 30 points · weight 30Diamond 2 vs target Ascendant 1',
      'Role12 of 15 points · weight 15Controller (secondary) is a high-priority need',
      'Class year10 of 10 points · weight 10Class of 2027 is recruited (2027, 2028)',
      'Academics15 of 15 points · weight 15GPA 3.60 (4.5 on 5.0) meets minimum 3.00; SAT 1400 at or above the 75th percentile (1180-1380)',
      'Location10 of 10 points · weight 10Texas is in your states (OK, TX); medium campus (12,400 undergraduates), as you prefer',
      'Cost8 of 10 points · weight 10About $14,000/yr (out-of-state $29,000 - $15,000 typical scholarship) vs your $10,000 budget; Scholarships $10,000-$20,000/yr',
      'Level10 of 10 points · weight 10Varsity, the level you seek',
    ]);
    expect(within(dialog).queryByText(/Capped at/)).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(why).toHaveFocus();
  });

  it('shows the caps with their reasons and how to fill each unknown factor in, with the preferences prompt', async () => {
    const player = { ...SAMPLE_PLAYER, games: [], gpa: null, gpaScale: null, preferences: null };
    stubPage(playerMe(), () =>
      json(200, { eligibility: 'player', hasPreferences: false, programs: [{ programId: PROGRAM.id, match: matchScore(player, SAMPLE_PROGRAM, { perspective: 'player' }) }] }),
    );
    render();
    const panel = await programPanel();
    expect(await within(panel).findByText(/^Your match: \d+% (Medium|Low)$/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: MATCH_TEXTS.setPreferencesPrompt })).toHaveAttribute('href', '/player/riley#college-preferences');
    await userEvent.setup().click(within(panel).getByRole('button', { name: /^Why/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Capped at 69' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("No Valorant rank shown; the program's minimum is Gold 2");
    expect(dialog).toHaveTextContent("No GPA shown; the program's minimum is 3.00");
    expect(dialog).toHaveTextContent('Skill15 of 30 points · weight 30 · unknown');
    expect(within(dialog).getByRole('link', { name: 'Add your current rank for this game to your profile.' })).toHaveAttribute('href', '/player/riley');
    expect(within(dialog).getByRole('link', { name: /Set your college preferences: your budget/ })).toHaveAttribute('href', '/player/riley#college-preferences');
  });

  it('says it is loading, then shows a load error whose Try Again loads the match', async () => {
    let answer: 'pending' | 'error' | 'ok' = 'pending';
    let release: (() => void) | null = null;
    stubPage(playerMe(), async () => {
      if (answer === 'pending') await new Promise<void>((resolve) => (release = resolve));
      return answer === 'ok' ? json(200, worked()) : apiError(500, 'internal', 'Something went wrong on our side. Please try again.');
    });
    render();
    const panel = await programPanel();
    expect(await within(panel).findByRole('status')).toHaveTextContent('Loading your match...');
    answer = 'error';
    release!();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your match.');
    answer = 'ok';
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByText('Your match: 92% Excellent')).toBeInTheDocument();
  });

  it('asks a signed-in user without a player profile to create one, and shows recruiters nothing', async () => {
    stubPage(playerMe(), () => json(200, { eligibility: 'no_player_profile', hasPreferences: false, programs: [] }));
    const first = render();
    const panel = await programPanel();
    expect(await within(panel).findByRole('link', { name: MATCH_TEXTS.createProfilePrompt })).toHaveAttribute('href', paths.welcome.getHref());
    first.unmount();
    vi.unstubAllGlobals();

    const calls = stubPage(meResponse({ roles: ['coaching_program_coach_college_coach'] }), () => json(200, { eligibility: 'not_a_player', hasPreferences: false, programs: [] }));
    render();
    const coachPanel = await programPanel();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(MATCH_PATH));
    await waitFor(() => expect(within(coachPanel).queryByRole('status')).toBeNull());
    expect(within(coachPanel).queryByText(/Your match/)).toBeNull();
    expect(within(coachPanel).queryByRole('link', { name: MATCH_TEXTS.createProfilePrompt })).toBeNull();
  });
});
