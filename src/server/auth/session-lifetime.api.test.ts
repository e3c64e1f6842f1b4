/**
 * security: session lifetimes and secrets (issue 10.10, decision 016).
 * A session ends 30 days after sign-in whatever its activity, the daily
 * sliding refresh never pushes its expiry past that, and every session check
 * agrees (requests, better-auth's own endpoints, the realtime keepalive).
 * The session token travels in the httpOnly cookie only, never in a body.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/auth.ts';
import { NOT_SIGNED_IN_CLOSE_CODE } from '#server/realtime/realtime-hub.ts';
import { openSignedInSocket, realtimeUrlOf } from '#server/test/realtime/realtime-test-client.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader, storedSessionToken } from '#server/test/session-cookies.ts';
import { TEST_PASSWORD, me, signIn, signUpUser, type TestUser } from '#server/test/test-users.ts';
import { SESSION_ABSOLUTE_SECONDS, SESSION_SLIDING_SECONDS } from './session-lifetime.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = 'http://localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A fresh session of the user (its own cookie and row id). */
async function newSession(user: TestUser) {
  const response = await signIn(t.app, user.email);
  expect(response.statusCode).toBe(200);
  const cookie = cookieHeader(response.headers['set-cookie']);
  const rows = await t.database.db.select({ id: sessions.id, token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
  const own = rows.find((candidate) => candidate.token === storedSessionToken(cookie));
  expect(own).toBeDefined();
  return { cookie, id: own!.id };
}

/** A new session of a new user, signed in 3 days ago and last refreshed 2 days ago (expiring in 5): its next use refreshes it. */
async function youngSessionDueForRefresh() {
  const user = await signUpUser(t.app);
  const session = await newSession(user);
  const now = Date.now();
  await t.database.db
    .update(sessions)
    .set({ createdAt: new Date(now - 3 * DAY_MS), updatedAt: new Date(now - 2 * DAY_MS), expiresAt: new Date(now + 5 * DAY_MS) })
    .where(eq(sessions.id, session.id));
  return { user, session, now };
}

async function sessionRow(id: string) {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

describe('security: absolute session lifetime (issue 10.10)', () => {
  it('ends a session 30 days after sign-in even while it is in use', async () => {
    const user = await signUpUser(t.app);
    const session = await newSession(user);
    expect((await me(t.app, session.cookie)).user?.id).toBe(user.id);
    // Signed in 30 days and a minute ago, active a minute ago: the sliding expiry is still days ahead.
    const now = Date.now();
    await t.database.db
      .update(sessions)
      .set({
        createdAt: new Date(now - SESSION_ABSOLUTE_SECONDS * 1000 - 60_000),
        updatedAt: new Date(now - 60_000),
        expiresAt: new Date(now + SESSION_SLIDING_SECONDS * 1000),
      })
      .where(eq(sessions.id, session.id));

    expect((await me(t.app, session.cookie)).user).toBeNull();
    expect(await sessionRow(session.id)).toBeUndefined();
    // The user's other session (the sign-up one) is untouched.
    expect((await me(t.app, user.cookie)).user?.id).toBe(user.id);
  });

  it("better-auth's own endpoints refuse an aged session too (change password answers 401)", async () => {
    const user = await signUpUser(t.app);
    const session = await newSession(user);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 - 60_000) })
      .where(eq(sessions.id, session.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: session.cookie, origin: ORIGIN },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-password-2' },
    });
    expect(response.statusCode).toBe(401);
    expect((await signIn(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a daily refresh never pushes the expiry past 30 days from sign-in', async () => {
    const user = await signUpUser(t.app);
    const session = await newSession(user);
    const now = Date.now();
    const createdAt = new Date(now - 29.5 * DAY_MS);
    // Last refreshed two days ago: due for a refresh, which would set now + 7 days.
    await t.database.db
      .update(sessions)
      .set({ createdAt, updatedAt: new Date(now - 2 * DAY_MS), expiresAt: new Date(now + 5 * DAY_MS) })
      .where(eq(sessions.id, session.id));

    expect((await me(t.app, session.cookie)).user?.id).toBe(user.id);
    const row = await sessionRow(session.id);
    // Refreshed (it was used), but capped at sign-in + 30 days, half a day from now.
    expect(row!.updatedAt.getTime()).toBeGreaterThan(now - DAY_MS);
    expect(row!.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
  });

  it('a young session still slides: the refresh moves the expiry 7 days ahead', async () => {
    const { user, session, now } = await youngSessionDueForRefresh();
    expect((await me(t.app, session.cookie)).user?.id).toBe(user.id);
    const row = await sessionRow(session.id);
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(now + SESSION_SLIDING_SECONDS * 1000);
  });

  it('a refresh also renews the cookie, so the browser keeps a session in use past its first 7 days', async () => {
    const { user, session } = await youngSessionDueForRefresh();
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } });
    expect(response.json().user?.id).toBe(user.id);
    const setCookies = [response.headers['set-cookie'] ?? []].flat();
    const renewed = setCookies.find((cookie) => cookie.includes('session_token='));
    expect(renewed).toMatch(new RegExp(`Max-Age=${SESSION_SLIDING_SECONDS}`));
    expect(renewed).toMatch(/HttpOnly/i);
    expect(cookieHeader(renewed)).toBe(session.cookie);
    // Not refreshed again within the day: no cookie.
    const again = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('the realtime keepalive closes the socket of an aged session with 4401', async () => {
    const user = await signUpUser(t.app);
    const session = await newSession(user);
    // Long enough that a loaded machine still answers each ping before the next round (else 1006, not 4401).
    const quick = await t.openSecondInstance({ realtimeKeepaliveMs: 1500 });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = await openSignedInSocket(realtimeUrlOf(quick.app), session.cookie);
      await t.database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 - 60_000) })
        .where(eq(sessions.id, session.id));
      expect(await socket.closed).toEqual({ code: NOT_SIGNED_IN_CLOSE_CODE, reason: 'Not signed in' });
    } finally {
      await quick.close();
    }
  });
});

describe('security: no session token in a response body (issue 10.10)', () => {
  /** Every value of the session cookie, and its token part (before the signature). */
  function secretsOf(setCookie: string | string[] | undefined): string[] {
    const value = cookieHeader(setCookie)
      .split('; ')
      .find((pair) => pair.includes('session_token='))
      ?.split('=')[1];
    expect(value).toBeTruthy();
    const decoded = decodeURIComponent(value!);
    return [value!, decoded, decoded.split('.')[0]!];
  }

  const hasTokenKey = (value: unknown): boolean =>
    typeof value === 'object' && value !== null && Object.entries(value).some(([key, inner]) => key === 'token' || hasTokenKey(inner));

  it('sign-in answers the user without the token; the cookie alone carries it', async () => {
    const user = await signUpUser(t.app);
    const response = await signIn(t.app, user.email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user?.id).toBe(user.id);
    expect(hasTokenKey(body)).toBe(false);
    for (const secret of secretsOf(response.headers['set-cookie'])) expect(response.body).not.toContain(secret);
    const [row] = await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id)).limit(1);
    expect(response.body).not.toContain(row!.token);
  });

  it('change password (which starts a new session) answers without the new token', async () => {
    const user = await signUpUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-password-3', revokeOtherSessions: true },
    });
    expect(response.statusCode).toBe(200);
    expect(hasTokenKey(response.json())).toBe(false);
    for (const secret of secretsOf(response.headers['set-cookie'])) expect(response.body).not.toContain(secret);
  });
});
