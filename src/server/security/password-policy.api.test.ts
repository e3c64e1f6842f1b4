/**
 * Issue 10.5: weak passwords were accepted. Every path that sets a password
 * (sign-up, reset, claim, change) refuses each weak password with 400 and a
 * field message, and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '#shared/account/password-policy.ts';
import { inviteUser } from '#server/account/invite-user.ts';
import { accounts } from '#server/db/schema/auth.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { TEST_PASSWORD, me, outboxFor, signIn, signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Each weak password of the finding, with the message it must get, for an account with this email. */
function weakPasswords(email: string): [string, string][] {
  return [
    ['password', PASSWORD_MESSAGES.common],
    ['12345678', PASSWORD_MESSAGES.common],
    ['password123', PASSWORD_MESSAGES.common],
    ['Password123', PASSWORD_MESSAGES.common],
    [email, PASSWORD_MESSAGES.email],
    [`${email.split('@')[0]!}-2026!`, PASSWORD_MESSAGES.email],
    ['        ', PASSWORD_MESSAGES.repeated],
    ['aaaaaaaa', PASSWORD_MESSAGES.repeated],
  ];
}

const IGNORED_TABLES = ['rate_limits'];

async function passwordHashOf(userId: string) {
  const [row] = await t.database.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
  return row?.password ?? null;
}

function expectFieldError(response: { statusCode: number; json(): unknown }, field: string, message: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  const body = response.json() as { error: { code: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe('validation');
  expect(body.error.fields?.[field]).toBe(message);
}

describe('security: weak passwords refused on sign-up (issue 10.5)', () => {
  const email = 'weak.signup@example.com';
  it.each(weakPasswords(email))('sign-up refuses %j with a field message and creates nothing', async (password, message) => {
    const before = await tableCounts(t.database.db, IGNORED_TABLES);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { email, password, displayName: 'Weak Signup', birthDate: '1995-05-05', accountType: 'player' },
    });
    expectFieldError(response, 'password', message);
    expect(await tableCounts(t.database.db, IGNORED_TABLES)).toEqual(before);
  });

  it('accepts a strong password for the same email afterwards', async () => {
    const user = await signUpUser(t.app, { email, password: 'weak-signup-is-over-2026' });
    expect(user.id).toBeTruthy();
  });
});

describe('security: weak passwords refused on reset (issue 10.5)', () => {
  const email = 'weak.reset@example.com';
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    user = await signUpUser(t.app, { email });
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    const [message] = await outboxFor(t.database.db, email);
    token = decodeURIComponent(/reset-password\?token=([^\s&]+)/.exec(message!.textBody)![1]!);
  });

  it.each(weakPasswords(email))('reset refuses %j, keeps the old password and the link', async (newPassword, message) => {
    const hash = await passwordHashOf(user.id);
    const before = await tableCounts(t.database.db, IGNORED_TABLES);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
    expectFieldError(response, 'newPassword', message);
    expect(await tableCounts(t.database.db, IGNORED_TABLES)).toEqual(before);
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await me(t.app, user.cookie)).user?.email).toBe(email);
  });

  it('the link still sets a strong password afterwards', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'weak-reset-is-over-2026' },
    });
    expect(response.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'weak-reset-is-over-2026')).statusCode).toBe(200);
  });
});

describe('security: weak passwords refused on claim (issue 10.5)', () => {
  const email = 'weak.claim@example.com';
  let userId: string;
  let token: string;

  beforeAll(async () => {
    userId = (await inviteUser(t.app.ctx, { email, fullName: 'Weak Claim', invitedBy: 'Olivia Owner' })).userId;
    const [message] = await outboxFor(t.database.db, email);
    token = decodeURIComponent(/claim-account\?token=([^\s&]+)/.exec(message!.textBody)![1]!);
  });

  it.each(weakPasswords(email))('claim refuses %j and the account stays unclaimed', async (password, message) => {
    const before = await tableCounts(t.database.db, IGNORED_TABLES);
    const response = await t.app.inject({ method: 'POST', url: '/api/account/claim', payload: { token, password, birthDate: '1990-01-01' } });
    expectFieldError(response, 'password', message);
    expect(await tableCounts(t.database.db, IGNORED_TABLES)).toEqual(before);
    expect(await passwordHashOf(userId)).toBeNull();
    const info = await t.app.inject({ method: 'GET', url: `/api/account/claim/${encodeURIComponent(token)}` });
    expect(info.statusCode).toBe(200);
  });

  it('the link still claims with a strong password afterwards', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account/claim', payload: { token, password: 'weak-claim-is-over-2026', birthDate: '1990-01-01' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('security: weak passwords refused on change password (issue 10.5)', () => {
  const email = 'weak.change@example.com';
  let user: TestUser;

  beforeAll(async () => {
    user = await signUpUser(t.app, { email });
  });

  it.each(weakPasswords(email))('change refuses %j and keeps the old password and session', async (newPassword, message) => {
    const hash = await passwordHashOf(user.id);
    const before = await tableCounts(t.database.db, IGNORED_TABLES);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: { currentPassword: TEST_PASSWORD, newPassword },
    });
    expectFieldError(response, 'newPassword', message);
    expect(await tableCounts(t.database.db, IGNORED_TABLES)).toEqual(before);
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await me(t.app, user.cookie)).user?.email).toBe(email);
  });

  it('a strong new password is accepted afterwards', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'weak-change-is-over-2026' },
    });
    expect(response.statusCode).toBe(200);
  });
});
