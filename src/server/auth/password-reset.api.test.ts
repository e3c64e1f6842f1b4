import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '#server/db/schema/auth.ts';
import { emailOutbox } from '#server/db/schema/email.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { TEST_PASSWORD, me, outboxFor, signIn, signUpUser, type TestUser } from '#server/test/test-users.ts';

const INVALID_LINK = 'This link is invalid or has expired. Ask for a new one.';
const NEW_PASSWORD = 'brand-new-password-9';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function requestReset(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/auth/reset-password' },
  });
}

/** Reads the newest reset email to `email` and returns the token of its link. */
async function tokenFromOutbox(email: string) {
  const [message] = await outboxFor(t.database.db, email);
  expect(message, `no email to ${email}`).toBeDefined();
  expect(message!.subject).toBe('Reset your password');
  const match = /http:\/\/localhost:3000\/auth\/reset-password\?token=([^\s&]+)/.exec(message!.textBody);
  expect(match, message!.textBody).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function resetPassword(token: string, newPassword: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
}

describe('password reset by emailed link', () => {
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    user = await signUpUser(t.app, { email: 'reset-me@example.com' });
  });

  it('emails a link to /auth/reset-password with a token', async () => {
    const response = await requestReset('reset-me@example.com');
    expect(response.statusCode).toBe(200);
    token = await tokenFromOutbox('reset-me@example.com');
    expect(token.length).toBeGreaterThan(10);
  });

  it('records the email in the outbox table (no SMTP_URL in tests)', async () => {
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'reset-me@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.transport).toBe('outbox');
  });

  it('sets the new password, revokes other sessions; old password fails, new one works', async () => {
    const otherSession = await signIn(t.app, user.email);
    expect(otherSession.statusCode).toBe(200);
    const otherCookie = cookieHeader(otherSession.headers['set-cookie']);
    expect((await me(t.app, otherCookie)).user?.email).toBe(user.email);

    const response = await resetPassword(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);

    expect((await me(t.app, otherCookie)).user).toBeNull();
    expect((await me(t.app, user.cookie)).user).toBeNull();

    const old = await signIn(t.app, user.email, TEST_PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid email or password' } });
    const fresh = await signIn(t.app, user.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses the same token a second time with the invalid-link message', async () => {
    const response = await resetPassword(token, 'yet-another-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation', message: INVALID_LINK } });
    expect((await signIn(t.app, user.email, 'yet-another-password-1')).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    await requestReset(user.email);
    const expiring = await tokenFromOutbox(user.email);
    expect(expiring).not.toBe(token);
    const updated = await t.database.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.identifier, `reset-password:${expiring}`))
      .returning({ id: verifications.id });
    expect(updated).toHaveLength(1);

    const response = await resetPassword(expiring, 'expired-link-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation', message: INVALID_LINK } });
    expect((await signIn(t.app, user.email, 'expired-link-password-1')).statusCode).toBe(401);
  });

  it('the link expires one hour after it was sent', async () => {
    await requestReset(user.email);
    const fresh = await tokenFromOutbox(user.email);
    const [row] = await t.database.db
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${fresh}`));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('refuses a made-up token', async () => {
    const response = await resetPassword('not-a-real-token', 'made-up-token-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INVALID_LINK);
  });

  it('answers 200 for an unknown email and sends nothing', async () => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    const response = await requestReset('nobody-here@example.com');
    expect(response.statusCode).toBe(200);
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
    expect(Number(after!.n)).toBe(Number(before!.n));
    expect(await outboxFor(t.database.db, 'nobody-here@example.com')).toEqual([]);
  });

  it('refuses a too-short new password without using up the token', async () => {
    await requestReset(user.email);
    const fresh = await tokenFromOutbox(user.email);
    const short = await resetPassword(fresh, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('validation');
    const ok = await resetPassword(fresh, 'long-enough-password');
    expect(ok.statusCode).toBe(200);
  });
});
