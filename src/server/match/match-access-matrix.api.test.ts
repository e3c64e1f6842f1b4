/**
 * Who may use each route of the match on the college side
 * (docs/decisions/030, "Preferences and the match on the college side"):
 * the college preferences are the player's own (player-type accounts:
 * canHaveCollegeMatch; recruiters, parents and guardians 403; signed out
 * 401), and the match on a college page is any signed-in user's question,
 * answered with a match only for a player with a game profile. Staff of the
 * college get no match of anyone through these routes: the program's view
 * of players is the recruiter search's. The last test fails when a route is
 * added without a row.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeMatchResponse, MatchEligibility } from '#shared/contracts/match.ts';
import type { Role } from '#shared/roles.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { addGameProfile } from '#server/profiles/player-test-data.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';

const ACTORS = [
  'anonymous',
  'player',
  'player_without_games',
  'parent',
  'guardian',
  'college_admin',
  'college_staff',
  'college_admissions',
  'other_college_admin',
  'coach',
  'yes_staff',
  'yes_admin',
] as const;
type Actor = (typeof ACTORS)[number];

/** Allowed to keep college preferences: player-type accounts (the player setup of profile-setup-steps.ts). */
const PLAYER_TYPE: readonly Actor[] = ['player', 'player_without_games', 'yes_staff', 'yes_admin'];

const SLUG = 'matrix-match-college';
const PREFERENCES = '/api/profile/match-preferences';

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url === PREFERENCES || route.url.endsWith('/match')) for (const method of methods) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
  const db = t.database.db;
  const [college, other] = await rowsOf<{ id: string }>(
    db,
    sql`insert into colleges (slug, name, city, state, predominant_degree, control, is_demo)
      values (${SLUG}, 'Matrix Match College', 'Austin', 'TX', 'bachelor', 'public', true),
        ('matrix-match-other', 'Matrix Match Other', 'Austin', 'TX', 'bachelor', 'public', true)
      returning id`,
  );
  const [valorant] = await rowsOf<{ id: string }>(db, sql`select id from esports_titles where slug = 'valorant'`);
  await db.execute(sql`insert into college_programs (college_id, esports_title_id, level, roster_size) values (${college!.id}, ${valorant!.id}, 'varsity', 8)`);
  const grants: Record<Exclude<Actor, 'anonymous'>, [Role, string | null][]> = {
    player: [],
    player_without_games: [],
    parent: [['family_parent', null]],
    guardian: [['family_guardian', null]],
    college_admin: [['programs_college_admin', college!.id]],
    college_staff: [['programs_college_staff', college!.id]],
    college_admissions: [['programs_college_admissions', college!.id]],
    other_college_admin: [['programs_college_admin', other!.id]],
    coach: [['coaching_program_coach_college_coach', null]],
    yes_staff: [['yes_staff', null]],
    yes_admin: [['yes_admin', null]],
  };
  for (const [actor, roles] of Object.entries(grants) as [Exclude<Actor, 'anonymous'>, [Role, string | null][]][]) {
    const user = await signUpUser(t.app);
    if (roles.length > 0) await db.insert(userRoles).values(roles.map(([role, collegeId]) => ({ userId: user.id, role, collegeId })));
    // Everyone but the newcomer has a game profile: the roles, not the games, decide who is a player.
    if (actor !== 'player_without_games') await addGameProfile(db, user.id, 'valorant', 'Diamond 2', { primaryRole: 'Controller' });
    users[actor] = user;
  }
});
afterAll(async () => t.close());

const headers = (actor: Actor) => ({ origin: 'http://localhost:3000', ...(actor === 'anonymous' ? {} : { cookie: users[actor].cookie }) });

describe('the college preferences: the player’s own', () => {
  for (const actor of ACTORS) {
    const allowed = PLAYER_TYPE.includes(actor);
    const expected = actor === 'anonymous' ? 401 : allowed ? 200 : 403;
    it(`${actor}: GET ${expected}, PUT ${expected}, DELETE ${expected === 200 ? 204 : expected}`, async () => {
      const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
      const read = await t.app.inject({ method: 'GET', url: PREFERENCES, headers: headers(actor) });
      expect(read.statusCode).toBe(expected);
      const write = await t.app.inject({ method: 'PUT', url: PREFERENCES, headers: headers(actor), payload: { states: ['TX'], budgetPerYear: 12000 } });
      expect(write.statusCode, write.body).toBe(expected);
      if (allowed) {
        expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).not.toEqual(before);
        expect(write.json()).toMatchObject({ preferences: { states: ['TX'], budgetPerYear: 12000 } });
      }
      const clear = await t.app.inject({ method: 'DELETE', url: PREFERENCES, headers: headers(actor) });
      expect(clear.statusCode).toBe(expected === 200 ? 204 : expected);
      expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
    });
  }
});

describe('GET /api/colleges/:slug/match: a match for a player with a game profile only', () => {
  const ELIGIBILITY: Record<Exclude<Actor, 'anonymous'>, MatchEligibility> = {
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

  for (const actor of ACTORS) {
    const expected = actor === 'anonymous' ? '401' : ELIGIBILITY[actor];
    it(`${actor}: ${expected}, nothing changed`, async () => {
      const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
      const response = await t.app.inject({ method: 'GET', url: `/api/colleges/${SLUG}/match`, headers: headers(actor) });
      if (actor === 'anonymous') {
        expect(response.statusCode).toBe(401);
      } else {
        expect(response.statusCode).toBe(200);
        const body = response.json() as CollegeMatchResponse;
        expect(body.eligibility).toBe(expected);
        expect(body.programs).toHaveLength(expected === 'player' ? 1 : 0);
      }
      expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
    });
  }

  it('answers 404 for an unknown college to every signed-in caller', async () => {
    for (const actor of ACTORS.filter((candidate) => candidate !== 'anonymous')) {
      const response = await t.app.inject({ method: 'GET', url: '/api/colleges/no-such-college/match', headers: headers(actor) });
      expect(response.statusCode, actor).toBe(404);
    }
  });
});

it('the matrix covers every match route', () => {
  expect([...new Set(registered)].sort()).toEqual([
    'DELETE /api/profile/match-preferences',
    'GET /api/colleges/:slug/match',
    'GET /api/profile/match-preferences',
    'PUT /api/profile/match-preferences',
  ]);
});
