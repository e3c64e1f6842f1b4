/**
 * Runs the tracking access matrix (tracking.matrix.ts, docs/decisions/044)
 * over the recruiting cast and a 15-year-old player, nothing written on a
 * refusal.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { claimedColleges, signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { setProfile } from '#server/test/profiles/player-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { tableCounts, type TestUser } from '#server/test/test-users.ts';
import { TRACKING_ACTORS, trackingAccessMatrix, type TrackingActor } from '../test/tracking/tracking.matrix.ts';

let t: TestApp;
const users = {} as Record<Exclude<TrackingActor, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
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

describeAccessMatrix(trackingAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => ({ db: t.app.ctx.db, userId: (actor) => (actor === 'anonymous' ? null : users[actor].id) }),
  callers: TRACKING_ACTORS,
  unchanged: { snapshot: () => tableCounts(t.app.ctx.db, ['rate_limits', 'sessions']), when: (status) => status >= 400 },
});
