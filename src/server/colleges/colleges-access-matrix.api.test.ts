/**
 * Who may use each colleges route (issue 12, docs/decisions/029): the
 * directory and the college page show public facts, so every caller reads
 * them, signed out included, and gets the same answer. The last test fails
 * when a route is added without a row. The claim routes have their own
 * matrix (college-claims-access-matrix.api.test.ts).
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';

const ACTORS = ['anonymous', 'player', 'college_admin', 'college_staff', 'college_admissions', 'coach', 'yes_staff', 'yes_admin'] as const;
type Actor = (typeof ACTORS)[number];

interface RouteCase {
  name: string;
  url: string;
  status: number;
}

const ROUTES: RouteCase[] = [
  { name: 'GET /api/colleges', url: '/api/colleges?state=MA&control=private&size=medium', status: 200 },
  { name: 'GET /api/colleges/:slug', url: '/api/colleges/massachusetts-institute-of-technology', status: 200 },
];

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url.startsWith('/api/colleges') && !route.url.includes('/claims')) for (const method of methods) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
  // Sign-up makes a player (recruit_player).
  users.player = await signUpUser(t.app);
  users.college_admin = await signUpWithRoles(t.app, ['programs_college_admin']);
  users.college_staff = await signUpWithRoles(t.app, ['programs_college_staff']);
  users.college_admissions = await signUpWithRoles(t.app, ['programs_college_admissions']);
  users.coach = await signUpWithRoles(t.app, ['coaching_program_coach_college_coach']);
  users.yes_staff = await signUpWithRoles(t.app, ['yes_staff']);
  users.yes_admin = await signUpWithRoles(t.app, ['yes_admin']);
});
afterAll(async () => t.close());

for (const route of ROUTES) {
  it(`${route.name}: every caller ${route.status}, the same answer, nothing changed`, async () => {
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    const bodies = new Set<string>();
    for (const actor of ACTORS) {
      const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
      const response = await t.app.inject({ method: 'GET', url: route.url, headers });
      expect(response.statusCode, `${route.name} as ${actor}: ${response.body.slice(0, 200)}`).toBe(route.status);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
  });
}

it('the matrix covers every colleges route', () => {
  expect(ROUTES.map((route) => route.name).sort()).toEqual([...new Set(registered)].sort());
});
