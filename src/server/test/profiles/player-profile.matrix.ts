/**
 * GET /api/players/:slug over every kind of viewer of issue 11 and every
 * state of decision 019 (docs/decisions/055; run by
 * player-profile-access-matrix.api.test.ts): who gets the profile (200) and
 * who gets the unknown-slug answer (404, the same body), what each viewer may
 * do with it, and on a minor's public surface which fields are left. One
 * entry per profile state; its `owner` caller is that profile's player.
 */
import { expect } from 'vitest';
import { playerProfileSchema, type PlayerProfile } from '#shared/contracts/player-profile.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type Outcome } from '#server/test/access-matrix.ts';

/**
 * The standard callers this matrix uses (guardian: of every profile's player; team_owner: of the team every profile's
 * player is on), with its own: the profile's owner, another player's guardian, a college coach (no college), the owner
 * of another player's team.
 */
export const PLAYER_PROFILE_VIEWERS = ['anonymous', 'stranger', 'owner', 'guardian', 'other_guardian', 'recruiter', 'team_owner', 'other_team_owner', 'yes_admin'] as const;
export type PlayerProfileViewer = (typeof PLAYER_PROFILE_VIEWERS)[number];
type Statuses = [number, number, number, number, number, number, number, number, number];

export const PROFILE_STATES = {
  //                                anon strgr owner guard oGuard recr  tOwnr oOwnr admin
  publicAdult: /*            */ [200, 200, 200, 200, 200, 200, 200, 200, 200],
  recruitersOnlyAdult: /*    */ [404, 404, 200, 200, 404, 200, 200, 404, 200],
  privateAdult: /*           */ [404, 404, 200, 200, 404, 404, 404, 404, 200],
  unpublishedAdult: /*       */ [404, 404, 200, 200, 404, 404, 404, 404, 200],
  minorNotApproved: /*       */ [404, 404, 200, 200, 404, 404, 404, 404, 200],
  minorApprovedRecruiters: /**/ [404, 404, 200, 200, 404, 200, 200, 404, 200],
  minorApprovedPublic: /*    */ [200, 200, 200, 200, 200, 200, 200, 200, 200],
} satisfies Record<string, Statuses>;
export type ProfileState = keyof typeof PROFILE_STATES;

export interface PlayerProfileFixture {
  /** The slug of the player in each state. */
  slugs: Record<ProfileState, string>;
  /** The body answered for an unknown slug. */
  unknownBody(): Promise<string>;
}

/** On the public minor, these viewers see the public surface: display name, class year and state only. */
const PUBLIC_SURFACE_OF_MINOR: readonly PlayerProfileViewer[] = ['anonymous', 'stranger', 'other_guardian', 'other_team_owner'];

/** The profile state an entry reads (its label). */
export const profileStateOf = (entry: AccessMatrixEntry<PlayerProfileViewer, PlayerProfileFixture>) => entry.label as ProfileState;

function checkPublicMinor(profile: PlayerProfile, viewer: PlayerProfileViewer) {
  expect(profile.displayName).toBe('Matrix minorApprovedPublic');
  expect(profile.gradYear).toBe(2027);
  expect(profile.state).toBe('TX');
  const withheld = [profile.lastName, profile.firstName, profile.city, profile.schoolName, profile.headline, profile.games, profile.highlights, profile.teamRecord, profile.academics, profile.recruitingStatus];
  if (PUBLIC_SURFACE_OF_MINOR.includes(viewer)) expect(withheld, 'only name, class year and state on a public surface').toEqual(withheld.map(() => null));
  else {
    expect(profile.lastName).toBe('Lastname');
    expect(profile.games).toHaveLength(1);
    expect(profile.teamRecord?.rosters).toHaveLength(1);
  }
}

function outcome(state: ProfileState, status: number): Outcome<PlayerProfileViewer, PlayerProfileFixture> {
  if (status === 404) return { status, check: async (response, { fixture }) => expect(response.body, 'the unknown-slug answer').toBe(await fixture.unknownBody()) };
  return {
    status,
    check: (response, { caller: viewer, fixture }) => {
      const profile = playerProfileSchema.parse(response.json());
      expect(profile.slug).toBe(fixture.slugs[state]);
      // Never an email, whoever asks.
      expect(response.body).not.toContain('@example.com');
      expect(profile.viewer.isOwner).toBe(viewer === 'owner');
      expect(profile.viewer.canEdit).toBe(viewer === 'owner');
      expect(profile.viewer.canAddToList).toBe(viewer !== 'anonymous' && viewer !== 'owner');
      expect(profile.publication !== null).toBe(['owner', 'guardian', 'yes_admin'].includes(viewer));
      if (state === 'minorApprovedPublic') checkPublicMinor(profile, viewer);
    },
  };
}

export const playerProfileAccessMatrix = defineAccessMatrix<PlayerProfileViewer, PlayerProfileFixture>({
  module: 'src/server/test/profiles/player-profile.matrix.ts',
  entries: (Object.entries(PROFILE_STATES) as [ProfileState, Statuses][]).map(([state, statuses]) => ({
    route: 'GET /api/players/:slug',
    label: state,
    request: (f) => ({ params: { slug: f.slugs[state] } }),
    expect: Object.fromEntries(PLAYER_PROFILE_VIEWERS.map((viewer, index) => [viewer, outcome(state, statuses[index]!)])),
  })),
});
