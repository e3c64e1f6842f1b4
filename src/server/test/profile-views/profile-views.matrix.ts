/**
 * Who may call the profile-view routes (issue 14.4, docs/decisions/049, 055;
 * run by profile-views.api.test.ts with its own cast): a player's views are
 * read by the player, their active guardian and platform staff (everyone
 * else, an invited guardian and the colleges that viewed included, the same
 * 404 as an unknown player); the digest run is the platform admin's alone,
 * and a refused run changes nothing. Signed out: 401.
 */
import { expect } from 'vitest';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';

export const PROFILE_VIEW_ACTORS = [
  'anonymous',
  'player',
  'other_player',
  'guardian',
  'invited_guardian',
  'this_college_admin',
  'this_college_staff',
  'this_college_admissions',
  'other_college_admin',
  'unclaimed_college_admin',
  'yes_staff',
  'yes_developer',
  'yes_admin',
] as const;
export type ProfileViewActor = (typeof PROFILE_VIEW_ACTORS)[number];

export interface ProfileViewFixture {
  playerSlug: string;
}

const READERS: readonly ProfileViewActor[] = ['player', 'guardian', 'yes_staff', 'yes_developer', 'yes_admin'];

type Cell = Outcome<ProfileViewActor, ProfileViewFixture>;
const byActor = (outcome: (actor: ProfileViewActor) => Cell) => Object.fromEntries(PROFILE_VIEW_ACTORS.map((actor) => [actor, outcome(actor)]));

export const profileViewsAccessMatrix = defineAccessMatrix<ProfileViewActor, ProfileViewFixture>({
  module: 'src/server/test/profile-views/profile-views.matrix.ts',
  entries: [
    {
      route: 'GET /api/players/:slug/profile-views',
      request: (f) => ({ params: { slug: f.playerSlug } }),
      expect: byActor((actor) =>
        actor === 'anonymous'
          ? 401
          : READERS.includes(actor)
            ? { status: 200, check: (response) => expect(response.json().viewer).toBe(actor === 'player' ? 'player' : actor === 'guardian' ? 'guardian' : 'staff') }
            : { status: 404, check: (response) => expect(response.json().error.message).toBe(PLAYER_RECRUITING_TEXTS.notFound) },
      ),
    },
    {
      // The runner clears the views first: a run with none sends nothing.
      route: 'POST /api/admin/profile-view-digests/run',
      expect: byActor((actor) =>
        actor === 'anonymous' ? 401 : actor === 'yes_admin' ? { status: 200, check: (response) => expect(response.json()).toEqual({ players: 0, emails: 0 }) } : 403,
      ),
    },
  ],
});
