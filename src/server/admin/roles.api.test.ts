import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleges } from '#server/db/schema/colleges.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { rowsOf } from '#server/db/sql.ts';
import { me, signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';

/** An id no college has (user_roles.college_id is a foreign key to colleges, docs/decisions/032). */
const UNKNOWN_COLLEGE = '3f2b8c1e-5d4a-4c9b-8e7f-1a2b3c4d5e6f';
/** A real college of the seeded directory, read in beforeAll. */
let COLLEGE: string;

let t: TestApp;
let admin: TestUser;
let developer: TestUser;
let staff: TestUser;
let stranger: TestUser;
let target: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  developer = await signUpWithRoles(t.app, ['yes_developer']);
  staff = await signUpWithRoles(t.app, ['yes_staff']);
  stranger = await signUpUser(t.app);
  target = await signUpUser(t.app);
  const [college] = await t.database.db.select({ id: colleges.id }).from(colleges).where(eq(colleges.slug, 'massachusetts-institute-of-technology'));
  COLLEGE = college!.id;
});
afterAll(async () => t.close());

type Who = 'anonymous' | 'stranger' | 'yes_staff' | 'yes_developer' | 'yes_admin';
const cookieOf = (who: Who) =>
  ({ anonymous: undefined, stranger: stranger.cookie, yes_staff: staff.cookie, yes_developer: developer.cookie, yes_admin: admin.cookie })[who];

const rolesOf = async (userId: string) =>
  t.database.db.select({ role: userRoles.role, collegeId: userRoles.collegeId }).from(userRoles).where(eq(userRoles.userId, userId));

describe('role routes: access matrix', () => {
  const requests = {
    list: () => ({ method: 'GET' as const, url: `/api/admin/users/${target.id}/roles` }),
    grant: () => ({ method: 'POST' as const, url: `/api/admin/users/${target.id}/roles`, payload: { role: 'recruit_caster' } }),
    revoke: () => ({ method: 'DELETE' as const, url: `/api/admin/users/${target.id}/roles/recruit_player` }),
  };
  const matrix: [Who, number, string | null][] = [
    ['anonymous', 401, 'unauthorized'],
    ['stranger', 403, 'forbidden'],
    ['yes_staff', 403, 'forbidden'],
    ['yes_developer', 403, 'forbidden'],
  ];

  for (const [name, request] of Object.entries(requests)) {
    it.each(matrix)(`${name}: %s → %i and nothing changes`, async (who, status, code) => {
      const before = await rolesOf(target.id);
      const cookie = cookieOf(who);
      const response = await t.app.inject({ ...request(), headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(await rolesOf(target.id)).toEqual(before);
    });
  }

  it('yes_admin: list 200, grant 201, revoke 200', async () => {
    const headers = { cookie: admin.cookie };
    const list = await t.app.inject({ ...requests.list(), headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ userId: target.id, roles: [{ role: 'recruit_player', collegeId: null }], collegeNames: {} });

    const grant = await t.app.inject({ ...requests.grant(), headers });
    expect(grant.statusCode).toBe(201);
    expect(grant.json().roles).toEqual(
      expect.arrayContaining([{ role: 'recruit_caster', collegeId: null }, { role: 'recruit_player', collegeId: null }]),
    );

    const revoke = await t.app.inject({ ...requests.revoke(), headers });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().roles).toEqual([{ role: 'recruit_caster', collegeId: null }]);
    expect(await rolesOf(target.id)).toEqual([{ role: 'recruit_caster', collegeId: null }]);
  });
});

describe('granting and revoking', () => {
  const headers = () => ({ cookie: admin.cookie });
  /** POST /api/admin/users/:userId/roles as the admin. */
  const grantRole = (userId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/roles`, headers: headers(), payload });
  /** DELETE /api/admin/users/:userId/roles/:role (with its ?collegeId= query, if any) as the admin. */
  const revokeRole = (userId: string, roleAndQuery: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${userId}/roles/${roleAndQuery}`, headers: headers() });

  it('a grant shows in the target’s /api/me and turns on a flag that requires the role', async () => {
    await t.database.db.insert(experiments).values({
      key: 'testing_dashboard',
      enabled: true,
      requiredRoles: ['yes_staff'],
      rolloutPercentage: 100,
    });
    const user = await signUpUser(t.app);
    const before = await me(t.app, user.cookie);
    expect(before.flags.testing_dashboard).toEqual({ enabled: false, variant: 'control' });

    const grant = await grantRole(user.id, { role: 'yes_staff' });
    expect(grant.statusCode).toBe(201);
    const after = await me(t.app, user.cookie);
    expect(after.roles).toEqual(expect.arrayContaining([{ role: 'yes_staff', collegeId: null }]));
    expect(after.flags.testing_dashboard).toEqual({ enabled: true, variant: 'control' });

    const revoke = await revokeRole(user.id, 'yes_staff');
    expect(revoke.statusCode).toBe(200);
    const revoked = await me(t.app, user.cookie);
    expect(revoked.roles).not.toContainEqual({ role: 'yes_staff', collegeId: null });
    expect(revoked.flags.testing_dashboard!.enabled).toBe(false);
  });

  it('granting a held role again is idempotent', async () => {
    await grantRole(target.id, { role: 'recruit_creator' });
    const again = await grantRole(target.id, { role: 'recruit_creator' });
    expect(again.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, target.id), eq(userRoles.role, 'recruit_creator')));
    expect(rows).toHaveLength(1);
  });

  it('an invalid role is 400 with a field error and no row written', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await grantRole(target.id, { role: 'supreme_leader' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', fields: { role: expect.any(String) } });
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('a college-scoped role without collegeId is 400; with one it is granted and revoked by college', async () => {
    const missing = await grantRole(target.id, { role: 'programs_college_staff' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ collegeId: 'This role needs a college' });
    expect(await rolesOf(target.id)).not.toContainEqual(expect.objectContaining({ role: 'programs_college_staff' }));

    const badId = await grantRole(target.id, { role: 'programs_college_staff', collegeId: 'not-a-uuid' });
    expect(badId.statusCode).toBe(400);

    const before = await tableCounts(t.database.db, ['rate_limits']);
    const unknown = await grantRole(target.id, { role: 'programs_college_staff', collegeId: UNKNOWN_COLLEGE });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'validation', fields: { collegeId: 'No college has this id' } });
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);

    const ok = await grantRole(target.id, { role: 'programs_college_staff', collegeId: COLLEGE });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().roles).toContainEqual({ role: 'programs_college_staff', collegeId: COLLEGE });
    expect(ok.json().collegeNames).toEqual({ [COLLEGE]: 'Massachusetts Institute of Technology' });

    const wrongCollege = await revokeRole(target.id, 'programs_college_staff');
    expect(wrongCollege.statusCode).toBe(404);
    const revoke = await revokeRole(target.id, `programs_college_staff?collegeId=${COLLEGE}`);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().roles).not.toContainEqual(expect.objectContaining({ role: 'programs_college_staff' }));
  });

  it('revoking a user’s last college role there drops their staff details (title, public, primary contact); another role keeps them', async () => {
    const member = await signUpUser(t.app);
    const detailsOf = async () =>
      rowsOf<{ title: string }>(t.database.db, sql`select title from college_staff_details where user_id = ${member.id} and college_id = ${COLLEGE}`);
    const grant = (role: string) =>
      grantRole(member.id, { role, collegeId: COLLEGE });
    const revoke = (role: string) =>
      revokeRole(member.id, `${role}?collegeId=${COLLEGE}`);
    expect((await grant('programs_college_staff')).statusCode).toBe(201);
    expect((await grant('programs_college_admissions')).statusCode).toBe(201);
    await t.database.db.execute(sql`insert into college_staff_details (college_id, user_id, title, is_public) values (${COLLEGE}, ${member.id}, 'Coach', true)`);

    expect((await revoke('programs_college_staff')).statusCode).toBe(200);
    expect(await detailsOf()).toEqual([{ title: 'Coach' }]);
    expect((await revoke('programs_college_admissions')).statusCode).toBe(200);
    expect(await detailsOf()).toEqual([]);
  });

  it('revoking a role the user does not hold is 404', async () => {
    const response = await revokeRole(target.id, 'yes_admin');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('an unknown role in the path is 400, an unknown user is 404', async () => {
    const badRole = await revokeRole(target.id, 'wizard');
    expect(badRole.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/users/no-such-user/roles', headers: headers() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('User not found');
    const grantUnknown = await grantRole('no-such-user', { role: 'recruit_player' });
    expect(grantUnknown.statusCode).toBe(404);
  });
});

describe('outbox route: access matrix and listing', () => {
  // yes_admin only: the outbox holds other people's reset and claim links (issue 10.1).
  const matrix: [Who, number][] = [
    ['anonymous', 401],
    ['stranger', 403],
    ['yes_staff', 403],
    ['yes_developer', 403],
    ['yes_admin', 200],
  ];

  it.each(matrix)('%s → %i', async (who, status) => {
    const cookie = cookieOf(who);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(Array.isArray(response.json().messages)).toBe(true);
    else expect(response.json().error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
  });

  it('lists messages newest first, filtered by address (any case), bounded by limit', async () => {
    for (const subject of ['first', 'second', 'third']) {
      await t.app.ctx.mailer.send({ to: 'outbox.reader@example.com', subject, text: `body of ${subject}` });
    }
    await t.app.ctx.mailer.send({ to: 'someone.else@example.com', subject: 'other', text: 'other body' });

    const headers = { cookie: admin.cookie };
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?to=Outbox.Reader@example.com', headers });
    expect(all.statusCode).toBe(200);
    const messages = all.json().messages as { id: string; toAddress: string; subject: string; textBody: string; createdAt: string }[];
    expect(messages.map((message) => message.subject)).toEqual(['third', 'second', 'first']);
    expect(messages[0]).toEqual({
      id: expect.any(String),
      toAddress: 'outbox.reader@example.com',
      subject: 'third',
      textBody: 'body of third',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const limited = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?to=outbox.reader@example.com&limit=1', headers });
    expect(limited.json().messages.map((message: { subject: string }) => message.subject)).toEqual(['third']);

    const unfiltered = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers });
    expect(unfiltered.json().messages.length).toBeGreaterThanOrEqual(4);
    expect(unfiltered.json().messages[0].subject).toBe('other');
  });

  it.each(['limit=0', 'limit=201', 'limit=abc', 'limit=1.5', 'to=not-an-email'])('refuses %s with 400', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/outbox?${query}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
  });

  it('caps the list at 200 and defaults to 50', async () => {
    for (let n = 0; n < 55; n += 1) await t.app.ctx.mailer.send({ to: 'bulk@example.com', subject: `bulk ${n}`, text: 'x' });
    const headers = { cookie: admin.cookie };
    const byDefault = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?to=bulk@example.com', headers });
    expect(byDefault.json().messages).toHaveLength(50);
    const max = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?to=bulk@example.com&limit=200', headers });
    expect(max.json().messages).toHaveLength(55);
  });
});
