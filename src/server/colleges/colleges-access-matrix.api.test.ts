/**
 * Runs the colleges access matrices (docs/decisions/028, 055) on one app and
 * the standard cast of callers (matrix-cast.ts: its college is the one the
 * college callers work at), with the callers the colleges matrices add: the
 * college's admissions and high-school program admin, a college coach and
 * another college's admin. The public directory and college page
 * (colleges-public.matrix.ts) run first, then claims, the edit page and
 * staff (college-claims, college-edit and college-staff.matrix.ts); each
 * works on colleges of its own besides the cast's, picked in beforeAll.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { seedDemoColleges } from '#server/seed/seed-demo-colleges.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { setProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { insertGameProfile, insertMember, insertTeam, insertUser } from '#server/test/teams/team-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { COLLEGE_CLAIM_PENDING_MAX } from '#shared/contracts/college-claims.ts';
import { GAME_SLUGS } from '#shared/recruiting/game-catalog.ts';
import { PROGRAM_LEVELS } from '#shared/recruiting/program-levels.ts';
import { collegeClaimsAccessMatrix, CLAIMS_CALLERS, type ClaimsCaller, type ClaimsFixture } from '../test/colleges/college-claims.matrix.ts';
import { insertProgram } from '../test/colleges/college-edit-test-data.ts';
import { collegeEditAccessMatrix, EDIT_CALLERS, type EditFixture } from '../test/colleges/college-edit.matrix.ts';
import { claimedColleges, grantCollegeRole, insertInvitation, signUpScoped, type TestCollege } from '../test/colleges/college-staff-test-data.ts';
import { collegeStaffAccessMatrix, STAFF_CALLERS, type InvitationLinkRoute, type StaffFixture } from '../test/colleges/college-staff.matrix.ts';
import { collegesPublicAccessMatrix, PUBLIC_COLLEGES_CALLERS } from '../test/colleges/colleges-public.matrix.ts';

type ExtraCaller = 'college_admissions' | 'high_school_admin' | 'coach' | 'other_college_admin';
type Caller = keyof MatrixCast['users'] | ExtraCaller | 'anonymous';

let cast: MatrixCast;
let otherCollege: TestCollege;
/** Unclaimed colleges with a website for the claim cases: this college, the cap's, those the cap fills with, then one per pending claim. */
let claimColleges: { id: string; slug: string }[];
let editFixture: EditFixture;
let staffFixture: StaffFixture;
const extra = {} as Record<ExtraCaller, TestUser>;
const userOf = (caller: Exclude<Caller, 'anonymous'>): TestUser => (caller in extra ? extra[caller as ExtraCaller] : cast.users[caller as keyof MatrixCast['users']]);
const cookie = (caller: Caller) => (caller === 'anonymous' ? undefined : userOf(caller).cookie);

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

/** A pending claim by a new requester on a college nobody else uses here. */
async function pendingClaim(): Promise<string> {
  const college = claimColleges.pop()!;
  const requester = await signUpUser(cast.t.app);
  const response = await cast.t.app.inject({
    method: 'POST',
    url: `/api/colleges/${college.slug}/claims`,
    headers: { cookie: requester.cookie, origin: 'http://localhost:3000' },
    payload: { role: 'programs_college_admin', evidence: 'Head of the esports club.' },
  });
  if (response.statusCode !== 201) throw new Error(`a pending claim: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** The caller's pending requests up to the cap, straight in the table, on the colleges kept for it. */
async function fillPendingClaims(caller: ClaimsCaller): Promise<void> {
  const user = caller === 'anonymous' ? undefined : userOf(caller);
  for (const college of claimColleges.slice(2, 2 + COLLEGE_CLAIM_PENDING_MAX)) {
    await cast.t.app.ctx.db.execute(sql`insert into college_claims (college_id, requester_user_id, role, evidence, contact_email, email_at_college_domain)
      select ${college.id}, ${user!.id}, 'programs_college_admin', 'Matrix.', ${user!.email}, false
      where (select count(*) from college_claims where requester_user_id = ${user!.id} and status = 'pending') < ${COLLEGE_CLAIM_PENDING_MAX}
        and not exists (select 1 from college_claims where requester_user_id = ${user!.id} and college_id = ${college.id} and status = 'pending')`);
  }
}

/** The edit cases' rows: programs of the cast's college (one per title and level), one of the other college. */
async function openEditFixture(): Promise<EditFixture> {
  const { db } = cast.t.app.ctx;
  const { college } = cast.ids;
  const freePairs = GAME_SLUGS.flatMap((title) => PROGRAM_LEVELS.map((level) => ({ title, level })));
  const freshProgram = async () => {
    const pair = freePairs.pop()!;
    return insertProgram(db, college.id, pair.title, pair.level);
  };
  return {
    college,
    sharedProgramId: await freshProgram(),
    freshProgram,
    freePair: (take) => (take ? freePairs.pop()! : freePairs[0]!),
    otherCollegeSlug: otherCollege.slug,
    otherProgramId: await insertProgram(db, otherCollege.id, 'overwatch', 'club'),
  };
}

/** The staff cases' rows: a college with a primary contact, and one college per invitation link route (accepting changes nothing the others use). */
async function openStaffFixture(taken: string[]): Promise<StaffFixture> {
  const { app } = cast.t;
  const { db } = app.ctx;
  const { college } = cast.ids;
  const notTaken = sql`id not in (${sql.join(taken.map((id) => sql`${id}`), sql`, `)})`;
  const [contact, lookup, accept, decline] = (await claimedColleges(db, 4, 0, notTaken)) as [TestCollege, TestCollege, TestCollege, TestCollege];
  const linkColleges: Record<InvitationLinkRoute, TestCollege> = { lookup, accept, decline };
  const contactUser = await signUpScoped(app, [], null, { displayName: 'Matrix Contact' });
  await grantCollegeRole(db, contactUser.id, 'programs_college_admin', contact.id);
  await db.execute(sql`insert into college_staff_details (college_id, user_id, is_primary_contact) values (${contact.id}, ${contactUser.id}, true)`);
  let nextEmail = 0;
  const newEmail = () => `matrix-invitee-${(nextEmail += 1)}@example.com`;
  return {
    collegeSlug: college.slug,
    contactCollegeSlug: contact.slug,
    freshMember: async () => {
      const member = await insertUser(db, 'Matrix Member');
      await grantCollegeRole(db, member.id, 'programs_college_staff', college.id);
      return member.id;
    },
    freshInvitation: async () => (await insertInvitation(db, { collegeId: college.id, email: newEmail() })).id,
    newEmail,
    tokenFor: async (route, caller) =>
      (await insertInvitation(db, { collegeId: linkColleges[route].id, email: caller === 'anonymous' ? newEmail() : userOf(caller).email })).token,
    staffUserId: cast.users.college_staff.id,
  };
}

/** Rate-limit counters and session touches may move on any request; everything else must not. */
async function digestsWithoutCounters() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(cast.t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  cast = await openMatrixCast();
  const { app } = cast.t;
  const { college } = cast.ids;
  [otherCollege] = (await claimedColleges(app.ctx.db, 1, 0, sql`id <> ${college.id}`)) as [TestCollege];
  extra.college_admissions = await signUpScoped(app, ['programs_college_admissions'], college.id);
  extra.high_school_admin = await signUpScoped(app, ['programs_high_school_admin'], college.id);
  extra.other_college_admin = await signUpScoped(app, ['programs_college_admin'], otherCollege.id);
  extra.coach = await signUpWithRoles(app, ['coaching_program_coach_college_coach']);
  const demoColleges = await seedDemoCollegeWithRoster();
  claimColleges = await rowsOf<{ id: string; slug: string }>(
    app.ctx.db,
    sql`select id, slug from colleges where website is not null and claimed_at is null and not is_demo and id <> ${otherCollege.id} order by name, id limit 40`,
  );
  // "This college" of the claim cases: the college callers hold their roles there too (it is not claimed yet).
  const claimTarget = claimColleges[0]!;
  for (const [user, role] of [
    [cast.users.college_admin, 'programs_college_admin'],
    [cast.users.college_staff, 'programs_college_staff'],
    [extra.college_admissions, 'programs_college_admissions'],
  ] as const) {
    await grantCollegeRole(app.ctx.db, user.id, role, claimTarget.id);
  }
  editFixture = await openEditFixture();
  staffFixture = await openStaffFixture([college.id, otherCollege.id, ...demoColleges, ...claimColleges.map((row) => row.id)]);
});
afterAll(async () => cast.t.close());

describeAccessMatrix(collegesPublicAccessMatrix, {
  app: () => cast.t.app,
  cookie,
  fixture: () => undefined,
  callers: PUBLIC_COLLEGES_CALLERS,
  // Public reads change nothing, whatever they answer (sessions and rate-limit counters aside).
  unchanged: { snapshot: () => tableCounts(cast.t.app.ctx.db, ['sessions', 'rate_limits']), when: () => true },
});

describeAccessMatrix(collegeClaimsAccessMatrix, {
  app: () => cast.t.app,
  cookie,
  fixture: (): ClaimsFixture => ({ collegeSlug: claimColleges[0]!.slug, capCollegeSlug: claimColleges[1]!.slug, pendingClaim, fillPendingClaims }),
  callers: CLAIMS_CALLERS,
  unchanged: { snapshot: () => tableDigests(cast.t.app.ctx.db), when: (status) => status >= 400 },
});

describeAccessMatrix(collegeEditAccessMatrix, {
  app: () => cast.t.app,
  cookie,
  fixture: () => editFixture,
  callers: EDIT_CALLERS,
  unchanged: { snapshot: () => tableDigests(cast.t.app.ctx.db), when: (status) => status >= 400 },
});

describeAccessMatrix(collegeStaffAccessMatrix, {
  app: () => cast.t.app,
  cookie,
  fixture: () => staffFixture,
  callers: STAFF_CALLERS,
  unchanged: { snapshot: digestsWithoutCounters, when: (status) => status >= 400 },
});
