/**
 * The start of the pipeline tests (pipeline.api.test.ts,
 * pipeline-entries.api.test.ts; docs/decisions/036): two claimed colleges
 * with a Valorant varsity program each (the first recruits the class of
 * 2027), the first college's admin and staff and the other's admin.
 */
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import type { TestUser } from '#server/test/test-users.ts';

export interface PipelineWorld {
  t: TestApp;
  college: TestCollege;
  otherCollege: TestCollege;
  programId: string;
  otherProgramId: string;
  admin: TestUser;
  staff: TestUser;
  otherAdmin: TestUser;
}

export async function openPipelineWorld(): Promise<PipelineWorld> {
  const t = await createTestApp();
  const db = t.app.ctx.db;
  const [college, otherCollege] = (await claimedColleges(db, 2, 40)) as [TestCollege, TestCollege];
  const programId = await insertProgram(db, college.id, 'valorant', 'varsity', { classYears: [2027] });
  const otherProgramId = await insertProgram(db, otherCollege.id, 'valorant', 'varsity');
  const admin = await signUpScoped(t.app, ['programs_college_admin'], college.id, { displayName: 'Coach Admin' });
  const staff = await signUpScoped(t.app, ['programs_college_staff'], college.id, { displayName: 'Coach Staff' });
  const otherAdmin = await signUpScoped(t.app, ['programs_college_admin'], otherCollege.id);
  return { t, college, otherCollege, programId, otherProgramId, admin, staff, otherAdmin };
}

/** A request's headers as `user`. */
export const as = (user: TestUser) => ({ cookie: user.cookie });

/** Adds an entry to the program's pipeline (POST .../pipeline/entries) as `user`. */
export const addEntry = (t: TestApp, program: string, payload: object, user: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/programs/${program}/pipeline/entries`, headers: as(user), payload });
