/** Test data for the profile setup screen tests: a draft and a two-title ladder answer. Not part of the app bundle. */
import type { ProfileSetupDraft, RankLaddersResponse } from '#shared/contracts/profile-setup.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import { meResponse } from '#web/test/teams/teams-test-harness.tsx';

export const TIER_IDS = {
  gold: '00000000-0000-4000-8000-00000000a001',
  diamond: '00000000-0000-4000-8000-00000000a002',
  radiant: '00000000-0000-4000-8000-00000000a003',
};

export const LADDERS: RankLaddersResponse = {
  titles: [
    {
      slug: 'valorant',
      name: 'Valorant',
      ladderName: 'Valorant Competitive',
      season: '2026',
      mainsLabel: 'Agents',
      roles: ['Duelist', 'Controller'],
      regions: ['NA East', 'NA West'],
      tiers: [
        { id: TIER_IDS.gold, name: 'Gold 1', group: 'Gold', ordinal: 1 },
        { id: TIER_IDS.diamond, name: 'Diamond 2', group: 'Diamond', ordinal: 2 },
        { id: TIER_IDS.radiant, name: 'Radiant', group: 'Radiant', ordinal: 3 },
      ],
    },
    { slug: 'rocket-league', name: 'Rocket League', ladderName: 'RL', season: '2026', mainsLabel: 'Cars', roles: ['Striker'], regions: ['NA East'], tiers: [] },
  ],
};

export function draftFixture(overrides: Partial<ProfileSetupDraft> = {}): ProfileSetupDraft {
  return {
    kind: 'player',
    steps: ['identity', 'games', 'academics', 'highlights', 'visibility'],
    onboardingStep: null,
    setupCompletedAt: null,
    completionPercent: 8,
    missing: [
      { step: 'identity', label: 'Add a headline' },
      { step: 'highlights', label: 'Add a highlight' },
    ],
    isMinor: false,
    isPublished: false,
    publishedAt: null,
    guardian: { status: 'none', approvedVisibility: null, revoked: false },
    deletionRequested: false,
    identity: { displayName: 'Nova Strike', slug: 'nova-strike-a1b2c3', firstName: null, lastName: null, headline: null, bio: null, city: null, state: null, timeZone: null },
    games: [],
    academics: { schoolName: null, schoolType: null, gradYear: null, gpa: null, gpaScale: null, satScore: null, actScore: null, intendedMajors: [], academicsVisibility: 'recruiters' },
    highlights: [],
    visibility: { visibility: 'private', openTo: [], recruitingStatus: 'open' },
    ...overrides,
  };
}

/** A signed-in player whose setup is (or is not) finished. */
export function playerMe(setupComplete = false): MeResponse {
  return {
    ...meResponse({ roles: ['recruit_player'] }),
    profile: { id: 'p1', slug: 'nova-strike', displayName: 'Nova Strike', isPublished: setupComplete, themePreference: null, isMinor: false, setupComplete, completionPercent: 50 },
  };
}
