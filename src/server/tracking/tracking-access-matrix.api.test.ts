/**
 * Access matrix of the tracking routes (docs/decisions/044): everyone may send
 * a batch (visitors too, with consent) and the events are stored under the
 * session's user only (a visitor's under none), whatever the caller's roles;
 * the recent activity list is for platform staff only (anonymous 401, every
 * other signed-in caller 403, nothing written); the account's own analytics
 * choice is for any signed-in caller (anonymous 401).
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { claimedColleges, signUpScoped } from '#server/colleges/college-staff-test-data.ts';
import { birthDateForAge, setProfile } from '#server/profiles/player-test-data.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { tableCounts, type TestUser } from '#server/test/test-users.ts';

const ACTORS = [...RECRUITING_ACTORS, 'minor'] as const;
type Actor = (typeof ACTORS)[number];
const PRIVILEGED: readonly Actor[] = ['yes_staff', 'yes_developer', 'yes_admin'];

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
const registered: string[] = [];

interface TrackingRoute {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  expected: (actor: Actor) => number;
  payload?: (actor: Actor) => object;
  /** What a GET's 200 answers. */
  answers?: (body: Record<string, unknown>) => void;
}

const ROUTES: TrackingRoute[] = [
  {
    name: 'send a batch',
    method: 'POST',
    url: '/api/tracking/events',
    expected: () => 202,
    payload: (actor) => ({
      sessionId: `1714000000000-matrix${actor.replaceAll('_', '')}`,
      consent: { analytics: true },
      events: [{ type: 'page_view', path: `/matrix/${actor}` }],
    }),
  },
  {
    name: 'recent activity',
    method: 'GET',
    url: '/api/admin/activity',
    expected: (actor) => (actor === 'anonymous' ? 401 : PRIVILEGED.includes(actor) ? 200 : 403),
    answers: (body) => expect(Array.isArray(body.events)).toBe(true),
  },
  {
    // The caller's own stored choice only (no user in the URL): /account's Privacy card.
    name: "the account's analytics choice",
    method: 'GET',
    url: '/api/tracking/consent',
    expected: (actor) => (actor === 'anonymous' ? 401 : 200),
    answers: (body) => expect(Object.keys(body).sort()).toEqual(['analytics', 'decidedAt']),
  },
];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const tracking = route.url.startsWith('/api/tracking') || route.url === '/api/admin/activity';
      if (tracking) for (const method of methods) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
  const { db } = t.app.ctx;
  const [college, other] = await claimedColleges(db, 2);
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  users.minor = await signUpScoped(t.app, [], null);
  await setProfile(db, users.minor.id, { birthDate: birthDateForAge(15) });
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college!.id, otherCollegeId: other!.id }) satisfies Partial<Record<RecruitingSignedIn, TestUser>>);
});
afterAll(async () => t.close());
// A batch's points are paid after the answer (decision 048): drain them before the next test counts rows.
afterEach(async () => t.app.ctx.trackedPoints.drain());

const countsWithoutSessions = () => tableCounts(t.app.ctx.db, ['rate_limits', 'sessions']);

it('the matrix covers every tracking route', () => {
  expect(registered.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.url}`).sort());
});

for (const route of ROUTES) {
  for (const actor of ACTORS) {
    const expected = route.expected(actor);
    it(`${route.name} as ${actor}: ${expected}`, async () => {
      const user = actor === 'anonymous' ? null : users[actor];
      const before = expected >= 400 ? await countsWithoutSessions() : null;
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: user ? { cookie: user.cookie } : {},
        ...(route.payload ? { payload: route.payload(actor) } : {}),
      });
      expect(response.statusCode).toBe(expected);
      if (before) {
        expect(response.json().error.code).toBe(expected === 401 ? 'unauthorized' : 'forbidden');
        expect(await countsWithoutSessions()).toEqual(before);
        return;
      }
      if (route.method === 'POST') {
        expect(response.json()).toEqual({ accepted: 1 });
        // Stored under the session's user (a visitor's under none), never anyone else.
        const rows = await rowsOf<{ userId: string | null }>(
          t.app.ctx.db,
          sql`select user_id as "userId" from user_activity_logs where page_path = ${`/matrix/${actor}`}`,
        );
        expect(rows).toEqual([{ userId: user?.id ?? null }]);
      } else {
        route.answers!(response.json());
      }
    });
  }
}
