/**
 * Who may use each saved-search route (docs/decisions/051): whoever may use
 * the recruiter player search (college staff of every role, coaches,
 * platform staff). Signed out: 401; a player, a guardian, a team manager or
 * a high school program admin: 403 before any input is read; another
 * searcher asking for the owner's search: 404, exactly as for a missing
 * one. Every refusal changes nothing. The last test fails when a route is
 * added without a row.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PLAYER_SEARCH_TEXTS } from '#shared/contracts/player-search.ts';
import { SAVED_SEARCH_TEXTS } from '#shared/contracts/saved-searches.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/colleges/college-staff-test-data.ts';
import { linkActiveGuardian } from '#server/profiles/player-test-data.ts';
import { givePlan } from '#server/subscriptions/plan-test-data.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast } from '#server/test/recruiting-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { asUser } from './saved-searches-test-data.ts';

const ACTORS = [...RECRUITING_ACTORS, 'team_manager', 'high_school_admin', 'coach'] as const;
type Actor = (typeof ACTORS)[number];
type SignedIn = Exclude<Actor, 'anonymous'>;
/** The owner of the fixture search: a staff member of the college. */
const OWNER: SignedIn = 'this_college_staff';
const SEARCHERS: readonly SignedIn[] = [
  'this_college_admin',
  'this_college_staff',
  'this_college_admissions',
  'other_college_admin',
  'other_college_staff',
  'coach',
  'yes_staff',
  'yes_developer',
  'yes_admin',
];

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  request: (searchId: string, actor: SignedIn | null) => { url: string; payload?: object };
  /** The status for a searcher; `ownerOnly`: other searchers get 404. */
  allowed: number;
  ownerOnly: boolean;
}

const ROUTES: RouteCase[] = [
  { name: 'GET /api/saved-searches', method: 'GET', request: () => ({ url: '/api/saved-searches' }), allowed: 200, ownerOnly: false },
  {
    name: 'POST /api/saved-searches',
    method: 'POST',
    request: (_id, actor) => ({ url: '/api/saved-searches', payload: { name: `Saved by ${actor}`, filters: { game: 'valorant' } } }),
    allowed: 201,
    ownerOnly: false,
  },
  {
    name: 'PATCH /api/saved-searches/:searchId',
    method: 'PATCH',
    request: (id) => ({ url: `/api/saved-searches/${id}`, payload: { name: 'Renamed' } }),
    allowed: 200,
    ownerOnly: true,
  },
  { name: 'DELETE /api/saved-searches/:searchId', method: 'DELETE', request: (id) => ({ url: `/api/saved-searches/${id}` }), allowed: 204, ownerOnly: true },
];

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<SignedIn, TestUser>;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url.startsWith('/api/saved-searches')) for (const method of methods) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
  const db = t.app.ctx.db;
  const [college, other] = (await claimedColleges(db, 2, 120)) as [TestCollege, TestCollege];
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college.id, otherCollegeId: other.id }));
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, [], null);
  await linkActiveGuardian(db, users.player.id, users.guardian.id, users.guardian.email);
  users.team_manager = await signUpScoped(t.app, ['recruit_team_manager'], null);
  users.high_school_admin = await signUpScoped(t.app, ['programs_high_school_admin'], null);
  users.coach = await signUpScoped(t.app, ['coaching_private_coach'], null);
  // No plan limit in the way of the matrix (the limit has its own tests).
  await givePlan(db, 'college', college.id, 'pro');
  await givePlan(db, 'college', other.id, 'pro');
});
afterAll(async () => t.close());

/** Only the owner's fixture search: every allowed write is undone before the next call. */
async function freshSearch(): Promise<string> {
  await t.app.ctx.db.execute(sql`delete from saved_searches`);
  const [row] = await rowsOf<{ id: string }>(
    t.app.ctx.db,
    sql`insert into saved_searches (owner_user_id, name, filters) values (${users[OWNER].id}, 'Fixture', '{"sort":"updated"}'::jsonb) returning id`,
  );
  return row!.id;
}

async function digests() {
  const { sessions: _sessions, rate_limits: _counters, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

const expectedFor = (route: RouteCase, actor: Actor): number => {
  if (actor === 'anonymous') return 401;
  if (!SEARCHERS.includes(actor)) return 403;
  return route.ownerOnly && actor !== OWNER ? 404 : route.allowed;
};

for (const route of ROUTES) {
  for (const actor of ACTORS) {
    const expected = expectedFor(route, actor);
    it(`${route.name} as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
      const searchId = await freshSearch();
      const signedIn = actor === 'anonymous' ? null : actor;
      const { url, payload } = route.request(searchId, signedIn);
      const before = expected >= 400 ? await digests() : null;
      const response = await t.app.inject({ method: route.method, url, headers: asUser(signedIn ? users[signedIn] : undefined), ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
      if (expected === 403) expect(response.json().error.message).toBe(PLAYER_SEARCH_TEXTS.notRecruiter);
      if (expected === 404) expect(response.json()).toEqual({ error: { code: 'not_found', message: SAVED_SEARCH_TEXTS.notFound } });
      if (before) expect(await digests()).toEqual(before);
    });
  }
}

it("answers another user's saved search exactly like a missing one, and lists only the viewer's own", async () => {
  const searchId = await freshSearch();
  const headers = asUser(users.yes_admin);
  const missing = await t.app.inject({ method: 'PATCH', url: '/api/saved-searches/00000000-0000-4000-8000-000000000000', headers, payload: { name: 'x' } });
  const theirs = await t.app.inject({ method: 'PATCH', url: `/api/saved-searches/${searchId}`, headers, payload: { name: 'x' } });
  expect(theirs.statusCode).toBe(404);
  expect(theirs.body).toBe(missing.body);
  expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers })).json().searches).toEqual([]);
});

it('a refused role learns nothing about the input: bad input is still 403', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: asUser(users.player), payload: { filters: { game: 'chess' } } });
  expect(response.statusCode).toBe(403);
});

it('has a row for every saved-search route', () => {
  expect([...registered].sort()).toEqual([...new Set(ROUTES.map((route) => route.name))].sort());
});
