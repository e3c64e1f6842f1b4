/**
 * Access matrix of the profile routes not in player-profile-access-matrix
 * (docs/decisions/055, run by profiles-access-matrix.api.test.ts): the setup
 * wizard is the signed-in caller's own profile (each kind of account has its
 * own steps; another kind's step is 403); the recruiter search is for
 * recruiters and platform staff; the public search, rank ladders and a public
 * profile's card and share image are for anyone, a private profile's card for
 * its owner alone (404 to others, as an unknown slug).
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export type ProfilesCaller = 'anonymous' | 'stranger' | 'minor' | 'guardian' | 'team_owner' | 'college_staff' | 'yes_admin';

export interface ProfilesFixture {
  /** The slug of an adult's public profile (the team member's, who is no caller here). */
  publicSlug: string;
  /** The slug of a private profile: the team owner's (its owner is the team_owner caller). */
  privateSlug: string;
}

let sequence = 0;
const next = () => (sequence += 1);

export const profilesAccessMatrix = defineAccessMatrix<ProfilesCaller, ProfilesFixture>({
  module: 'src/server/test/profiles/profiles.matrix.ts',
  entries: [
    { route: 'GET /api/rank-ladders', expect: { anonymous: 200, stranger: 200, minor: 200, college_staff: 200 } },
    { route: 'GET /api/profiles/search', request: () => ({ url: '/api/profiles/search?q=matrix' }), expect: { anonymous: 200, stranger: 200, minor: 200, yes_admin: 200 } },
    { route: 'GET /api/players', expect: { anonymous: 401, stranger: 403, minor: 403, guardian: 403, college_staff: 200, yes_admin: 200 } },
    { route: 'GET /api/players/:slug/card', label: 'a public profile', request: (f) => ({ params: { slug: f.publicSlug } }), expect: { anonymous: 200, stranger: 200, minor: 200, yes_admin: 200 } },
    {
      route: 'GET /api/players/:slug/card',
      label: 'a private profile',
      request: (f) => ({ params: { slug: f.privateSlug } }),
      expect: { anonymous: 404, stranger: 404, college_staff: 404, team_owner: 200 },
    },
    { route: 'GET /api/players/:slug/card.png', label: 'a public profile', request: (f) => ({ params: { slug: f.publicSlug } }), expect: { anonymous: 200, stranger: 200, yes_admin: 200 } },
    {
      route: 'GET /api/players/:slug/card.png',
      label: 'a private profile: never an image, not even for its owner',
      request: (f) => ({ params: { slug: f.privateSlug } }),
      expect: { anonymous: 404, stranger: 404, team_owner: 404 },
    },
    { route: 'GET /api/me/college-programs', expect: { anonymous: 401, stranger: 200, college_staff: 200, yes_admin: 200 } },
    { route: 'GET /api/profile/setup', expect: { anonymous: 401, stranger: 200, minor: 200, guardian: 200, college_staff: 200 } },
    { route: 'GET /api/profile/slug-available', request: () => ({ url: '/api/profile/slug-available?slug=matrix-free-slug' }), expect: { anonymous: 401, stranger: 200, minor: 200 } },
    {
      route: 'PUT /api/profile/setup/identity',
      request: (_f, caller) => ({ payload: { displayName: `Matrix ${caller}`, slug: `matrix-${caller.replaceAll('_', '-')}-${next()}` } }),
      expect: { anonymous: 401, stranger: 200, minor: 200, guardian: 200, college_staff: 200 },
    },
    { route: 'PUT /api/profile/setup/games', request: () => ({ payload: { games: [] } }), expect: { anonymous: 401, stranger: 200, minor: 200, guardian: 403, college_staff: 403 } },
    {
      route: 'PUT /api/profile/setup/academics',
      request: () => ({ payload: { schoolName: 'Matrix High', intendedMajors: [] } }),
      expect: { anonymous: 401, stranger: 200, minor: 200, guardian: 403, college_staff: 403 },
    },
    { route: 'PUT /api/profile/setup/highlights', request: () => ({ payload: { highlights: [] } }), expect: { anonymous: 401, stranger: 200, minor: 200, guardian: 403, college_staff: 403 } },
    {
      route: 'PUT /api/profile/setup/visibility',
      request: () => ({ payload: { visibility: 'private', openTo: [], recruitingStatus: 'open' } }),
      expect: { anonymous: 401, stranger: 200, minor: 200, guardian: 403, college_staff: 403 },
    },
    { route: 'POST /api/profile/setup/finish', request: () => ({ payload: {} }), expect: { anonymous: 401, stranger: 200, college_staff: 200 } },
  ],
});
