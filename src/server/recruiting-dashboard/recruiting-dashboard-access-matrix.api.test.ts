/**
 * Who may open the recruiting dashboard (docs/decisions/040), by spec 6's
 * Dashboard (privileged or recruiter): signed out 401; players, parents and
 * guardians 403; recruiters and platform staff 200, each with what their
 * roles give: a college's staff see that college's programs only, never
 * another's; admissions staff and coaches without a college get guidance.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecruitingDashboard } from '#shared/contracts/recruiting-dashboard.ts';
import { signUpScoped } from '#server/colleges/college-staff-test-data.ts';
import { collegesWithPrograms, insertForm, insertSubmission, type TestProgram } from '#server/short-links/recruiting-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpCollegeCast, type RecruitingActor } from '#server/test/recruiting-cast.ts';
import type { TestUser } from '#server/test/test-users.ts';

const ACTORS = {
  anonymous: { status: 401 },
  player: { status: 403 },
  parent: { status: 403 },
  guardian: { status: 403 },
  this_college_admin: { status: 200, state: 'ready', sees: 'this' },
  this_college_staff: { status: 200, state: 'ready', sees: 'this' },
  this_college_admissions: { status: 200, state: 'no_program_access' },
  other_college_admin: { status: 200, state: 'ready', sees: 'other' },
  other_college_staff: { status: 200, state: 'ready', sees: 'other' },
  coach_without_college: { status: 200, state: 'no_college' },
  yes_staff: { status: 200, state: 'ready', sees: 'demo' },
  yes_developer: { status: 200, state: 'ready', sees: 'demo' },
  yes_admin: { status: 200, state: 'ready', sees: 'demo' },
} as const satisfies Record<RecruitingActor | 'parent' | 'coach_without_college', unknown>;
type Actor = keyof typeof ACTORS;

let t: TestApp;
let thisProgram: TestProgram;
let otherProgram: TestProgram;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  [thisProgram, otherProgram] = (await collegesWithPrograms(db, 2)) as [TestProgram, TestProgram];
  await insertSubmission(db, await insertForm(db, thisProgram.id), thisProgram.id, { name: 'This College Applicant' });
  users.player = await signUpScoped(t.app, [], null);
  users.parent = await signUpScoped(t.app, ['family_parent'], null);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  users.coach_without_college = await signUpScoped(t.app, ['coaching_program_coach_college_coach'], null);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: thisProgram.collegeId, otherCollegeId: otherProgram.collegeId }));
});
afterAll(async () => t.close());

for (const [actor, expected] of Object.entries(ACTORS) as [Actor, (typeof ACTORS)[Actor]][]) {
  it(`GET /api/recruiting-dashboard as ${actor}: ${expected.status}${'state' in expected ? ` (${expected.state})` : ''}`, async () => {
    const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
    const response = await t.app.inject({ method: 'GET', url: '/api/recruiting-dashboard', headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(expected.status);
    if (!('state' in expected)) return;
    const body = response.json<RecruitingDashboard>();
    expect(body.state).toBe(expected.state);
    if (body.state !== 'ready' || !('sees' in expected)) return;
    const programIds = body.programs.map((program) => program.id);
    if (expected.sees === 'this') {
      expect(programIds).toEqual([thisProgram.id]);
      expect(body.responses.latest.map((item) => item.name)).toEqual(['This College Applicant']);
    } else if (expected.sees === 'other') {
      expect(programIds).toEqual([otherProgram.id]);
      expect(body.responses.count).toBe(0);
    } else {
      // Platform staff without a college: the sample colleges only (none in this database).
      expect(programIds).toEqual([]);
    }
  });
}
