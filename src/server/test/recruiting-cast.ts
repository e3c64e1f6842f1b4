/**
 * The callers of the recruiting access matrices (issue 13, "Access matrix for
 * every route: anonymous, player, guardian, staff of the program's college by
 * role, staff of another college, privileged"), and one sign-up of the
 * college and platform callers, which every matrix builds the same way. The
 * player and guardian differ per matrix (a recruitable profile, a linked
 * guardian, a guardian role): each file signs those up itself.
 */
import { signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import type { TestApp } from './create-test-app.ts';
import type { TestUser } from './test-users.ts';

export const RECRUITING_ACTORS = [
  'anonymous',
  'player',
  'guardian',
  'this_college_admin',
  'this_college_staff',
  'this_college_admissions',
  'other_college_admin',
  'other_college_staff',
  'yes_staff',
  'yes_developer',
  'yes_admin',
] as const;
export type RecruitingActor = (typeof RECRUITING_ACTORS)[number];
export type RecruitingSignedIn = Exclude<RecruitingActor, 'anonymous'>;
export type CollegeCaller = Exclude<RecruitingSignedIn, 'player' | 'guardian'>;

/** The college's admin, staff and admissions, another college's admin and staff (a non-admin role), and the three platform roles. */
export async function signUpCollegeCast(app: TestApp['app'], colleges: { collegeId: string; otherCollegeId: string }): Promise<Record<CollegeCaller, TestUser>> {
  return {
    this_college_admin: await signUpScoped(app, ['programs_college_admin'], colleges.collegeId),
    this_college_staff: await signUpScoped(app, ['programs_college_staff'], colleges.collegeId),
    this_college_admissions: await signUpScoped(app, ['programs_college_admissions'], colleges.collegeId),
    other_college_admin: await signUpScoped(app, ['programs_college_admin'], colleges.otherCollegeId),
    other_college_staff: await signUpScoped(app, ['programs_college_staff'], colleges.otherCollegeId),
    yes_staff: await signUpScoped(app, ['yes_staff'], null),
    yes_developer: await signUpScoped(app, ['yes_developer'], null),
    yes_admin: await signUpScoped(app, ['yes_admin'], null),
  };
}
