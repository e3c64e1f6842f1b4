import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLEGE_CLAIM_TEXTS, type MyCollegeClaim, type MyCollegeClaimResponse } from '#shared/contracts/college-claims.ts';
import type { College, CollegeProgram } from '#shared/contracts/colleges.ts';
import { LINK_COPIED } from '#web/components/ui/share-link-button.tsx';
import { paths } from '#web/config/paths.ts';
import { SIGN_IN_TO_LIST } from '#web/features/lists/components/add-to-list-menu.tsx';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import { createFakeListsApi } from '#web/test/lists/lists-fake-api.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { CollegePageRoute } from './college-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const OHIO_STATE: College = {
  id: '11111111-1111-4111-8111-111111111111', slug: 'ohio-state-university-main-campus', name: 'Ohio State University-Main Campus',
  city: 'Columbus', state: 'OH', zip: '43201', latitude: 39.999803, longitude: -83.007525, website: 'https://www.osu.edu/',
  predominantDegree: 'bachelor', control: 'public', locale: 'City Large', undergradEnrollment: 45986, admissionRate: 0.5718,
  sat25: 1250, sat75: 1440, act25: 26, act75: 32, tuitionInState: 11936, tuitionOutOfState: 35019, costOfAttendance: 27817,
  isHbcu: false, isClaimed: false, isDemo: false, scholarships: null, programs: [], staff: [], hasStaffContact: false,
  description: null, logoUrl: null, socials: { x: null, twitch: null, youtube: null, discord: null, instagram: null, tiktok: null },
};

const program = (overrides: Partial<CollegeProgram>): CollegeProgram => ({
  id: crypto.randomUUID(), titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', isRecruiting: true, interestFormId: null, rosterSize: 10, openSpots: 3,
  rolesNeeded: [], classYears: [], minTier: null, targetTier: null, minGpa: null, scholarship: null, tryoutNotes: null, roster: null,
  ...overrides,
});

const DEMO_UNIVERSITY: College = {
  ...OHIO_STATE,
  id: '22222222-2222-4222-8222-222222222222', slug: 'demo-university', name: 'Demo University', city: 'Demoville', website: null,
  isDemo: true, scholarships: { min: 500, max: 8000 },
  programs: [
    program({ titleSlug: 'league-of-legends', titleName: 'League of Legends', level: 'club', rosterSize: 8, openSpots: 2, isRecruiting: true }),
    program({
      titleSlug: 'valorant', titleName: 'Valorant', level: 'varsity', isRecruiting: false, rosterSize: 10, openSpots: 3,
      rolesNeeded: [
        { role: 'Duelist', count: 2, priority: 'high' },
        { role: 'Controller', count: 1, priority: 'low' },
      ],
      classYears: [2027, 2028], minTier: { name: 'Diamond 1', ordinal: 16 }, targetTier: { name: 'Ascendant 1', ordinal: 19 }, minGpa: 2.5,
      scholarship: { min: 2000, max: 8000 }, tryoutNotes: 'Demo data: open tryouts online in March.',
      roster: {
        teamName: 'Demo University Esports',
        players: [
          { displayName: 'Parker Player', role: 'starter', profileSlug: 'parker-player' },
          { displayName: 'Avery Adult', role: 'co_captain', profileSlug: null },
        ],
        unnamedPlayers: 2,
      },
    }),
  ],
};

const render = (slug = OHIO_STATE.slug) => renderTeamRoute(<CollegePageRoute />, { path: paths.college.path, url: paths.college.getHref(slug) });

/** Opens the claim dialog and sends it filled in as admissions staff; the dialog, for what it says next. */
async function sendAdmissionsClaim(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Claim this page' }));
  const dialog = await screen.findByRole('dialog');
  await user.selectOptions(within(dialog).getByLabelText('Your role at the college'), 'Admissions');
  await user.type(within(dialog).getByLabelText('Evidence'), 'Director');
  await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
  return dialog;
}

describe('/college/{slug}', () => {
  it('records one college profile view for the college shown (with analytics consent), none for an unknown address', async () => {
    consentToAnalytics();
    stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.path === `/api/colleges/${OHIO_STATE.slug}`) return json(200, OHIO_STATE);
      if (call.path.startsWith('/api/colleges/')) return apiError(404, 'not_found', 'College not found');
      return undefined;
    });
    const first = render();
    await screen.findByRole('heading', { level: 1, name: 'Ohio State University-Main Campus' });
    await waitFor(() => expect(trackedEvents('college_profile_view')).toEqual([expect.objectContaining({ event: 'custom_activity', collegeSlug: OHIO_STATE.slug })]));
    first.unmount();
    render('no-such-college');
    expect(await screen.findByText('College not found')).toBeInTheDocument();
    expect(trackedEvents('college_profile_view')).toHaveLength(1);
  });

  it('shows the header (name, place, website, type, Unclaimed) and the academics and cost, signed out', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ohio State University-Main Campus' })).toBeInTheDocument();
    expect(screen.getByText('Columbus, OH')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('Unclaimed')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: /www\.osu\.edu/ });
    expect(website).toHaveAttribute('href', 'https://www.osu.edu/');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const academics = screen.getByRole('heading', { name: 'Academics' }).closest('[data-slot="card"]')!;
    expect(academics).toHaveTextContent('Admission rate57.2%');
    expect(academics).toHaveTextContent('SAT (25th to 75th percentile)1250 to 1440');
    expect(academics).toHaveTextContent('ACT (25th to 75th percentile)26 to 32');
    const cost = screen.getByRole('heading', { name: 'Cost' }).closest('[data-slot="card"]')!;
    expect(cost).toHaveTextContent('Tuition, in state$11,936');
    expect(cost).toHaveTextContent('Tuition, out of state$35,019');
    expect(cost).toHaveTextContent('Cost of attendance$27,817');
    expect(screen.getByRole('heading', { name: 'Campus' }).closest('[data-slot="card"]')).toHaveTextContent('Undergraduate enrollment45,986');
    expect(calls.map((call) => call.path)).toEqual([`/api/colleges/${OHIO_STATE.slug}`]);
  });

  it('says Not reported for blank facts and shows no website link without one', async () => {
    const blank: College = { ...OHIO_STATE, website: null, admissionRate: null, sat25: null, sat75: null, act25: null, act75: null, costOfAttendance: null };
    stubApi(meResponse(), (call) => (call.path.startsWith('/api/colleges/') ? json(200, blank) : undefined));
    render();
    const academics = (await screen.findByRole('heading', { name: 'Academics' })).closest('[data-slot="card"]')!;
    expect(academics).toHaveTextContent('Admission rateOpen or not reported');
    expect(academics).toHaveTextContent('SAT (25th to 75th percentile)Not reported');
    expect(screen.getByRole('heading', { name: 'Cost' }).closest('[data-slot="card"]')).toHaveTextContent('Cost of attendanceNot reported');
    expect(screen.queryByRole('link', { name: /osu/ })).toBeNull();
  });

  it('shows "College not found" with a way back to the directory on a 404', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path.startsWith('/api/colleges/') ? apiError(404, 'not_found', 'College not found') : undefined));
    render('no-such-college');
    expect(await screen.findByRole('heading', { level: 1, name: 'College not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all colleges' })).toHaveAttribute('href', '/colleges');
  });

  it('shows a load failure with Try Again, which loads the page', async () => {
    let fail = true;
    stubApi(meResponse(), (call) =>
      call.path.startsWith('/api/colleges/') ? (fail ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.') : json(200, OHIO_STATE)) : undefined,
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ohio State University-Main Campus' })).toBeInTheDocument();
  });

  it('says an unclaimed real college lists no programs yet', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined));
    render();
    const programs = (await screen.findByRole('heading', { name: 'Esports programs' })).closest('[data-slot="card"]')!;
    expect(programs).toHaveTextContent('No esports programs are listed for this college yet.');
    expect(programs).toHaveTextContent('Programs appear once the college’s esports staff claim this page and list them.');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Demo data')).toBeNull();
  });

  it('shows a demo college with the Demo data badge and a tab per program, each with its needs, ranks, scholarship, notes and roster', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/colleges/demo-university' ? json(200, DEMO_UNIVERSITY) : undefined));
    render('demo-university');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo University' })).toBeInTheDocument();
    expect(screen.getByText('Demo data')).toBeInTheDocument();
    expect(screen.getByText(/A fictional sample college of the demo data/)).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Esports programs' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['League of Legends · Club', 'Valorant · Varsity']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    let panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Recruiting');
    expect(panel).toHaveTextContent('Roster size8');
    expect(panel).toHaveTextContent('Open spots2');
    expect(panel).toHaveTextContent('Class yearsAny');
    expect(panel).toHaveTextContent('Minimum rankNone');
    expect(panel).toHaveTextContent('ScholarshipsNo esports scholarships');
    expect(panel).toHaveTextContent('No roles listed.');
    expect(within(panel).queryByText('Current roster')).toBeNull();

    // Keyboard: the arrow key moves to the Valorant tab.
    const user = userEvent.setup();
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Valorant · VarsityNot recruiting now');
    expect(panel).toHaveTextContent('LevelVarsity');
    expect(panel).toHaveTextContent('Roster size10');
    expect(panel).toHaveTextContent('Open spots3');
    expect(panel).toHaveTextContent('Class years2027, 2028');
    expect(panel).toHaveTextContent('Minimum rankDiamond 1');
    expect(panel).toHaveTextContent('Target rankAscendant 1');
    expect(panel).toHaveTextContent('Minimum GPA2.50 (4.0 scale)');
    expect(panel).toHaveTextContent('Scholarships$2,000 to $8,000 a year');
    const roles = within(within(panel).getByRole('list', { name: 'Roles needed' })).getAllByRole('listitem');
    expect(roles.map((role) => role.textContent)).toEqual(['Duelist × 2High priority', 'ControllerLow priority']);
    expect(panel).toHaveTextContent('Demo data: open tryouts online in March.');
    expect(panel).toHaveTextContent('From team records: Demo University Esports');
    const players = within(within(panel).getByRole('list', { name: 'Roster players' })).getAllByRole('listitem');
    expect(players.map((player) => player.textContent)).toEqual(['Parker PlayerStarter', 'Avery AdultCo-captain']);
    expect(within(panel).getByRole('link', { name: 'Parker Player' })).toHaveAttribute('href', '/player/parker-player');
    expect(within(panel).queryByRole('link', { name: 'Avery Adult' })).toBeNull();
    expect(panel).toHaveTextContent('2 more players are not named here');
  });
});

describe('claiming the page (docs/decisions/032)', () => {
  const MINE = `/api/colleges/${OHIO_STATE.slug}/claims/mine`;
  const CLAIMS = `/api/colleges/${OHIO_STATE.slug}/claims`;
  const pending: MyCollegeClaim = {
    id: '22222222-2222-4222-8222-222222222222', status: 'pending', role: 'programs_college_staff',
    createdAt: '2026-11-25T08:00:00.000Z', reviewedAt: null, rejectionReason: null,
  };

  it('opens the tab a link names (?program=valorant-varsity, as a directory card links its best match)', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/colleges/demo-university' ? json(200, DEMO_UNIVERSITY) : undefined));
    renderTeamRoute(<CollegePageRoute />, { path: paths.college.path, url: paths.college.getHref('demo-university', 'valorant-varsity') });
    const valorant = await screen.findByRole('tab', { name: 'Valorant · Varsity' });
    expect(valorant).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Duelist');
  });

  it('signed out: a sign-in link instead of the claim button, and no claim request', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined));
    render();
    expect(await screen.findByRole('link', { name: 'Sign in to claim this page' })).toHaveAttribute('href', '/auth?tab=sign-in');
    expect(screen.queryByRole('button', { name: 'Claim this page' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain(MINE);
  });

  it('opens the dialog with focus inside, refuses an empty form with field messages, sends the request and then says it is pending', async () => {
    const user = userEvent.setup();
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === MINE) return json(200, { claim: null, blocked: null });
      if (call.path === CLAIMS && call.method === 'POST') return json(201, pending);
      return call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined;
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Claim this page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim Ohio State University-Main Campus' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText(/We email the answer to pat@example.test/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByText('Pick your role at the college')).toBeInTheDocument();
    expect(within(dialog).getByText('Evidence is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your role at the college')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Your role at the college'), 'Esports program staff');
    await user.type(within(dialog).getByLabelText('Evidence'), 'Assistant coach, listed on the athletics site.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Claim request pending')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ role: 'programs_college_staff', evidence: 'Assistant coach, listed on the athletics site.' });
  });

  it('shows the server’s field message and a refusal inside the dialog', async () => {
    const user = userEvent.setup();
    let answer = apiError(400, 'validation', 'Invalid input', { evidence: 'Evidence must be plain text (no HTML tags)' });
    stubApi(meResponse(), (call) => {
      if (call.path === MINE) return json(200, { claim: null, blocked: null });
      if (call.path === CLAIMS) return answer;
      return call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined;
    });
    render();
    const dialog = await sendAdmissionsClaim(user);
    expect(await within(dialog).findByText('Evidence must be plain text (no HTML tags)')).toBeInTheDocument();

    answer = apiError(409, 'conflict', 'This page has already been claimed by its staff. To join them, contact the college’s esports program through the college.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This page has already been claimed by its staff.');
  });

  it('a pending request shows "Claim request pending" without the button; a rejected one shows the reason and the button again', async () => {
    let claim: MyCollegeClaim = pending;
    stubApi(meResponse(), (call) => {
      if (call.path === MINE) return json(200, { claim, blocked: null });
      return call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined;
    });
    const first = render();
    expect(await screen.findByText('Claim request pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim this page' })).toBeNull();
    first.unmount();

    claim = { ...pending, status: 'rejected', reviewedAt: '2026-11-25T09:00:00.000Z', rejectionReason: 'Not on the staff directory.' };
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your claim of this page was not approved. Reason: Not on the staff directory.');
    expect(screen.getByRole('button', { name: 'Claim this page' })).toBeInTheDocument();
  });

  it('a minor is told that claiming is for adults instead of being offered the form; a request kept from before the rule says it too', async () => {
    let answer: MyCollegeClaimResponse = { claim: null, blocked: 'minor' };
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === MINE) return json(200, answer);
      return call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined;
    });
    const first = render();
    expect(await screen.findByText(COLLEGE_CLAIM_TEXTS.adultsOnly)).toBeInTheDocument();
    expect(COLLEGE_CLAIM_TEXTS.adultsOnly).toContain('you must be 18 or older');
    expect(screen.queryByRole('button', { name: 'Claim this page' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    first.unmount();

    answer = { claim: pending, blocked: 'minor' };
    render();
    expect(await screen.findByText('Claim request pending')).toBeInTheDocument();
    expect(screen.getByText(COLLEGE_CLAIM_TEXTS.adultsOnly)).toBeInTheDocument();
  });

  it('at the limit of pending requests the page says so instead of the button; a refusal in the dialog shows the limit and the page updates', async () => {
    const first = stubApi(meResponse(), (call) => {
      if (call.path === MINE) return json(200, { claim: null, blocked: 'pending_limit' });
      return call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined;
    });
    const page = render();
    expect(await screen.findByText(COLLEGE_CLAIM_TEXTS.pendingLimit)).toBeInTheDocument();
    expect(COLLEGE_CLAIM_TEXTS.pendingLimit).toContain('3 claim requests waiting for review');
    expect(screen.queryByRole('button', { name: 'Claim this page' })).toBeNull();
    expect(first.filter((call) => call.method === 'POST')).toEqual([]);
    page.unmount();
    vi.unstubAllGlobals();

    // Another tab filed the third request meanwhile: the server's 409 is shown, then the page reads the limit.
    const user = userEvent.setup();
    let blocked: MyCollegeClaimResponse['blocked'] = null;
    stubApi(meResponse(), (call) => {
      if (call.path === MINE) return json(200, { claim: null, blocked });
      if (call.path === CLAIMS && call.method === 'POST') {
        blocked = 'pending_limit';
        return apiError(409, 'conflict', COLLEGE_CLAIM_TEXTS.pendingLimit);
      }
      return call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined;
    });
    render();
    await sendAdmissionsClaim(user);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim this page' })).toBeNull());
    expect(screen.getAllByText(COLLEGE_CLAIM_TEXTS.pendingLimit).length).toBeGreaterThan(0);
  });

  it('a claimed page shows Claimed and no claim button; its new admin is told the claim was approved', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === MINE) return json(200, { claim: { ...pending, status: 'approved', reviewedAt: '2026-11-25T09:00:00.000Z' }, blocked: null });
      return call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, { ...OHIO_STATE, isClaimed: true }) : undefined;
    });
    render();
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByText('Unclaimed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim this page' })).toBeNull();
    expect(await screen.findByText('Your claim was approved: you are an admin of this college page.')).toBeInTheDocument();
  });
});

describe('/college/{slug}: Add to my lists and Share', () => {
  const page = (call: ApiCall) => (call.path === `/api/colleges/${OHIO_STATE.slug}` ? json(200, OHIO_STATE) : undefined);

  it('offers a signed-out visitor a sign-in prompt instead of lists', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), page);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Add to my lists: ${OHIO_STATE.name}` }));
    const popover = await screen.findByRole('dialog', { name: `Lists for ${OHIO_STATE.name}` });
    expect(within(popover).getByText(SIGN_IN_TO_LIST)).toBeInTheDocument();
    await user.click(within(popover).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/lists'))).toBe(false);
  });

  it("shows the viewer's college lists, adds the college to one, and creates a college list with it", async () => {
    const fake = createFakeListsApi([], [{ id: OHIO_STATE.id, slug: OHIO_STATE.slug, name: OHIO_STATE.name, city: 'Columbus', state: 'OH', isClaimed: false, isDemo: false }]);
    fake.addList('Players board');
    fake.addList('Dream schools', 'college');
    const calls = stubApi(meResponse(), (call) => (call.path.startsWith('/api/lists') ? fake.handle(call) : page(call)));
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Add to my lists: ${OHIO_STATE.name}` }));
    const box = await screen.findByRole('checkbox', { name: /Dream schools/ });
    expect(screen.queryByRole('checkbox', { name: /Players board/ })).toBeNull();
    expect(calls.find((call) => call.path === '/api/lists/memberships')?.search.get('collegeId')).toBe(OHIO_STATE.id);
    await user.click(box);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Dream schools/ })).toHaveAttribute('aria-checked', 'true'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ collegeId: OHIO_STATE.id });

    await user.click(screen.getByRole('button', { name: 'New list…' }));
    await user.type(await screen.findByLabelText('New list name'), 'Midwest');
    await user.click(screen.getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Midwest/ })).toHaveAttribute('aria-checked', 'true'));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/lists')?.body).toEqual({ name: 'Midwest', itemType: 'college' });
  });

  it('copies the public page address with Share, or shows it to copy by hand', async () => {
    stubApi(meResponse({ signedIn: false }), page);
    render();
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const address = `${window.location.origin}/college/${OHIO_STATE.slug}`;
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this college' });
    expect(within(dialog).getByLabelText('College page link')).toHaveValue(address);
  });
});
