/**
 * security: the sessions list of /account (issue 10.10, decision 016).
 * GET /api/account/sessions lists the caller's own live sessions (device
 * from the user agent, address, sign-in and last activity, "this device"),
 * never a token; DELETE ends one of the caller's other sessions (someone
 * else's answers 404 and stays); revoke-others ends all but this one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '#shared/contracts/sessions.ts';
import { sessions } from '#server/db/schema/auth.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { TEST_PASSWORD, me, signUpUser, type TestUser } from '#server/test/test-users.ts';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function signInWith(user: TestUser, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'user-agent': userAgent },
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return cookieHeader(response.headers['set-cookie']);
}

const list = (cookie: string | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: cookie ? { cookie } : {} });
const revoke = (cookie: string | undefined, sessionId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${sessionId}`, headers: cookie ? { cookie } : {} });
const revokeOthers = (cookie: string | undefined) =>
  t.app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others', headers: cookie ? { cookie } : {}, payload: {} });

async function sessionsOf(cookie: string): Promise<AccountSession[]> {
  const response = await list(cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { sessions: AccountSession[] }).sessions;
}

describe('GET /api/account/sessions (issue 10.10)', () => {
  let user: TestUser;
  let phone: string;
  let laptop: string;
  beforeAll(async () => {
    user = await signUpUser(t.app);
    phone = await signInWith(user, SAFARI_IPHONE);
    laptop = await signInWith(user, FIREFOX_LINUX);
  });

  it('lists the caller own sessions, this device first, with device, address and times, and no token', async () => {
    const response = await list(laptop);
    expect(response.statusCode).toBe(200);
    const listed = (response.json() as { sessions: AccountSession[] }).sessions;
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ device: 'Firefox on Linux', isCurrent: true, ipAddress: '127.0.0.1' });
    expect(listed.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(listed.map((session) => session.device)).toContain('Safari on iPhone');
    for (const session of listed) {
      expect(Object.keys(session).sort()).toEqual(['device', 'expiresAt', 'id', 'ipAddress', 'isCurrent', 'lastActiveAt', 'signedInAt']);
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastActiveAt));
    }
    const tokens = await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
    for (const { token } of tokens) expect(response.body).not.toContain(token);
  });

  it('needs a signed-in user', async () => {
    const response = await list(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('shows nobody else sessions', async () => {
    const other = await signUpUser(t.app);
    const listed = await sessionsOf(other.cookie);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.isCurrent).toBe(true);
    expect((await sessionsOf(phone)).map((session) => session.id)).not.toContain(listed[0]!.id);
  });
});

describe('ending sessions (issue 10.10)', () => {
  it("another user's session id answers 404 and that session keeps working", async () => {
    const owner = await signUpUser(t.app);
    const intruder = await signUpUser(t.app);
    const [ownerSession] = await sessionsOf(owner.cookie);
    const response = await revoke(intruder.cookie, ownerSession!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'not_found', message: 'Session not found' });
    expect((await me(t.app, owner.cookie)).user?.id).toBe(owner.id);
    // Nor can they end it through revoke-others.
    expect((await revokeOthers(intruder.cookie)).json()).toEqual({ revoked: 0 });
    expect((await me(t.app, owner.cookie)).user?.id).toBe(owner.id);
  });

  it('signs out one other session: its cookie stops working, this one stays', async () => {
    const user = await signUpUser(t.app);
    const phone = await signInWith(user, SAFARI_IPHONE);
    const phoneSession = (await sessionsOf(phone)).find((session) => session.isCurrent)!;
    const response = await revoke(user.cookie, phoneSession.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 1 });
    expect((await me(t.app, phone)).user).toBeNull();
    expect((await me(t.app, user.cookie)).user?.id).toBe(user.id);
    expect((await sessionsOf(user.cookie)).map((session) => session.id)).not.toContain(phoneSession.id);
    // Gone already: 404.
    expect((await revoke(user.cookie, phoneSession.id)).statusCode).toBe(404);
  });

  it('will not end this device session (sign out does that) and refuses a malformed id with 400', async () => {
    const user = await signUpUser(t.app);
    const [current] = await sessionsOf(user.cookie);
    const own = await revoke(user.cookie, current!.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields).toHaveProperty('sessionId');
    expect((await me(t.app, user.cookie)).user?.id).toBe(user.id);
    const malformed = await revoke(user.cookie, 'not-a-session');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty(['params.sessionId']);
  });

  it('signs out of all other sessions and keeps this one', async () => {
    const user = await signUpUser(t.app);
    const phone = await signInWith(user, SAFARI_IPHONE);
    const laptop = await signInWith(user, FIREFOX_LINUX);
    const bystander = await signUpUser(t.app);
    const response = await revokeOthers(laptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await me(t.app, phone)).user).toBeNull();
    expect((await me(t.app, user.cookie)).user).toBeNull();
    expect((await me(t.app, laptop)).user?.id).toBe(user.id);
    expect(await sessionsOf(laptop)).toHaveLength(1);
    expect((await me(t.app, bystander.cookie)).user?.id).toBe(bystander.id);
  });

  it('needs a signed-in user', async () => {
    expect((await revokeOthers(undefined)).statusCode).toBe(401);
    expect((await revoke(undefined, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });

  it("better-auth's session endpoints stay closed (they would answer tokens)", async () => {
    const user = await signUpUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-session'],
      ['POST', '/api/auth/revoke-other-sessions'],
      ['POST', '/api/auth/revoke-sessions'],
      ['GET', '/api/auth/get-session'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await me(t.app, user.cookie)).user?.id).toBe(user.id);
  });
});
