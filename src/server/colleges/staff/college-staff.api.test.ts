/**
 * College staff (docs/decisions/034): invitations by email (the same 202 for
 * every address, a link that only the invited address's account can use,
 * each of its states told apart), the staff list, changing and removing
 * members (never the last admin), the public staff on the college page, the
 * primary contact an approved claim makes, and Message staff. Who may call
 * each route is college-staff.matrix.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeStaffResponse } from '#shared/contracts/college-staff.ts';
import type { College } from '#shared/contracts/colleges.ts';
import { hashLinkToken } from '#server/auth/link-token.ts';
import { linkGuardian, makeMinor } from '#server/test/messaging/messaging-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { outboxFor, signUpUser, type TestUser } from '#server/test/test-users.ts';
import { claimedColleges, grantCollegeRole, insertInvitation, invitationTokenFromOutbox, signUpScoped, type TestCollege } from '../../test/colleges/college-staff-test-data.ts';

let t: TestApp;
let colleges: TestCollege[];
let nextCollege = 0;
let nextEmail = 0;
let yesAdmin: TestUser;

const freshEmail = (label = 'invitee') => `${label}-${++nextEmail}-${Date.now()}@example.com`;

/** A claimed college of its own, with one admin. */
async function collegeWithAdmin(displayName = 'Ada Admin') {
  const college = colleges[nextCollege++]!;
  const admin = await signUpScoped(t.app, ['programs_college_admin'], college.id, { displayName });
  return { college, admin };
}

function call(user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });
}

const invite = (user: TestUser, college: TestCollege, payload: object) => call(user, 'POST', `/api/colleges/${college.slug}/staff/invitations`, payload);
const staffOf = async (user: TestUser, college: TestCollege) => (await call(user, 'GET', `/api/colleges/${college.slug}/staff`)).json() as CollegeStaffResponse;
const link = (user: TestUser | null, action: 'lookup' | 'accept' | 'decline', token: string) => call(user, 'POST', `/api/college-invitations/${action}`, { token });

async function digests() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

async function rolesOf(userId: string, collegeId: string) {
  return rowsOf<{ role: string }>(t.app.ctx.db, sql`select role from user_roles where user_id = ${userId} and college_id = ${collegeId} order by role`);
}

beforeAll(async () => {
  t = await createTestApp();
  colleges = await claimedColleges(t.app.ctx.db, 30);
  yesAdmin = await signUpScoped(t.app, ['yes_admin'], null);
});
afterAll(async () => t.close());

describe('inviting', () => {
  it('answers the same 202 for a new address, an existing account and a minor’s account, and emails each a link', async () => {
    const { college, admin } = await collegeWithAdmin();
    const existing = await signUpUser(t.app);
    const minor = await signUpUser(t.app);
    await makeMinor(t.app.ctx.db, minor.id);
    const bodies = new Set<string>();
    for (const email of [freshEmail('new'), existing.email, minor.email]) {
      const response = await invite(admin, college, { email, role: 'staff', title: 'Assistant coach', isPublic: true });
      expect(response.statusCode, response.body).toBe(202);
      bodies.add(response.body);
      const [mail] = await outboxFor(t.app.ctx.db, email);
      expect(mail?.subject).toBe(`Join the esports staff of ${college.name}`);
      expect(mail?.textBody).toMatch(/http:\/\/localhost:3000\/college-invitation\?token=\S+/);
      expect(mail?.textBody).toContain('as staff');
    }
    expect([...bodies]).toEqual([JSON.stringify({ status: 'invited' })]);
  });

  it('lists pending invitations for viewers, never with the token or its hash', async () => {
    const { college, admin } = await collegeWithAdmin();
    const email = freshEmail();
    await invite(admin, college, { email: email.toUpperCase(), role: 'admissions' });
    const token = await invitationTokenFromOutbox(t.app.ctx.db, email);
    const staff = await signUpScoped(t.app, ['programs_college_staff'], college.id);
    const response = await call(staff, 'GET', `/api/colleges/${college.slug}/staff`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as CollegeStaffResponse;
    expect(body.permissions).toEqual({ manage: false, view: true });
    expect(body.invitations).toEqual([
      expect.objectContaining({ email, role: 'admissions', title: null, isPublic: false, status: 'pending', invitedByName: 'Ada Admin' }),
    ]);
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(hashLinkToken(token));
    expect(Object.keys(body.invitations[0]!).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'id', 'invitedByName', 'isPublic', 'role', 'status', 'title']);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const { college, admin } = await collegeWithAdmin();
    const cases: [object, string][] = [
      [{ email: 'not-an-email', role: 'staff' }, 'email'],
      [{ email: freshEmail(), role: 'coach' }, 'role'],
      [{ email: freshEmail(), role: 'programs_college_admin' }, 'role'],
      [{ email: freshEmail(), role: 'staff', title: 'x'.repeat(81) }, 'title'],
      [{ email: freshEmail(), role: 'staff', title: '<b>Coach</b>' }, 'title'],
      [{ email: freshEmail(), role: 'staff', isPublic: 'yes' }, 'isPublic'],
      [{ role: 'staff' }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const before = await digests();
      const response = await invite(admin, college, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), JSON.stringify(payload)).toContain(field);
      expect(await digests()).toEqual(before);
    }
  });

  it('accepts a title of exactly 80 characters', async () => {
    const { college, admin } = await collegeWithAdmin();
    expect((await invite(admin, college, { email: freshEmail(), role: 'staff', title: 'x'.repeat(80) })).statusCode).toBe(202);
  });

  it('refuses a second pending invitation to the same address, an address already on the staff, and more than 50 pending (409, nothing changed)', async () => {
    const { college, admin } = await collegeWithAdmin();
    const email = freshEmail();
    expect((await invite(admin, college, { email, role: 'staff' })).statusCode).toBe(202);
    const staff = await signUpScoped(t.app, ['programs_college_staff'], college.id);
    for (const [target, message] of [
      [email.toUpperCase(), 'This address already has a pending invitation. Resend it from the list instead.'],
      [staff.email, 'This person is already on the staff of this college.'],
      [admin.email, 'This person is already on the staff of this college.'],
    ] as const) {
      const before = await digests();
      const response = await invite(admin, college, { email: target, role: 'staff' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ message, fields: { email: message } });
      expect(await digests()).toEqual(before);
    }
    for (let index = 0; index < 49; index += 1) await insertInvitation(t.app.ctx.db, { collegeId: college.id, email: freshEmail('bulk') });
    const before = await digests();
    const full = await invite(admin, college, { email: freshEmail(), role: 'staff' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('This college has 50 pending invitations. Revoke some before inviting more.');
    expect(await digests()).toEqual(before);
  });

  it('a lapsed invitation gives way to a new one to the same address', async () => {
    const { college, admin } = await collegeWithAdmin();
    const email = freshEmail();
    const old = await insertInvitation(t.app.ctx.db, { collegeId: college.id, email, expiresInMs: -1000 });
    expect((await staffOf(admin, college)).invitations).toEqual([expect.objectContaining({ id: old.id, status: 'expired' })]);
    expect((await invite(admin, college, { email, role: 'staff' })).statusCode).toBe(202);
    const { invitations } = await staffOf(admin, college);
    expect(invitations.map((invitation) => invitation.status)).toEqual(['pending']);
    expect(invitations[0]!.id).not.toBe(old.id);
  });

  it('refuses to invite to a page nobody has claimed (its first admin comes from a claim)', async () => {
    const [unclaimed] = await rowsOf<TestCollege>(t.app.ctx.db, sql`select id, slug, name from colleges where claimed_at is null order by name, id limit 1`);
    const before = await digests();
    const response = await invite(yesAdmin, unclaimed!, { email: freshEmail(), role: 'admin' });
    expect(response.statusCode).toBe(409);
    expect(await digests()).toEqual(before);
  });
});

describe('the invitation link', () => {
  it('shows the invited account the invitation; accepting grants the role and details in one go and makes an admin the primary contact when there is none', async () => {
    const college = colleges[nextCollege++]!;
    const invitee = await signUpUser(t.app, { displayName: 'Nia New' });
    expect((await invite(yesAdmin, college, { email: invitee.email, role: 'admin', title: 'Head coach', isPublic: true })).statusCode).toBe(202);
    const token = await invitationTokenFromOutbox(t.app.ctx.db, invitee.email);
    const info = await link(invitee, 'lookup', token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ college: { slug: college.slug, name: college.name }, role: 'admin', title: 'Head coach', isPublic: true, email: invitee.email });
    const accepted = await link(invitee, 'accept', token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ college: { slug: college.slug, name: college.name }, status: 'accepted' });
    expect(await rolesOf(invitee.id, college.id)).toEqual([{ role: 'programs_college_admin' }]);
    const { members, invitations } = await staffOf(invitee, college);
    expect(members).toEqual([
      { userId: invitee.id, displayName: 'Nia New', email: invitee.email, role: 'admin', title: 'Head coach', isPublic: true, isPrimaryContact: true },
    ]);
    expect(invitations).toEqual([]);
    // Used: a clear 409, nothing changes.
    const before = await digests();
    const again = await link(invitee, 'accept', token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This invitation has already been accepted.');
    expect(await digests()).toEqual(before);
  });

  it('a staff member who accepts does not become the primary contact', async () => {
    const { college, admin } = await collegeWithAdmin();
    await t.app.ctx.db.execute(sql`insert into college_staff_details (college_id, user_id, is_primary_contact) values (${college.id}, ${admin.id}, true)`);
    const invitee = await signUpUser(t.app);
    const { token } = await insertInvitation(t.app.ctx.db, { collegeId: college.id, email: invitee.email, role: 'programs_college_staff' });
    expect((await link(invitee, 'accept', token)).statusCode).toBe(200);
    const { members } = await staffOf(admin, college);
    expect(members.map((member) => [member.userId, member.role, member.isPrimaryContact])).toEqual([
      [admin.id, 'admin', true],
      [invitee.id, 'staff', false],
    ]);
  });

  it('refuses another account with a message that reveals nothing about the invitation, and changes nothing', async () => {
    const { college } = await collegeWithAdmin();
    const invitee = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const { token } = await insertInvitation(t.app.ctx.db, { collegeId: college.id, email: invitee.email, title: 'Secret title' });
    for (const action of ['lookup', 'accept', 'decline'] as const) {
      const before = await digests();
      const response = await link(stranger, action, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('This invitation was sent to another email address. Sign in with the address that received it.');
      expect(response.body).not.toContain(college.name);
      expect(response.body).not.toContain(invitee.email);
      expect(response.body).not.toContain('Secret title');
      expect(await digests()).toEqual(before);
    }
  });

  it('tells a wrong, expired, revoked and declined link apart, and needs a sign-in (nothing changes)', async () => {
    const { college, admin } = await collegeWithAdmin();
    const invitee = await signUpUser(t.app);
    const expired = await insertInvitation(t.app.ctx.db, { collegeId: college.id, email: invitee.email, expiresInMs: -1000 });
    const expect410 = async (token: string, message: string) => {
      for (const action of ['lookup', 'accept', 'decline'] as const) {
        const before = await digests();
        const response = await link(invitee, action, token);
        expect(response.statusCode, `${action} ${response.body}`).toBe(410);
        expect(response.json().error).toEqual({ code: 'gone', message });
        expect(await digests()).toEqual(before);
      }
    };
    await expect410(expired.token, 'This invitation has expired. Ask the college’s staff to send a new one.');
    // Inviting again lets the lapsed one go; then revoke it.
    await invite(admin, college, { email: invitee.email, role: 'staff' });
    const revokedToken = await invitationTokenFromOutbox(t.app.ctx.db, invitee.email);
    const [pending] = (await staffOf(admin, college)).invitations;
    expect((await call(admin, 'DELETE', `/api/colleges/${college.slug}/staff/invitations/${pending!.id}`)).statusCode).toBe(200);
    await expect410(revokedToken, 'This invitation was withdrawn by the college’s staff.');
    const declined = await insertInvitation(t.app.ctx.db, { collegeId: college.id, email: invitee.email });
    const answer = await link(invitee, 'decline', declined.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('declined');
    await expect410(declined.token, 'This invitation was declined.');
    expect(await rolesOf(invitee.id, college.id)).toEqual([]);
    for (const token of ['x'.repeat(43), 'short']) {
      const response = await link(invitee, 'accept', token);
      expect(response.statusCode).toBe(token === 'short' ? 400 : 404);
    }
    expect((await link(null, 'accept', declined.token)).statusCode).toBe(401);
  });

  it('refuses a minor’s account (college staff are adults) and changes nothing', async () => {
    const { college } = await collegeWithAdmin();
    const minor = await signUpUser(t.app);
    await makeMinor(t.app.ctx.db, minor.id);
    const { token } = await insertInvitation(t.app.ctx.db, { collegeId: college.id, email: minor.email });
    for (const action of ['lookup', 'accept'] as const) {
      const before = await digests();
      const response = await link(minor, action, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('College staff accounts are for adults: you must be 18 or older to join a college’s staff.');
      expect(await digests()).toEqual(before);
    }
  });

  it('resending makes a new link (the old one stops working), at most once per 10 minutes', async () => {
    const { college, admin } = await collegeWithAdmin();
    const invitee = await signUpUser(t.app);
    const old = await insertInvitation(t.app.ctx.db, { collegeId: college.id, email: invitee.email, sentMinutesAgo: 30 });
    const resent = await call(admin, 'POST', `/api/colleges/${college.slug}/staff/invitations/${old.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const token = await invitationTokenFromOutbox(t.app.ctx.db, invitee.email);
    expect(token).not.toBe(old.token);
    expect((await link(invitee, 'lookup', old.token)).statusCode).toBe(404);
    expect((await link(invitee, 'lookup', token)).statusCode).toBe(200);
    const before = await digests();
    const tooSoon = await call(admin, 'POST', `/api/colleges/${college.slug}/staff/invitations/${old.id}/resend`);
    expect(tooSoon.statusCode).toBe(429);
    expect(await digests()).toEqual(before);
    // Another college's invitation is unknown here.
    const other = await collegeWithAdmin();
    expect((await call(other.admin, 'POST', `/api/colleges/${other.college.slug}/staff/invitations/${old.id}/resend`)).statusCode).toBe(404);
    expect((await call(other.admin, 'DELETE', `/api/colleges/${other.college.slug}/staff/invitations/${old.id}`)).statusCode).toBe(404);
  });
});

describe('changing and removing members', () => {
  it('changes title, public flag, role and the one primary contact', async () => {
    const { college, admin } = await collegeWithAdmin('Ada Admin');
    const coach = await signUpScoped(t.app, ['programs_college_staff'], college.id, { displayName: 'Cal Coach' });
    const url = (userId: string) => `/api/colleges/${college.slug}/staff/${userId}`;
    const first = await call(admin, 'PATCH', url(admin.id), { isPrimaryContact: true, title: 'Director', isPublic: true });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(admin, 'PATCH', url(coach.id), { isPrimaryContact: true, role: 'admin', title: 'Head coach' });
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as CollegeStaffResponse).members.map((m) => [m.displayName, m.role, m.title, m.isPublic, m.isPrimaryContact])).toEqual([
      ['Cal Coach', 'admin', 'Head coach', false, true],
      ['Ada Admin', 'admin', 'Director', true, false],
    ]);
    // Clearing the title keeps the rest.
    const cleared = await call(admin, 'PATCH', url(admin.id), { title: '' });
    expect((cleared.json() as CollegeStaffResponse).members.find((m) => m.userId === admin.id)).toMatchObject({ title: null, isPublic: true });
    expect(await rolesOf(coach.id, college.id)).toEqual([{ role: 'programs_college_admin' }]);
  });

  it('refuses bad changes with field messages, and an unknown member with 404 (nothing changed)', async () => {
    const { college, admin } = await collegeWithAdmin();
    const stranger = await signUpUser(t.app);
    for (const [userId, payload, status] of [
      [admin.id, {}, 400],
      [admin.id, { title: 'y'.repeat(81) }, 400],
      [admin.id, { title: '<script>x</script>' }, 400],
      [admin.id, { role: 'owner' }, 400],
      [admin.id, { isPrimaryContact: 'yes' }, 400],
      [stranger.id, { title: 'Coach' }, 404],
    ] as const) {
      const before = await digests();
      const response = await call(admin, 'PATCH', `/api/colleges/${college.slug}/staff/${userId}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(await digests()).toEqual(before);
    }
  });

  it('never demotes or removes the last admin (409 with a message, nothing changed); removing a member removes their roles and details', async () => {
    const { college, admin } = await collegeWithAdmin();
    const staff = await signUpScoped(t.app, ['programs_college_staff', 'programs_college_admissions'], college.id);
    await t.app.ctx.db.execute(sql`insert into college_staff_details (college_id, user_id, title, is_public) values (${college.id}, ${staff.id}, 'Analyst', true)`);
    for (const [method, payload, field] of [
      ['PATCH', { role: 'staff' }, 'role'],
      ['DELETE', undefined, 'userId'],
    ] as const) {
      const before = await digests();
      const response = await call(admin, method, `/api/colleges/${college.slug}/staff/${admin.id}`, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        message: 'A college needs at least one admin. Make someone else an admin first.',
        fields: { [field]: 'A college needs at least one admin. Make someone else an admin first.' },
      });
      expect(await digests()).toEqual(before);
    }
    const removed = await call(admin, 'DELETE', `/api/colleges/${college.slug}/staff/${staff.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as CollegeStaffResponse).members.map((m) => m.userId)).toEqual([admin.id]);
    expect(await rolesOf(staff.id, college.id)).toEqual([]);
    expect(await rowsOf(t.app.ctx.db, sql`select 1 from college_staff_details where user_id = ${staff.id}`)).toEqual([]);
    // With a second admin the first may step down.
    await grantCollegeRole(t.app.ctx.db, staff.id, 'programs_college_admin', college.id);
    expect((await call(staff, 'DELETE', `/api/colleges/${college.slug}/staff/${admin.id}`)).statusCode).toBe(200);
    expect(await rolesOf(admin.id, college.id)).toEqual([]);
  });
});

describe('the public college page and Message staff', () => {
  it('lists public staff only, name and title, primary contact first then by name, with no email', async () => {
    const { college, admin } = await collegeWithAdmin('Zed Admin');
    const details = async (user: TestUser, title: string | null, isPublic: boolean, isPrimary = false) =>
      t.app.ctx.db.execute(sql`insert into college_staff_details (college_id, user_id, title, is_public, is_primary_contact)
        values (${college.id}, ${user.id}, ${title}, ${isPublic}, ${isPrimary})`);
    await details(admin, 'Director', true, true);
    const amy = await signUpScoped(t.app, ['programs_college_staff'], college.id, { displayName: 'amy analyst' });
    await details(amy, null, true);
    const bo = await signUpScoped(t.app, ['programs_college_admissions'], college.id, { displayName: 'Bo Admissions' });
    await details(bo, 'Admissions officer', true);
    const hidden = await signUpScoped(t.app, ['programs_college_staff'], college.id, { displayName: 'Hidden Helper' });
    await details(hidden, 'Assistant', false);
    const gone = await signUpUser(t.app, { displayName: 'Former Coach' });
    await details(gone, 'Former', true);
    const response = await call(null, 'GET', `/api/colleges/${college.slug}`);
    const page = response.json() as College;
    expect(page.staff).toEqual([
      { displayName: 'Zed Admin', title: 'Director', isPrimaryContact: true },
      { displayName: 'amy analyst', title: null, isPrimaryContact: false },
      { displayName: 'Bo Admissions', title: 'Admissions officer', isPrimaryContact: false },
    ]);
    expect(page.hasStaffContact).toBe(true);
    for (const user of [admin, amy, bo, hidden]) expect(response.body).not.toContain(user.email);
  });

  it('an approved claim makes the new admin the primary contact', async () => {
    const [unclaimed] = await rowsOf<TestCollege>(t.app.ctx.db, sql`select id, slug, name from colleges where claimed_at is null and website is not null order by name, id limit 1`);
    const requester = await signUpUser(t.app);
    const asked = await call(requester, 'POST', `/api/colleges/${unclaimed!.slug}/claims`, { role: 'programs_college_admin', evidence: 'Esports director.' });
    expect(asked.statusCode).toBe(201);
    expect((await call(yesAdmin, 'POST', `/api/admin/college-claims/${asked.json().id}/approve`)).statusCode).toBe(200);
    const { members } = await staffOf(requester, unclaimed!);
    expect(members).toEqual([expect.objectContaining({ userId: requester.id, role: 'admin', isPrimaryContact: true, isPublic: false })]);
    expect(((await call(null, 'GET', `/api/colleges/${unclaimed!.slug}`)).json() as College).hasStaffContact).toBe(true);
  });

  it('opens the conversation with the primary contact, then reuses it; a private minor may open it and their guardian reads it', async () => {
    const { college, admin } = await collegeWithAdmin();
    await t.app.ctx.db.execute(sql`insert into college_staff_details (college_id, user_id, is_primary_contact) values (${college.id}, ${admin.id}, true)`);
    const url = `/api/colleges/${college.slug}/staff-conversation`;
    const player = await signUpUser(t.app);
    const first = await call(player, 'POST', url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().isExisting).toBe(false);
    const again = await call(player, 'POST', url);
    expect(again.json()).toEqual({ conversationId: first.json().conversationId, isExisting: true });
    const participants = await rowsOf<{ userId: string }>(
      t.app.ctx.db,
      sql`select user_id as "userId" from conversation_participants where conversation_id = ${first.json().conversationId} order by joined_at`,
    );
    expect(participants).toEqual([{ userId: player.id }, { userId: admin.id }]);

    const minor = await signUpUser(t.app);
    await makeMinor(t.app.ctx.db, minor.id);
    const guardian = await signUpUser(t.app);
    await linkGuardian(t.app.ctx.db, minor.id, guardian, 'active');
    const opened = await call(minor, 'POST', url);
    expect(opened.statusCode, opened.body).toBe(200);
    const conversationId = opened.json().conversationId as string;
    const sent = await call(minor, 'POST', `/api/conversations/${conversationId}/messages`, { body: 'Hello, I play Valorant.' });
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = await call(admin, 'POST', `/api/conversations/${conversationId}/messages`, { body: 'Thanks for writing!' });
    expect(reply.statusCode, reply.body).toBe(201);
    const read = await call(guardian, 'GET', `/api/conversations/${conversationId}/messages`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Hello, I play Valorant.');
  });

  it('has no contact on an unclaimed page or without a primary contact (404), and the contact cannot message themself (409)', async () => {
    const player = await signUpUser(t.app);
    const [unclaimed] = await rowsOf<TestCollege>(t.app.ctx.db, sql`select id, slug, name from colleges where claimed_at is null order by name desc, id limit 1`);
    const { college, admin } = await collegeWithAdmin();
    for (const slug of [unclaimed!.slug, college.slug]) {
      const before = await digests();
      const response = await call(player, 'POST', `/api/colleges/${slug}/staff-conversation`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('This college has no staff contact yet.');
      expect(await digests()).toEqual(before);
      expect(((await call(null, 'GET', `/api/colleges/${slug}`)).json() as College).hasStaffContact).toBe(false);
    }
    await t.app.ctx.db.execute(sql`insert into college_staff_details (college_id, user_id, is_primary_contact) values (${college.id}, ${admin.id}, true)`);
    expect((await call(admin, 'POST', `/api/colleges/${college.slug}/staff-conversation`)).statusCode).toBe(409);
  });
});
