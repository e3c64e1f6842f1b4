/**
 * Runs the privileged analytics access matrix (analytics.matrix.ts): the
 * recruiting cast of callers on one app, nothing changed by any call (the
 * rollup cache an allowed read fills left out, decision 050).
 */
import { afterAll, beforeAll } from 'vitest';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { linkActiveGuardian } from '#server/test/profiles/player-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { analyticsAccessMatrix } from '../test/analytics/analytics.matrix.ts';

let t: TestApp;
const users = {} as Record<RecruitingSignedIn, TestUser>;

async function digestsWithoutCounters() {
  // The rollup is a cache the first allowed read of a closed day fills (docs/decisions/050).
  const { rate_limits: _counters, sessions: _sessions, analytics_daily_stats: _rollups, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  const [college, other] = (await claimedColleges(db, 2, 90)) as [TestCollege, TestCollege];
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, [], null);
  await linkActiveGuardian(db, users.player.id, users.guardian.id, users.guardian.email);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college.id, otherCollegeId: other.id }));
});
afterAll(async () => t.close());

describeAccessMatrix(analyticsAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => undefined,
  callers: RECRUITING_ACTORS,
  unchanged: { snapshot: digestsWithoutCounters, when: () => true },
});
