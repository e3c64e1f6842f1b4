/**
 * Runs the recruiting email routes' access matrix
 * (recruiting-notifications.matrix.ts, docs/decisions/043) for every caller
 * of the recruiting cast (recruiting-cast.ts), a player and their guardian
 * among them; every refusal changes nothing.
 */
import { afterAll, beforeAll } from 'vitest';
import { insertProgram, plainColleges } from '#server/test/colleges/college-edit-test-data.ts';
import { signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { linkActiveGuardian } from '#server/test/profiles/player-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { insertPublishedForm, insertSubmission } from '../test/player-recruiting/player-recruiting-test-data.ts';
import { recruitingNotificationsAccessMatrix } from '../test/player-recruiting/recruiting-notifications.matrix.ts';

let t: TestApp;
const users = {} as Record<RecruitingSignedIn, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  const [college, other] = (await plainColleges(db, 2)) as [{ id: string; slug: string; name: string }, { id: string; slug: string; name: string }];
  users.player = await signUpUser(t.app);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  await linkActiveGuardian(db, users.player.id, users.guardian.id, users.guardian.email);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college.id, otherCollegeId: other.id }));
  // A new response an hour old: a digest is due for the college's program.
  const programId = await insertProgram(db, college.id, 'valorant', 'varsity');
  const form = { ...(await insertPublishedForm(db, programId)), programId };
  await insertSubmission(db, form, { userId: null, name: 'Waiting Visitor', email: 'waiting@example.com' }, { submittedAt: new Date(Date.now() - 3_600_000) });
});
afterAll(async () => t.close());

describeAccessMatrix(recruitingNotificationsAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => ({ app: t.app, users }),
  callers: RECRUITING_ACTORS,
  unchanged: { snapshot: () => tableDigests(t.app.ctx.db), when: (status) => status >= 400 },
});
