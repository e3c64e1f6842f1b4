/**
 * "Apply" to a program (docs/decisions/069): on its tab of the college page
 * and on its chip of a directory card, for a program whose response carries
 * an open interest form, opening that form; none for a program without one.
 * The data comes with the page's own request: no request per card.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLEGE_TEXTS, type College, type CollegeProgram, type CollegeSearchResponse, type CollegeSummary } from '#shared/contracts/colleges.ts';
import { paths } from '#web/config/paths.ts';
import { json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { CollegePageRoute } from './college-page.tsx';
import { CollegesRoute } from './colleges.tsx';

afterEach(() => vi.unstubAllGlobals());

const FORM_ID = '55555555-5555-4555-8555-555555555555';

const program = (overrides: Partial<CollegeProgram>): CollegeProgram => ({
  id: crypto.randomUUID(), titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', isRecruiting: true, interestFormId: null, rosterSize: 10, openSpots: 3,
  rolesNeeded: [], classYears: [], minTier: null, targetTier: null, minGpa: null, scholarship: null, tryoutNotes: null, roster: null,
  ...overrides,
});

const DEMO: College = {
  id: '22222222-2222-4222-8222-222222222222', slug: 'demo-university', name: 'Demo University', city: 'Demoville', state: 'OH', zip: null,
  latitude: null, longitude: null, website: null, predominantDegree: 'bachelor', control: 'public', locale: null, undergradEnrollment: 1000,
  admissionRate: null, sat25: null, sat75: null, act25: null, act75: null, tuitionInState: null, tuitionOutOfState: null, costOfAttendance: null,
  isHbcu: false, isClaimed: false, isDemo: true, scholarships: null, staff: [], hasStaffContact: false, description: null, logoUrl: null,
  socials: { x: null, twitch: null, youtube: null, discord: null, instagram: null, tiktok: null },
  programs: [
    program({ titleSlug: 'league-of-legends', titleName: 'League of Legends', level: 'club' }),
    program({ interestFormId: FORM_ID }),
  ],
};

const card = (slug: string, name: string, programs: CollegeSummary['programs']): CollegeSummary => ({
  id: crypto.randomUUID(), slug, name, city: 'Columbus', state: 'OH', control: 'public', undergradEnrollment: 45986,
  admissionRate: 0.5718, tuitionInState: 11936, tuitionOutOfState: 35019, isClaimed: true, isDemo: false, programs, scholarships: null,
});

describe('Apply on the college page', () => {
  it('shows Apply on the tab of a program with an open form, opening it, and none on a tab without one', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/colleges/demo-university' ? json(200, DEMO) : undefined));
    renderTeamRoute(<CollegePageRoute />, { path: paths.college.path, url: paths.college.getHref('demo-university') });
    await screen.findByRole('heading', { level: 1, name: 'Demo University' });
    // League of Legends first: no form, no Apply.
    expect(within(screen.getByRole('tabpanel')).queryByRole('link', { name: /^Apply/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Valorant · Varsity' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent(COLLEGE_TEXTS.applyExplainer);
    const apply = within(panel).getByRole('link', { name: 'Apply to Valorant Varsity' });
    expect(apply).toHaveAttribute('href', paths.collegeApply.getHref('demo-university', FORM_ID));
    expect(apply.textContent?.startsWith(COLLEGE_TEXTS.apply)).toBe(true);
    expect(calls.filter((call) => call.path.startsWith('/api/colleges')).map((call) => call.path)).toEqual(['/api/colleges/demo-university']);
  });
});

describe('Apply on the directory cards', () => {
  it('shows Apply on each program chip with an open form, opening it, with no request of its own', async () => {
    const response: CollegeSearchResponse = {
      rows: [
        card('red-river', 'Red River College', [
          { titleSlug: 'overwatch', titleName: 'Overwatch', level: 'club', isRecruiting: false, interestFormId: null },
          { titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', isRecruiting: true, interestFormId: FORM_ID },
        ]),
        card('plain', 'Plain College', [{ titleSlug: 'valorant', titleName: 'Valorant', level: 'club', isRecruiting: true, interestFormId: null }]),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/colleges' ? json(200, response) : undefined));
    renderTeamRoute(<CollegesRoute />, { path: paths.colleges.path, url: '/colleges' });
    const redRiver = (await screen.findByRole('link', { name: 'Red River College' })).closest('li')!;
    const apply = within(redRiver).getByRole('link', { name: 'Apply to Valorant Varsity' });
    expect(apply).toHaveAttribute('href', paths.collegeApply.getHref('red-river', FORM_ID));
    expect(within(redRiver).getAllByRole('link', { name: /^Apply/ })).toHaveLength(1);
    const plain = screen.getByRole('link', { name: 'Plain College' }).closest('li')!;
    expect(within(plain).queryByRole('link', { name: /^Apply/ })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/colleges')).map((call) => call.path)).toEqual(['/api/colleges']);
  });
});
