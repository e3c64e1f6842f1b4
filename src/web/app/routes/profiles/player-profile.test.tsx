import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_PROFILE_TEXTS, type PlayerProfile } from '#shared/contracts/player-profile.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import type { ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { paths } from '#web/config/paths.ts';
import { LINK_COPIED } from '#web/components/ui/share-link-button.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { PlayerProfileRoute } from './player-profile.tsx';
import { draftFixture } from '#web/test/profiles/welcome-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const SLUG = 'casey-flex';
const PROFILE_PATH = `/api/players/${SLUG}`;

const VIEWER = { isOwner: false, isPreview: false, canEdit: false, canMessage: false, canAddToList: false };

function profileData(overrides: Partial<PlayerProfile> = {}): PlayerProfile {
  return {
    userId: 'player-1',
    slug: SLUG,
    displayName: 'CaseyFlex',
    avatarUrl: null,
    firstName: 'Casey',
    lastName: 'Jordan',
    headline: 'Controller main, shotcaller',
    bio: null,
    city: 'Austin',
    state: 'TX',
    timeZone: 'America/Chicago',
    gradYear: 2027,
    schoolName: 'Central High',
    schoolType: 'high_school',
    recruitingStatus: 'open',
    publication: null,
    games: [
      {
        titleSlug: 'valorant',
        titleName: 'Valorant',
        inGameName: 'Casey#NA1',
        region: 'NA Central',
        primaryRole: 'Controller',
        secondaryRole: 'Initiator',
        mains: ['Omen', 'Viper'],
        currentRank: { name: 'Diamond 2', tierGroup: 'Diamond', ordinal: 17 },
        peakRank: { name: 'Immortal 1', tierGroup: 'Immortal', ordinal: 22 },
        rankSource: 'self_reported',
        rankAsOf: '2026-01-15',
        hoursPerWeek: 20,
        availability: ['mon:evening', 'tue:evening', 'wed:evening', 'thu:evening', 'fri:evening'],
      },
      {
        titleSlug: 'league-of-legends',
        titleName: 'League of Legends',
        inGameName: null,
        region: null,
        primaryRole: 'Mid',
        secondaryRole: null,
        mains: [],
        currentRank: { name: 'Gold I', tierGroup: 'Gold', ordinal: 16 },
        peakRank: null,
        rankSource: 'coach_confirmed',
        rankAsOf: null,
        hoursPerWeek: null,
        availability: [],
      },
    ],
    highlights: [{ id: '00000000-0000-4000-8000-000000000001', title: 'Ace on Ascent', url: 'https://youtu.be/abc', position: 0 }],
    academics: null,
    teamRecord: {
      rosters: [{ teamId: '00000000-0000-4000-8000-000000000002', teamName: 'Central Owls', organizationType: 'high_school', gameName: 'Valorant', role: 'starter', joinedAt: '2026-01-01T00:00:00.000Z' }],
      attendance: { windowDays: 90, attended: 9, practices: 12, rate: 0.75 },
      tournaments: [{ id: '00000000-0000-4000-8000-000000000003', teamName: 'Central Owls', name: 'State Finals', startDate: '2026-02-01', status: 'completed', placement: '2nd' }],
      achievements: [],
    },
    evaluations: null,
    viewer: VIEWER,
    ...overrides,
  };
}

/** A profile where a minor is shown on a public surface: name, class year and state only. */
const MINOR_PUBLIC_SURFACE: Partial<PlayerProfile> = {
  firstName: null,
  lastName: null,
  headline: null,
  city: null,
  timeZone: null,
  schoolName: null,
  schoolType: null,
  recruitingStatus: null,
  games: null,
  highlights: null,
  teamRecord: null,
};

function ownerMe(): MeResponse {
  return {
    ...meResponse(),
    profile: { id: 'profile-1', slug: SLUG, displayName: 'CaseyFlex', isPublished: true, themePreference: null, isMinor: false, setupComplete: true, completionPercent: 100 },
  };
}

function stubProfile(answer: (call: ApiCall) => Response, me: MeResponse = meResponse({ signedIn: false }), other: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubApi(me, (call) => (call.method === 'GET' && call.path === PROFILE_PATH ? answer(call) : other(call)));
}

function renderProfile(query = '') {
  return renderTeamRoute(<PlayerProfileRoute />, { path: paths.player.path, url: `${paths.player.getHref(SLUG)}${query}` });
}

describe('player profile page: what each viewer sees', () => {
  it('shows a signed-out visitor the header, game tabs, highlights and the team record, with Share only', async () => {
    stubProfile(() => json(200, profileData()));
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'CaseyFlex' })).toBeInTheDocument();
    expect(screen.getByText('Class of 2027')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('Open to recruiting')).toBeInTheDocument();

    const valorant = screen.getByRole('tabpanel', { name: 'Valorant' });
    expect(within(valorant).getByText('Diamond 2')).toBeInTheDocument();
    expect(within(valorant).getByText(PLAYER_PROFILE_TEXTS.selfReported)).toBeInTheDocument();
    expect(within(valorant).getByText('As of Jan 15, 2026')).toBeInTheDocument();
    expect(within(valorant).getByText('Weeknights')).toBeInTheDocument();
    expect(within(valorant).getByText('Omen, Viper')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'League of Legends' }));
    expect(within(screen.getByRole('tabpanel', { name: 'League of Legends' })).getByText(PLAYER_PROFILE_TEXTS.coachConfirmed)).toBeInTheDocument();

    const record = screen.getByRole('region', { name: 'Team record' });
    expect(within(record).getAllByText(/From team records/).length).toBeGreaterThan(0);
    // The organization type reads as the teams screens word it (one label set, #shared/contracts/teams.ts).
    expect(within(record).getByText(/· High School · Valorant · starter/)).toBeInTheDocument();
    expect(within(record).getByText('75%')).toBeInTheDocument();
    expect(within(record).getByText('State Finals')).toBeInTheDocument();
    expect(within(record).getByText('No achievements yet.')).toBeInTheDocument();
    expect(within(record).queryByRole('button', { name: /edit/i })).toBeNull();

    expect(screen.getByRole('link', { name: /Ace on Ascent/ })).toHaveAttribute('href', 'https://youtu.be/abc');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview as a recruiter' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'College board' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Academics' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Coach evaluations' })).toBeNull();
  });

  it("shows a minor's public surface as name, class year and state only", async () => {
    stubProfile(() => json(200, profileData(MINOR_PUBLIC_SURFACE)));
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'CaseyFlex' })).toBeInTheDocument();
    expect(screen.getByText('Class of 2027')).toBeInTheDocument();
    expect(screen.getByText('TX')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Games' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Team record' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
    expect(screen.queryByText('Casey Jordan')).toBeNull();
  });

  it('lets a recruiter message the player: opens the direct conversation and goes to it in the inbox', async () => {
    const calls = stubProfile(
      () =>
        json(
          200,
          profileData({
            viewer: { ...VIEWER, canMessage: true, canAddToList: true },
            academics: { gpa: '3.80', gpaScale: '4.0', satScore: 1400, actScore: null, intendedMajors: ['Computer Science'] },
            evaluations: [{ id: '00000000-0000-4000-8000-000000000004', authorName: 'Coach Rivera', teamName: 'Central Owls', body: 'Calm shotcaller.', projectedLevels: ['college_varsity'], updatedAt: '2026-02-01T00:00:00.000Z' }],
          }),
        ),
      meResponse({ roles: ['coaching_program_coach_college_coach'] }),
      (call) => (call.method === 'POST' && call.path === '/api/conversations' ? json(201, { conversation: { id: 'conversation-9' }, isExisting: false }) : undefined),
    );
    const { router } = renderProfile();
    expect(await screen.findByText('3.80 / 4.0')).toBeInTheDocument();
    expect(screen.getByText('Calm shotcaller.')).toBeInTheDocument();
    expect(screen.getByText('Projected: College varsity')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to list: CaseyFlex' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/conversation-9'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'dm', participantIds: ['player-1'] });
  });
});

describe('player profile page: preview as a recruiter', () => {
  it('lets the owner toggle the preview banner, asking the server for the recruiter view', async () => {
    const calls = stubProfile(
      (call) =>
        json(
          200,
          call.search.get('preview') === 'recruiter'
            ? profileData({ viewer: { ...VIEWER, isPreview: true, canMessage: true, canAddToList: true } })
            : profileData({ viewer: { ...VIEWER, isOwner: true, canEdit: true }, publication: { isPublished: true, visibility: 'public', academicsVisibility: 'recruiters', guardianApprovedVisibility: null, isMinor: false, deletionRequested: false, guardianRevoked: false } }),
        ),
      ownerMe(),
    );
    renderProfile();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Preview as a recruiter' });
    // The owner's own recruiting pages (issue 13.8).
    expect(screen.getByRole('link', { name: 'College board' })).toHaveAttribute('href', `/player/${SLUG}/college-board`);
    expect(screen.getByRole('link', { name: 'My pipeline' })).toHaveAttribute('href', `/player/${SLUG}/pipeline`);
    await user.click(screen.getByRole('button', { name: 'Preview as a recruiter' }));
    expect(await screen.findByText(PLAYER_PROFILE_TEXTS.previewBanner)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'College board' })).toBeNull();
    expect(calls.some((call) => call.search.get('preview') === 'recruiter')).toBe(true);
    // In the preview the recruiter's Message shows, but does nothing for the owner.
    expect(screen.getByRole('button', { name: 'Message' })).toBeDisabled();
    expect(screen.queryByText('Everyone can see this profile, signed in or not.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Exit preview' }));
    expect(await screen.findByRole('button', { name: 'Preview as a recruiter' })).toBeInTheDocument();
    expect(screen.queryByText(PLAYER_PROFILE_TEXTS.previewBanner)).toBeNull();
    expect(screen.getByText('Everyone can see this profile, signed in or not.')).toBeInTheDocument();
  });

  it('tells the owner when recruiters cannot see the profile at all', async () => {
    stubProfile(() => apiError(404, 'not_found', PLAYER_PROFILE_TEXTS.notFound), ownerMe());
    renderProfile('?preview=recruiter');
    expect(await screen.findByText(PLAYER_PROFILE_TEXTS.previewHidden)).toBeInTheDocument();
  });
});

describe('player profile page: editing in place', () => {
  const OWNER_VIEW = { ...VIEWER, isOwner: true, canEdit: true };
  /** The owner's draft: same slug as the page (a different one moves the page to it). */
  const ownDraft = (overrides: Partial<ProfileSetupDraft>) => {
    const draft = draftFixture(overrides);
    return { ...draft, identity: { ...draft.identity, slug: SLUG } };
  };

  it('gives the owner an Edit per section but none on the team record', async () => {
    stubProfile(() => json(200, profileData({ viewer: OWNER_VIEW, publication: { isPublished: true, visibility: 'public', academicsVisibility: 'recruiters', guardianApprovedVisibility: null, isMinor: false, deletionRequested: false, guardianRevoked: false } })), ownerMe());
    renderProfile();
    for (const name of ['Edit profile details', 'Edit games', 'Edit highlights', 'Edit school and academics', 'Edit visibility and recruiting status']) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Team record' })).queryByRole('button')).toBeNull();
  });

  it('shows the owner their College preferences, and nobody else: not a recruiter, not the owner’s preview', async () => {
    const preferences = (call: ApiCall) => (call.path === '/api/profile/match-preferences' ? json(200, { preferences: null }) : undefined);
    stubProfile(() => json(200, profileData({ viewer: OWNER_VIEW })), ownerMe(), preferences);
    const owner = renderProfile();
    const region = await screen.findByRole('region', { name: 'College preferences' });
    expect(await within(region).findByRole('button', { name: 'Set preferences' })).toBeInTheDocument();
    owner.unmount();
    vi.unstubAllGlobals();

    const calls = stubProfile(() => json(200, profileData({ viewer: { ...VIEWER, canAddToList: true } })), meResponse({ roles: ['coaching_program_coach_college_coach'] }), preferences);
    const recruiter = renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'CaseyFlex' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'College preferences' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/api/profile/match-preferences');
    recruiter.unmount();
    vi.unstubAllGlobals();

    stubProfile(() => json(200, profileData({ viewer: { ...VIEWER, isPreview: true } })), ownerMe(), preferences);
    renderProfile('?preview=recruiter');
    expect(await screen.findByRole('heading', { level: 1, name: 'CaseyFlex' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'College preferences' })).toBeNull();
  });

  it("opens the section's form filled from the draft, saves it and refreshes the profile", async () => {
    let saved = false;
    const calls = stubProfile(
      () =>
        json(
          200,
          profileData({
            viewer: OWNER_VIEW,
            highlights: saved ? [{ id: '00000000-0000-4000-8000-000000000009', title: 'Clutch 1v3', url: 'https://youtu.be/abc', position: 0 }] : [],
          }),
        ),
      ownerMe(),
      (call) => {
        if (call.method === 'GET' && call.path === '/api/profile/setup') return json(200, ownDraft({ highlights: [{ title: 'Ace on Ascent', url: 'https://youtu.be/abc' }] }));
        if (call.method === 'PUT' && call.path === '/api/profile/setup/highlights') {
          saved = true;
          return json(200, ownDraft({ highlights: [{ title: 'Clutch 1v3', url: 'https://youtu.be/abc' }] }));
        }
        return undefined;
      },
    );
    renderProfile();
    const user = userEvent.setup();
    expect(await screen.findByText('No highlights yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit highlights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit highlights' });
    const title = await within(dialog).findByLabelText('Highlight 1 title');
    expect(title).toHaveValue('Ace on Ascent');
    await user.clear(title);
    await user.type(title, 'Clutch 1v3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: /Clutch 1v3/ })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ highlights: [{ title: 'Clutch 1v3', url: 'https://youtu.be/abc' }] });
  });
});

describe('player profile page: share and states', () => {
  it('copies the link and says "Link copied"', async () => {
    stubProfile(() => json(200, profileData()));
    renderProfile();
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/player/${SLUG}`);
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
  });

  it('shows the link to copy by hand when there is no clipboard', async () => {
    stubProfile(() => json(200, profileData()));
    renderProfile();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this profile' });
    expect(within(dialog).getByLabelText('Profile link')).toHaveValue(`${window.location.origin}/player/${SLUG}`);
  });

  it('shows "Player not found" with a link home on a 404', async () => {
    stubProfile(() => apiError(404, 'not_found', PLAYER_PROFILE_TEXTS.notFound));
    renderProfile();
    expect(await screen.findByRole('heading', { name: PLAYER_PROFILE_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a load failure with Try Again', async () => {
    stubProfile(() => apiError(500, 'internal', 'Something went wrong'));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
