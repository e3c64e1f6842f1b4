/**
 * Who may read the privileged analytics (docs/decisions/050): platform staff
 * (yes_staff, yes_developer, yes_admin) only. Signed out is 401; every other
 * signed-in caller (a player, a guardian, a college's admin, staff or
 * admissions, another college's admin) is 403; nothing changes either way
 * (but the rollup cache an allowed read fills).
 * The last test fails when an analytics route is added without a row.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANALYTICS_CHARTS } from '#shared/contracts/analytics.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/colleges/college-staff-test-data.ts';
import { linkActiveGuardian } from '#server/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<RecruitingSignedIn, TestUser>;
const PRIVILEGED: readonly RecruitingSignedIn[] = ['yes_staff', 'yes_developer', 'yes_admin'];

async function digestsWithoutCounters() {
  // The rollup is a cache the first allowed read of a closed day fills (docs/decisions/050).
  const { rate_limits: _counters, sessions: _sessions, analytics_daily_stats: _rollups, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url.startsWith('/api/admin/analytics')) for (const method of methods) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    },
  });
  const db = t.app.ctx.db;
  const [college, other] = (await claimedColleges(db, 2, 90)) as [TestCollege, TestCollege];
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, [], null);
  await linkActiveGuardian(db, users.player.id, users.guardian.id, users.guardian.email);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college.id, otherCollegeId: other.id }));
});
afterAll(async () => t.close());

for (const chart of ANALYTICS_CHARTS) {
  for (const actor of RECRUITING_ACTORS) {
    const expected = actor === 'anonymous' ? 401 : PRIVILEGED.includes(actor) ? 200 : 403;
    it(`GET /api/admin/analytics/${chart} as ${actor}: ${expected}, nothing changed`, async () => {
      const before = await digestsWithoutCounters();
      const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/analytics/${chart}?from=2001-01-01&to=2001-01-31`, headers });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
      if (expected === 403) expect(response.json().error.message).toBe('Only platform staff can do this.');
      if (expected === 200) expect(response.json()).toMatchObject({ from: '2001-01-01', to: '2001-01-31' });
      expect(await digestsWithoutCounters()).toEqual(before);
    });
  }
}

it('the matrix covers every analytics route', () => {
  expect(ANALYTICS_CHARTS.map((chart) => `GET /api/admin/analytics/${chart}`).sort()).toEqual([...new Set(registered)].sort());
});
