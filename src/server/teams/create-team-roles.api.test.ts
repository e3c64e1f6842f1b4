/**
 * Who may create a team (docs/decisions/071), per role: platform staff,
 * program admins, coaches and team managers get 201 and own the team;
 * players, parents, guardians and college staff or admissions get 403 with
 * the rule's message. A team manager under 18 is refused; a non-staff
 * creator may own TEAM_CREATE_LIMIT active teams (archiving one frees a
 * place); platform staff have no limit. Refused calls write nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLEGE_SCOPED_ROLES, ROLES, type Role } from '#shared/access/roles.ts';
import { TEAM_CREATE_LIMIT, TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { teams } from '#server/db/schema/teams.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { insertTwoColleges } from '#server/test/role-cast.ts';
import { signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { setProfile } from '#server/test/profiles/player-test-data.ts';
import { setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let collegeId: string;

const CREATORS: readonly Role[] = [
  'yes_admin',
  'yes_developer',
  'yes_staff',
  'programs_college_admin',
  'programs_high_school_admin',
  'programs_private_team_admin',
  'programs_pro_team_admin',
  'coaching_private_coach',
  'coaching_program_coach_college_coach',
  'coaching_program_coach_pro_team_coach',
  'recruit_team_manager',
];
const input = { name: 'Role Check Crew', organizationType: 'high_school' };
const counts = () => tableCounts(t.database.db, ['rate_limits', 'sessions']);

beforeAll(async () => {
  t = await createTestApp();
  await setTeamsFlag(t.database.db, true);
  [collegeId] = await insertTwoColleges(t.database.db, ['create-team-college', 'Create Team College'], ['create-team-other', 'Create Team Other']);
});
afterAll(async () => t.close());

/** A confirmed account (sign-up grants recruit_player) with the other roles added. */
const signUpAs = (roles: Role[]) =>
  signUpScoped(
    t.app,
    roles.filter((role) => role !== 'recruit_player'),
    roles.some((role) => COLLEGE_SCOPED_ROLES.includes(role)) ? collegeId : null,
  );
const create = (user: TestUser | null, payload: object = input) =>
  t.app.inject({ method: 'POST', url: '/api/teams', headers: user ? { cookie: user.cookie } : {}, payload });

describe('POST /api/teams per role (docs/decisions/071)', () => {
  it.each(ROLES.map((role) => [role, CREATORS.includes(role)] as const))('%s → may create: %s', async (role, allowed) => {
    const user = await signUpAs([role]);
    const before = await counts();
    const response = await create(user);
    if (allowed) {
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ ...input, ownerUserId: user.id, subscriptionTier: 'bronze' });
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(TEAM_TEXTS.notTeamCreator);
      expect(await counts()).toEqual(before);
    }
  });

  it('a new account (recruit_player only) → 403; signed out → 401; nothing written', async () => {
    const player = await signUpAs([]);
    const before = await counts();
    expect((await create(player)).statusCode).toBe(403);
    expect((await create(null)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('a team manager under 18 is refused with the reason; at 18 they may', async () => {
    const minor = await signUpAs(['recruit_team_manager']);
    await setProfile(t.database.db, minor.id, { birthDate: birthDateForAge(16) });
    const before = await counts();
    const refused = await create(minor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TEAM_TEXTS.creatorMinor);
    expect(await counts()).toEqual(before);
    await setProfile(t.database.db, minor.id, { birthDate: birthDateForAge(18) });
    expect((await create(minor)).statusCode).toBe(201);
  });

  it(`a coach owns at most ${TEAM_CREATE_LIMIT} active teams; archiving one frees a place; platform staff have no limit`, async () => {
    const coach = await signUpAs(['coaching_private_coach']);
    for (let i = 0; i < TEAM_CREATE_LIMIT; i += 1) expect((await create(coach, { ...input, name: `Coach Team ${i}` })).statusCode).toBe(201);
    const before = await counts();
    const refused = await create(coach, { ...input, name: 'One Too Many' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TEAM_TEXTS.teamCreateLimit(TEAM_CREATE_LIMIT));
    expect(await counts()).toEqual(before);

    const [oldest] = await t.database.db.select({ id: teams.id }).from(teams).where(and(eq(teams.ownerUserId, coach.id), isNull(teams.archivedAt))).limit(1);
    await t.database.db.update(teams).set({ archivedAt: new Date() }).where(eq(teams.id, oldest!.id));
    expect((await create(coach, { ...input, name: 'After Archiving' })).statusCode).toBe(201);

    const staff = await signUpAs(['yes_staff']);
    for (let i = 0; i <= TEAM_CREATE_LIMIT; i += 1) expect((await create(staff, { ...input, name: `Staff Team ${i}` })).statusCode).toBe(201);
  });
});
