/**
 * security: session tokens at rest (issue 24, item 4; decision 016, session
 * 26). sessions.token holds the SHA-256 hex of the cookie's token, so a
 * database reader cannot sign in with a stored value; the cookie keeps the
 * raw token and everything that looks a session up hashes it first.
 * Migration 0038 rewrote older rows the same way.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/auth.ts';
import { MIGRATIONS_DIR } from '#server/project-root.ts';
import { NOT_SIGNED_IN_CLOSE_CODE } from '#server/realtime/realtime-hub.ts';
import { openSignedInSocket, openSocket, realtimeUrlOf } from '#server/test/realtime/realtime-test-client.ts';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader, signedSessionCookie, sessionTokenOf, storedSessionToken } from '#server/test/session-cookies.ts';
import { me, signIn, signUpUser } from '#server/test/test-users.ts';
import { hashSessionToken } from './session-token-storage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const ORIGIN = 'http://localhost:3000';
const listSessions = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } });

async function storedTokensOf(userId: string) {
  return t.database.db.select({ id: sessions.id, token: sessions.token }).from(sessions).where(eq(sessions.userId, userId));
}

describe('security: session tokens are stored hashed (issue 24)', () => {
  it('stores the SHA-256 hex of the cookie token, never the token', async () => {
    const user = await signUpUser(t.app);
    const raw = sessionTokenOf(user.cookie);
    const [row] = await storedTokensOf(user.id);
    expect(row!.token).not.toBe(raw);
    expect(row!.token).toBe(hashSessionToken(raw));
    expect(row!.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await me(t.app, user.cookie)).user?.id).toBe(user.id);
  });

  it('a cookie carrying the stored value, even signed with the secret, signs nobody in (401)', async () => {
    const user = await signUpUser(t.app);
    const [row] = await storedTokensOf(user.id);
    const forged = signedSessionCookie(row!.token, TEST_AUTH_SECRET);
    const refused = await listSessions(forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('unauthorized');
    expect((await me(t.app, forged)).user).toBeNull();
    // The same signing of the raw token is the real cookie: the forgery differs only by the stored value.
    expect((await listSessions(signedSessionCookie(sessionTokenOf(user.cookie), TEST_AUTH_SECRET))).statusCode).toBe(200);
  });

  it('sign-out finds the hashed row and ends it', async () => {
    const user = await signUpUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: user.cookie, origin: ORIGIN } });
    expect(response.statusCode).toBe(200);
    expect(await storedTokensOf(user.id)).toEqual([]);
    expect((await listSessions(user.cookie)).statusCode).toBe(401);
  });

  it('revoking another session ends that cookie; the realtime socket authenticates by the raw token only', async () => {
    const user = await signUpUser(t.app);
    const other = await signIn(t.app, user.email);
    const otherCookie = cookieHeader(other.headers['set-cookie']);
    const otherRow = (await storedTokensOf(user.id)).find((row) => row.token === storedSessionToken(otherCookie));
    expect(otherRow).toBeDefined();

    const url = realtimeUrlOf(t.app);
    const socket = await openSignedInSocket(url, otherCookie);
    const forged = await openSocket(url, { cookie: signedSessionCookie(otherRow!.token, TEST_AUTH_SECRET) });
    expect(await forged.closed).toEqual({ code: NOT_SIGNED_IN_CLOSE_CODE, reason: 'Not signed in' });
    expect(forged.events).toEqual([]);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${otherRow!.id}`,
      headers: { cookie: user.cookie, origin: ORIGIN },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(NOT_SIGNED_IN_CLOSE_CODE);
    expect((await listSessions(otherCookie)).statusCode).toBe(401);
    expect((await listSessions(user.cookie)).statusCode).toBe(200);
  });
});

describe('migration 0038: stored session tokens become their hash', () => {
  it('hashes an older plain row as hashSessionToken does, and its cookie still signs in', async () => {
    const user = await signUpUser(t.app);
    // A session stored before the migration: the raw token in the column (not ASCII-only, to pin the encoding).
    const raw = 'pre-migration-Token_é0123456789abcdef';
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await t.database.db.insert(sessions).values({
      id: crypto.randomUUID(),
      token: raw,
      userId: user.id,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    const cookie = signedSessionCookie(raw, TEST_AUTH_SECRET);
    expect((await me(t.app, cookie)).user).toBeNull();

    // The migration rewrites every row; this file's other sessions are re-stored as hashes of their hash, which nothing reads after.
    const migration = await readFile(path.join(MIGRATIONS_DIR, '0038_hashed_session_tokens.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));

    const [row] = await storedTokensOf(user.id);
    expect(row!.token).toBe(hashSessionToken(raw));
    expect((await me(t.app, cookie)).user?.id).toBe(user.id);
  });
});
