/**
 * The standard callers of the access matrices (access-matrix.ts), signed up
 * once per test file on one app and one database: a plain adult player (the
 * stranger), a 15-year-old player and their linked guardian, the owner and a
 * member of a team (teams_management on), the admin and staff of a claimed
 * college, and the three platform roles. A matrix's entries read the ids in
 * `cast.ids` (the team, the college); rows of their own they add in their
 * runner's fixture.
 */
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { linkActiveGuardian, setProfile } from '#server/test/profiles/player-test-data.ts';
import { insertMember, insertTeam, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { routeCollector, type CallerKind } from './access-matrix.ts';
import { createTestApp, type TestApp } from './create-test-app.ts';
import type { TestUser } from './test-users.ts';

export interface MatrixCast {
  t: TestApp;
  /** Every route the app registered (HEAD left out). */
  routes: ReturnType<typeof routeCollector>['routes'];
  users: Record<Exclude<CallerKind, 'anonymous'>, TestUser>;
  ids: { teamId: string; college: TestCollege };
}

export async function openMatrixCast(): Promise<MatrixCast> {
  const collector = routeCollector();
  const t = await createTestApp({ onRoute: collector.onRoute });
  const { db } = t.app.ctx;
  const [college] = (await claimedColleges(db, 1, 200)) as [TestCollege];
  await setTeamsFlag(db, true);
  const users = {
    stranger: await signUpScoped(t.app, [], null),
    minor: await signUpScoped(t.app, [], null),
    guardian: await signUpScoped(t.app, ['family_guardian'], null),
    team_member: await signUpScoped(t.app, [], null),
    team_owner: await signUpScoped(t.app, [], null),
    college_staff: await signUpScoped(t.app, ['programs_college_staff'], college.id),
    college_admin: await signUpScoped(t.app, ['programs_college_admin'], college.id),
    yes_staff: await signUpScoped(t.app, ['yes_staff'], null),
    yes_developer: await signUpScoped(t.app, ['yes_developer'], null),
    yes_admin: await signUpScoped(t.app, ['yes_admin'], null),
  };
  await setProfile(db, users.minor.id, { birthDate: birthDateForAge(15) });
  await linkActiveGuardian(db, users.minor.id, users.guardian.id, users.guardian.email);
  const team = await insertTeam(db, users.team_owner.id);
  await insertMember(db, team.id, users.team_member.id);
  return { t, routes: collector.routes, users, ids: { teamId: team.id, college } };
}
