/**
 * Runs the colleges access matrices (docs/decisions/028, 055) on one app and
 * the standard cast of callers (matrix-cast.ts: its college is the one the
 * college callers work at), with the callers the colleges matrices add: the
 * college's admissions, a college coach and another college's admin. The
 * public directory and college page (colleges-public.matrix.ts) run first,
 * before the other matrices have changed any college.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { seedDemoColleges } from '#server/db/seed/seed-demo-colleges.ts';
import { birthDateForAge, setProfile, tierOf } from '#server/profiles/player-test-data.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { insertGameProfile, insertMember, insertTeam, insertUser } from '#server/teams/team-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { tableCounts, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { collegeClaimsMatrix } from './college-claims-access-matrix.ts';
import { collegeEditMatrix } from './college-edit-access-matrix.ts';
import { collegeStaffMatrix } from './college-staff-access-matrix.ts';
import { claimedColleges, signUpScoped, type TestCollege } from './college-staff-test-data.ts';
import { collegesMatrix, openCollegesMatrixContext } from './colleges-access-matrix-context.ts';
import { collegesPublicAccessMatrix, PUBLIC_COLLEGES_CALLERS } from './colleges-public.matrix.ts';

type ExtraCaller = 'college_admissions' | 'coach' | 'other_college_admin';
type Caller = keyof MatrixCast['users'] | ExtraCaller | 'anonymous';

let cast: MatrixCast;
let otherCollege: TestCollege;
const extra = {} as Record<ExtraCaller, TestUser>;
const cookie = (caller: Caller) => (caller === 'anonymous' ? undefined : (caller in extra ? extra[caller as ExtraCaller] : cast.users[caller as keyof MatrixCast['users']]).cookie);

/** Demo University's Valorant program runs a team whose roster has an adult and a private minor. */
async function seedDemoCollegeWithRoster(): Promise<string[]> {
  const { db } = cast.t.app.ctx;
  const owner = await insertUser(db, 'Matrix Owner');
  const team = await insertTeam(db, owner.id, { name: 'Matrix Team' });
  await seedDemoColleges(db, { now: new Date(), collegeTeamId: team.id });
  const valorant = await tierOf(db, 'valorant', 'Gold 1');
  const roster = await insertGameProfile(db, team.id, valorant.titleId);
  const adult = await insertUser(db, 'Matrix Adult');
  const minor = await insertUser(db, 'Matrix Minor');
  await setProfile(db, minor.id, { birthDate: birthDateForAge(16) });
  await insertMember(db, team.id, adult.id, { role: 'starter', gameProfileId: roster.id });
  await insertMember(db, team.id, minor.id, { role: 'starter', gameProfileId: roster.id });
  return (await rowsOf<{ id: string }>(db, sql`select id from colleges where is_demo order by id`)).map((row) => row.id);
}

beforeAll(async () => {
  cast = await openMatrixCast();
  const { app } = cast.t;
  const { college } = cast.ids;
  [otherCollege] = (await claimedColleges(app.ctx.db, 1, 0, sql`id <> ${college.id}`)) as [TestCollege];
  extra.college_admissions = await signUpScoped(app, ['programs_college_admissions'], college.id);
  extra.other_college_admin = await signUpScoped(app, ['programs_college_admin'], otherCollege.id);
  extra.coach = await signUpWithRoles(app, ['coaching_program_coach_college_coach']);
  const demoColleges = await seedDemoCollegeWithRoster();
  openCollegesMatrixContext(cast, [college.id, otherCollege.id, ...demoColleges]);
});
afterAll(async () => collegesMatrix.t.close());

describeAccessMatrix(collegesPublicAccessMatrix, {
  app: () => cast.t.app,
  cookie,
  fixture: () => undefined,
  callers: PUBLIC_COLLEGES_CALLERS,
  // Public reads change nothing, whatever they answer (sessions and rate-limit counters aside).
  unchanged: { snapshot: () => tableCounts(cast.t.app.ctx.db, ['sessions', 'rate_limits']), when: () => true },
});

collegeClaimsMatrix();
collegeEditMatrix();
collegeStaffMatrix();
