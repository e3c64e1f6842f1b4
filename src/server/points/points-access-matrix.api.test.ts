/**
 * Access matrix of the points routes (docs/decisions/048): every route needs
 * a signed-in user (anonymous 401, nothing written) and answers the caller's
 * own rows, whatever their roles; a setting changed by one user changes no
 * one else's. Bad input: 400 with field messages, nothing written.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimedColleges, signUpScoped } from '#server/colleges/college-staff-test-data.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
const users = {} as Record<RecruitingSignedIn, TestUser>;
const registered: string[] = [];

interface PointsRoute {
  name: string;
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  payload?: object;
}

const ROUTES: PointsRoute[] = [
  { name: 'my points', method: 'GET', url: '/api/points/me' },
  { name: 'leaderboard', method: 'GET', url: '/api/points/leaderboard?game=valorant' },
  { name: 'read settings', method: 'GET', url: '/api/points/settings' },
  { name: 'change settings', method: 'PUT', url: '/api/points/settings', payload: { leaderboardOptIn: true } },
  { name: 'process-points', method: 'POST', url: '/api/points/events', payload: { event_type: 'page_view', event_category: 'navigation', page_path: '/matrix' } },
];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url.startsWith('/api/points')) for (const method of methods) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
  const { db } = t.app.ctx;
  const [college, other] = await claimedColleges(db, 2);
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college!.id, otherCollegeId: other!.id }));
});
afterAll(async () => t.close());

const countsWithoutSessions = () => tableCounts(t.app.ctx.db, ['rate_limits', 'sessions']);

it('the matrix covers every points route', () => {
  expect(registered.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.url.split('?')[0]}`).sort());
});

for (const route of ROUTES) {
  for (const actor of RECRUITING_ACTORS) {
    const expected = actor === 'anonymous' ? 401 : 200;
    it(`${route.name} as ${actor}: ${expected}`, async () => {
      const before = expected === 401 ? await countsWithoutSessions() : null;
      const user = actor === 'anonymous' ? null : users[actor];
      const headers = user ? { cookie: user.cookie } : {};
      const response = await t.app.inject({ method: route.method, url: route.url, headers, ...(route.payload ? { payload: route.payload } : {}) });
      expect(response.statusCode).toBe(expected);
      if (before || !user) {
        expect(response.json().error.code).toBe('unauthorized');
        expect(await countsWithoutSessions()).toEqual(before);
        return;
      }
      if (route.name === 'change settings') {
        const [row] = await rowsOf<{ users: string[] }>(t.app.ctx.db, sql`select array_agg(user_id) as users from points_preferences where leaderboard_opt_in`);
        expect(row!.users).toContain(user.id);
      }
      if (route.name === 'process-points') {
        const [row] = await rowsOf<{ count: number }>(
          t.app.ctx.db,
          sql`select count(*)::int as count from points_ledger where user_id = ${user.id} and source_id like '%:/matrix'`,
        );
        expect(row!.count).toBe(1);
      }
    });
  }
}

describe('bad input: 400 with field messages, nothing written', () => {
  it.each([
    ['GET', '/api/points/me?page=0', undefined, 'querystring.page'],
    ['GET', '/api/points/me?page=abc', undefined, 'querystring.page'],
    ['GET', '/api/points/leaderboard', undefined, 'querystring.game'],
    ['GET', '/api/points/leaderboard?game=chess', undefined, 'querystring.game'],
    ['PUT', '/api/points/settings', { leaderboardOptIn: 'yes' }, 'leaderboardOptIn'],
    ['PUT', '/api/points/settings', { leaderboardOptIn: true, userId: 'someone-else' }, '_'],
    ['POST', '/api/points/events', { event_type: 'page_view', event_category: 'x' }, 'page_path'],
  ] as const)('%s %s %j → 400 naming %s', async (method, url, payload, field) => {
    const before = await countsWithoutSessions();
    const response = await t.app.inject({ method, url, headers: { cookie: users.player.cookie }, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty([field]);
    expect(await countsWithoutSessions()).toEqual(before);
  });
});
