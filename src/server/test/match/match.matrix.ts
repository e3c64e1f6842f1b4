/**
 * Who may use each route of the match on the college side (docs/decisions/030,
 * 055; run by match-access-matrix.api.test.ts): the college preferences are
 * the player's own (player-type accounts: canHaveCollegeMatch; recruiters,
 * parents and guardians 403; signed out 401), and the match on a college page
 * is any signed-in user's question, answered with a match only for a player
 * with a game profile. Staff of the college get no match of anyone through
 * these routes: the program's view of players is the recruiter search's.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CollegeMatchResponse, MatchEligibility } from '#shared/contracts/match.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';
import { RECRUITING_ROLES } from '#server/test/role-cast.ts';

export const MATCH_ACTORS = ['anonymous', 'player', 'player_without_games', ...RECRUITING_ROLES] as const;
export type MatchActor = (typeof MATCH_ACTORS)[number];

export const MATCH_COLLEGE_SLUG = 'matrix-match-college';

export interface MatchFixture {
  db: Database;
  userId(actor: Exclude<MatchActor, 'anonymous'>): string;
}

/** Allowed to keep college preferences: player-type accounts (the player setup of profile-setup-steps.ts). */
const PLAYER_TYPE: readonly MatchActor[] = ['player', 'player_without_games', 'yes_staff', 'yes_admin'];

const ELIGIBILITY: Record<Exclude<MatchActor, 'anonymous'>, MatchEligibility> = {
  player: 'player',
  player_without_games: 'no_player_profile',
  parent: 'not_a_player',
  guardian: 'not_a_player',
  college_admin: 'not_a_player',
  college_staff: 'not_a_player',
  college_admissions: 'not_a_player',
  other_college_admin: 'not_a_player',
  coach: 'not_a_player',
  // Platform staff are player-type accounts; theirs have game profiles here, so they get their own match.
  yes_staff: 'player',
  yes_admin: 'player',
};

const preferenceRows = async (f: MatchFixture, actor: MatchActor) =>
  (await rowsOf<{ count: number }>(f.db, sql`select count(*)::int as count from player_match_preferences where user_id = ${f.userId(actor as Exclude<MatchActor, 'anonymous'>)}`))[0]!.count;

const byActor = (allowed: (actor: Exclude<MatchActor, 'anonymous'>) => Outcome<MatchActor, MatchFixture>) =>
  Object.fromEntries(MATCH_ACTORS.map((actor) => [actor, actor === 'anonymous' ? 401 : allowed(actor)]));
const preferencesOwner = (ok: Outcome<MatchActor, MatchFixture>) => byActor((actor) => (PLAYER_TYPE.includes(actor) ? ok : 403));

export const matchAccessMatrix = defineAccessMatrix<MatchActor, MatchFixture>({
  module: 'src/server/test/match/match.matrix.ts',
  entries: [
    { route: 'GET /api/profile/match-preferences', expect: preferencesOwner(200) },
    {
      route: 'PUT /api/profile/match-preferences',
      request: () => ({ payload: { states: ['TX'], budgetPerYear: 12000 } }),
      expect: preferencesOwner({
        status: 200,
        check: async (response, { caller, fixture }) => {
          expect(response.json()).toMatchObject({ preferences: { states: ['TX'], budgetPerYear: 12000 } });
          expect(await preferenceRows(fixture, caller)).toBe(1);
        },
      }),
    },
    {
      // After the PUT entry: each caller's own preferences go, nobody else's.
      route: 'DELETE /api/profile/match-preferences',
      expect: preferencesOwner({ status: 204, check: async (_response, { caller, fixture }) => expect(await preferenceRows(fixture, caller)).toBe(0) }),
    },
    {
      route: 'GET /api/colleges/:slug/match',
      request: () => ({ params: { slug: MATCH_COLLEGE_SLUG } }),
      expect: byActor((actor) => ({
        status: 200,
        check: (response) => {
          const body = response.json() as CollegeMatchResponse;
          expect(body.eligibility).toBe(ELIGIBILITY[actor]);
          expect(body.programs).toHaveLength(ELIGIBILITY[actor] === 'player' ? 1 : 0);
        },
      })),
    },
  ],
});
