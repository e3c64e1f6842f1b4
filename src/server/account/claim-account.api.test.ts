import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { emailOutbox } from '#server/db/schema/email.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { me, outboxFor, signIn, signUpUser } from '#server/test/test-users.ts';
import { INVALID_CLAIM_LINK } from './claim-account.ts';
import { inviteUser } from './invite-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const INVITEE = 'invited.player@example.com';
const PASSWORD = 'claimed-password-1';
const ADULT_BIRTH_DATE = '1990-04-02';

async function claimToken(email: string) {
  const [message] = await outboxFor(t.database.db, email);
  expect(message, `no email to ${email}`).toBeDefined();
  const match = /http:\/\/localhost:3000\/auth\/claim-account\?token=([^\s&]+)/.exec(message!.textBody);
  expect(match, message!.textBody).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('invite and claim an account', () => {
  let userId: string;
  let token: string;

  it('inviteUser creates a passwordless account with a profile and emails a claim link', async () => {
    const result = await inviteUser(t.app.ctx, { email: '  Invited.Player@Example.com ', fullName: 'Ivy Invited', invitedBy: 'Olivia Owner' });
    expect(result.isExisting).toBe(false);
    userId = result.userId;
    const [account] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(account).toMatchObject({ email: INVITEE, fullName: 'Ivy Invited', emailVerified: false });
    const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profile).toMatchObject({ displayName: 'Ivy Invited', isPublished: false, visibility: 'private' });

    const [message] = await outboxFor(t.database.db, INVITEE);
    expect(message!.subject).toBe('You are invited to Esports Recruiting');
    expect(message!.textBody).toContain('Olivia Owner invited you');
    token = await claimToken(INVITEE);
  });

  it('the invitee cannot sign in before claiming', async () => {
    expect((await signIn(t.app, INVITEE, PASSWORD)).statusCode).toBe(401);
  });

  it('GET /api/account/claim/:token shows who the link is for', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/account/claim/${encodeURIComponent(token)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: INVITEE, fullName: 'Ivy Invited' });
  });

  it('GET with an unknown token is 404 with the invalid-link message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/claim/not-a-token' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: INVALID_CLAIM_LINK } });
  });

  it('refuses a too-short password and keeps the link usable', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account/claim', payload: { token, password: 'short' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('password');
    const info = await t.app.inject({ method: 'GET', url: `/api/account/claim/${encodeURIComponent(token)}` });
    expect(info.statusCode).toBe(200);
  });

  it('POST /api/account/claim sets the password, verifies the email and signs in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account/claim', payload: { token, password: PASSWORD, birthDate: ADULT_BIRTH_DATE } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cookie = cookieHeader(response.headers['set-cookie']);
    const current = await me(t.app, cookie);
    expect(current.user).toMatchObject({ id: userId, email: INVITEE });
    const [account] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(account!.emailVerified).toBe(true);
    expect((await signIn(t.app, INVITEE, PASSWORD)).statusCode).toBe(200);
  });

  it('the link works once: reuse is 404 with INVALID_CLAIM_LINK and the password stays', async () => {
    const reuse = await t.app.inject({ method: 'POST', url: '/api/account/claim', payload: { token, password: 'second-password-2', birthDate: ADULT_BIRTH_DATE } });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json()).toEqual({ error: { code: 'not_found', message: INVALID_CLAIM_LINK } });
    const info = await t.app.inject({ method: 'GET', url: `/api/account/claim/${encodeURIComponent(token)}` });
    expect(info.statusCode).toBe(404);
    expect((await signIn(t.app, INVITEE, 'second-password-2')).statusCode).toBe(401);
    expect((await signIn(t.app, INVITEE, PASSWORD)).statusCode).toBe(200);
  });

  it('inviting an existing email returns isExisting and sends nothing', async () => {
    const existing = await signUpUser(t.app, { email: 'already.here@example.com' });
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    const result = await inviteUser(t.app.ctx, { email: 'Already.Here@example.com', invitedBy: null });
    expect(result).toEqual({ userId: existing.id, isExisting: true });
    const again = await inviteUser(t.app.ctx, { email: INVITEE, invitedBy: null });
    expect(again).toEqual({ userId, isExisting: true });
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    expect(Number(after!.n)).toBe(Number(before!.n));
  });
});
