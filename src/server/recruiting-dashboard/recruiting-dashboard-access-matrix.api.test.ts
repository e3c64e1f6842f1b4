/**
 * Runs the recruiting dashboard's access matrix (recruiting-dashboard.matrix.ts,
 * docs/decisions/040): the recruiting cast, a parent and a coach without a
 * college, one response waiting at this college's program.
 */
import { afterAll, beforeAll } from 'vitest';
import { signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { collegesWithPrograms, insertForm, insertSubmission, type TestProgram } from '#server/test/short-links/recruiting-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpCollegeCast } from '#server/test/recruiting-cast.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { recruitingDashboardAccessMatrix, type DashboardActor, type DashboardFixture } from '../test/recruiting-dashboard/recruiting-dashboard.matrix.ts';

let t: TestApp;
let fixture: DashboardFixture;
const users = {} as Record<Exclude<DashboardActor, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  const [thisProgram, otherProgram] = (await collegesWithPrograms(db, 2)) as [TestProgram, TestProgram];
  fixture = { thisProgram, otherProgram };
  await insertSubmission(db, await insertForm(db, thisProgram.id), thisProgram.id, { name: 'This College Applicant' });
  users.player = await signUpScoped(t.app, [], null);
  users.parent = await signUpScoped(t.app, ['family_parent'], null);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  users.coach_without_college = await signUpScoped(t.app, ['coaching_program_coach_college_coach'], null);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: thisProgram.collegeId, otherCollegeId: otherProgram.collegeId }));
});
afterAll(async () => t.close());

describeAccessMatrix(recruitingDashboardAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => fixture,
});
