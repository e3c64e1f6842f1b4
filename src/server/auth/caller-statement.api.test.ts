import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, profiles } from '#server/db/schema/auth.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader, storedSessionToken } from '#server/test/session-cookies.ts';
import { setTeamsFlag, statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { me, signIn, signUpUser, type TestUser } from '#server/test/test-users.ts';
import { SESSION_REFRESH_SECONDS, SESSION_SLIDING_SECONDS } from './session-lifetime.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setTeamsFlag(t.database.db, true);
  await t.database.db.insert(experiments).values({ key: 'caster_corner', enabled: true, requiredRoles: ['recruit_caster'] });
});
afterAll(async () => t.close());

/** What a statement reads to identify a caller: the session, its user, the roles or the flags. */
const identifies = (text: string) => /\b(sessions|user_roles|experiments)\b|from "profiles" where "profiles"."id"/.test(text);
const isCallerStatement = (text: string) => text.includes('from (select 1) as caller');

/** A second session of `user` (its own sign-in), so a test may end or age it alone. */
async function newSession(user: TestUser) {
  const cookie = cookieHeader((await signIn(t.app, user.email)).headers['set-cookie']);
  const [row] = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, storedSessionToken(cookie)));
  return { cookie, id: row!.id };
}

const sessionRow = async (id: string) => (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];

const roleNames = (body: { roles: unknown[] }) => (body.roles as { role: string }[]).map((grant) => grant.role);

const sessionCookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).find((cookie) => cookie.includes('session_token='));

describe('one statement identifies the caller (issue 27, item 3)', () => {
  it('a signed-in GET /api/me runs 1 statement before its own work: session, user, roles and flags together', async () => {
    const user = await signUpUser(t.app);
    const counter = await statementCountingApp(t);
    try {
      const cookie = await counter.signIn(user.email);
      const { response, statements } = await counter.count({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { id: user.id }, flags: { teams_management: { enabled: true } } });
      expect(statements.filter(identifies)).toHaveLength(1);
      expect(isCallerStatement(statements[0]!)).toBe(true);
      // The rest is the route's own: the profile summary and the header's teams.
      expect(statements).toHaveLength(3);
    } finally {
      await counter.close();
    }
  });

  it('a route that checks a flag (the team list) reads it from the same statement', async () => {
    const user = await signUpUser(t.app);
    const counter = await statementCountingApp(t);
    try {
      const cookie = await counter.signIn(user.email);
      const { response, statements } = await counter.count({ method: 'GET', url: '/api/teams', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(statements.filter(identifies)).toHaveLength(1);
      expect(isCallerStatement(statements[0]!)).toBe(true);
    } finally {
      await counter.close();
    }
  });

  it('a cookie whose signature fails signs nobody in and reads no session', async () => {
    const user = await signUpUser(t.app);
    const counter = await statementCountingApp(t);
    try {
      const cookie = await counter.signIn(user.email);
      // The signature's first character changed (all its bits count; the last one's lowest two do not).
      const forged = cookie.replace(/(session_token=)([^;]*)/, (_, name: string, value: string) => {
        const decoded = decodeURIComponent(value);
        const dot = decoded.lastIndexOf('.');
        const first = decoded[dot + 1] === 'A' ? 'B' : 'A';
        return `${name}${encodeURIComponent(`${decoded.slice(0, dot + 1)}${first}${decoded.slice(dot + 2)}`)}`;
      });
      expect(forged).not.toBe(cookie);
      const { response, statements } = await counter.count({ method: 'GET', url: '/api/me', headers: { cookie: forged } });
      expect(response.json().user).toBeNull();
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/from "experiments"/);
    } finally {
      await counter.close();
    }
  });

  it('a visitor without a cookie costs the flags statement only', async () => {
    const counter = await statementCountingApp(t);
    try {
      const { response, statements } = await counter.count({ method: 'GET', url: '/api/me' });
      expect(response.json()).toMatchObject({ user: null, flags: { teams_management: { enabled: true } } });
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/from "experiments"/);
    } finally {
      await counter.close();
    }
  });
});

describe('the next request sees every change to the caller', () => {
  it('sign-out: the same cookie then signs nobody in and is cleared', async () => {
    const user = await signUpUser(t.app);
    const session = await newSession(user);
    expect((await me(t.app, session.cookie)).user?.id).toBe(user.id);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: session.cookie, origin: 'http://localhost:3000' } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } });
    expect(after.json().user).toBeNull();
    expect(sessionCookieOf(after.headers['set-cookie'])).toMatch(/Max-Age=0/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: { cookie: session.cookie } })).statusCode).toBe(401);
  });

  it('role change: a granted role and the flags it opens show at once, and so does its removal', async () => {
    const user = await signUpUser(t.app);
    const before = await me(t.app, user.cookie);
    expect(roleNames(before)).not.toContain('recruit_caster');
    expect(before.flags.caster_corner).toEqual({ enabled: false, variant: 'control' });

    await t.database.db.insert(userRoles).values({ userId: user.id, role: 'recruit_caster' });
    const granted = await me(t.app, user.cookie);
    expect(roleNames(granted)).toContain('recruit_caster');
    expect(granted.flags.caster_corner).toEqual({ enabled: true, variant: 'control' });

    await t.database.db.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, 'recruit_caster')));
    const removed = await me(t.app, user.cookie);
    expect(roleNames(removed)).not.toContain('recruit_caster');
    expect(removed.flags.caster_corner!.enabled).toBe(false);
  });

  it('a flag turned off by an admin is off for the next request', async () => {
    const user = await signUpUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/teams', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    await setTeamsFlag(t.database.db, false);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/teams', headers: { cookie: user.cookie } })).statusCode).toBe(403);
    } finally {
      await setTeamsFlag(t.database.db, true);
    }
  });

  it('expired session: refused, its row deleted and its cookie cleared, as better-auth does', async () => {
    const user = await signUpUser(t.app);
    const session = await newSession(user);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.id, session.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } });
    expect(response.json().user).toBeNull();
    expect(sessionCookieOf(response.headers['set-cookie'])).toMatch(/Max-Age=0/i);
    expect(await sessionRow(session.id)).toBeUndefined();
  });

  it('a leftover session-data cookie (no cookie cache here) is cleared, as better-auth does, and the session still holds', async () => {
    const user = await signUpUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${user.cookie}; better-auth.session_data=stale` },
    });
    expect(response.json().user.id).toBe(user.id);
    const setCookies = [response.headers['set-cookie']].flat().filter((cookie): cookie is string => typeof cookie === 'string');
    expect(setCookies.find((cookie) => cookie.startsWith('better-auth.session_data='))).toMatch(/Max-Age=0/i);
  });

  it('deleted user: the cookie signs nobody in', async () => {
    const user = await signUpUser(t.app);
    expect((await me(t.app, user.cookie)).user?.id).toBe(user.id);
    await t.database.db.delete(profiles).where(eq(profiles.id, user.id));
    expect((await me(t.app, user.cookie)).user).toBeNull();
  });

  it('a session due for its daily refresh still slides: expiry 7 days ahead and the cookie renewed', async () => {
    const user = await signUpUser(t.app);
    const session = await newSession(user);
    // Last refreshed a day and a minute ago.
    const expiresAt = new Date(Date.now() + (SESSION_SLIDING_SECONDS - SESSION_REFRESH_SECONDS) * 1000 - 60_000);
    await t.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } });
    expect(response.json().user.id).toBe(user.id);
    expect(sessionCookieOf(response.headers['set-cookie'])).toMatch(/Max-Age=604800/);
    const row = await sessionRow(session.id);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_SLIDING_SECONDS - 60) * 1000);
  });

  it('a session refreshed within the day answers without writing or renewing the cookie', async () => {
    const user = await signUpUser(t.app);
    const session = await newSession(user);
    const before = await sessionRow(session.id);
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } });
    expect(response.json().user.id).toBe(user.id);
    expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined();
    expect((await sessionRow(session.id))!.expiresAt).toEqual(before!.expiresAt);
  });
});
