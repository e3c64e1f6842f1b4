import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/auth.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { TEST_PASSWORD, me, signIn, signUpUser, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const setCookies = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax, and not Secure in test', async () => {
    const response = await signIn(t.app, (await signUpUser(t.app)).email);
    expect(response.statusCode).toBe(200);
    const cookies = setCookies(response.headers['set-cookie']);
    expect(cookies.length).toBeGreaterThan(0);
    const session = cookies.find((cookie) => cookie.includes('session_token'));
    expect(session).toBeDefined();
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  it('are Secure when the app is built with secureCookies', async () => {
    const secure = await createTestApp({ secureCookies: true });
    try {
      const user = await signUpUser(secure.app);
      const response = await signIn(secure.app, user.email);
      expect(response.statusCode).toBe(200);
      const cookies = setCookies(response.headers['set-cookie']);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      }
      // The secure cookie still identifies the user.
      expect((await me(secure.app, cookieHeader(response.headers['set-cookie']))).user?.email).toBe(user.email);
    } finally {
      await secure.close();
    }
  });
});

describe('sign out', () => {
  it('clears the session: the cookie is expired, the row is gone and /api/me has no user', async () => {
    const user = await signUpUser(t.app);
    expect((await me(t.app, user.cookie)).user?.email).toBe(user.email);
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(before).toHaveLength(1);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    const cleared = setCookies(response.headers['set-cookie']).find((cookie) => cookie.includes('session_token'));
    expect(cleared).toMatch(/Max-Age=0/i);

    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await me(t.app, user.cookie)).user).toBeNull();
  });
});

describe('change password', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser(t.app);
  });

  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: { currentPassword, newPassword },
    });

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const response = await change(user.cookie, 'not-my-password', 'another-password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
    expect((await signIn(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, 'another-password-1')).statusCode).toBe(401);
  });

  it('needs a signed-in user', async () => {
    const response = await change('', TEST_PASSWORD, 'another-password-1');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('changes it with the right current password; the old one then fails', async () => {
    const response = await change(user.cookie, TEST_PASSWORD, 'another-password-1');
    expect(response.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, 'another-password-1')).statusCode).toBe(200);
  });
});

describe('PATCH /api/account', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser(t.app, { displayName: 'Before Name' });
  });

  const patch = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/account', headers: cookie ? { cookie } : {}, payload: payload as object });

  it('changes the display name in the account and the profile', async () => {
    const response = await patch(user.cookie, { displayName: 'After Name' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.fullName).toBe('After Name');
    const current = await me(t.app, user.cookie);
    expect(current.user?.fullName).toBe('After Name');
    expect(current.profile?.displayName).toBe('After Name');
  });

  it('saves the theme preference', async () => {
    const response = await patch(user.cookie, { themePreference: 'dark' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.themePreference).toBe('dark');
    expect((await me(t.app, user.cookie)).profile?.themePreference).toBe('dark');
  });

  it('refuses an unknown theme with 400 and changes nothing (not even a valid field sent with it)', async () => {
    const response = await patch(user.cookie, { themePreference: 'neon', displayName: 'Should Not Stick' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
    expect(response.json().error.fields).toHaveProperty('themePreference');
    const [row] = await t.database.db
      .select({ theme: userProfiles.themePreference, name: userProfiles.displayName })
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.id));
    expect(row).toEqual({ theme: 'dark', name: 'After Name' });
  });

  it('refuses a too-short display name and an empty body', async () => {
    const short = await patch(user.cookie, { displayName: 'A' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('displayName');
    expect((await patch(user.cookie, {})).statusCode).toBe(400);
    expect((await me(t.app, user.cookie)).user?.fullName).toBe('After Name');
  });

  it('needs a signed-in user', async () => {
    const response = await patch(undefined, { displayName: 'Anonymous' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });
});

describe('better-auth endpoints the product does not use', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser(t.app, { displayName: 'Stays Same' });
  });

  it.each([
    ['POST', '/api/auth/update-user', { name: 'x' }],
    ['POST', '/api/auth/change-email', { newEmail: 'other@example.com' }],
    ['POST', '/api/auth/delete-user', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/sign-up/email', { email: 'raw@example.com', password: 'raw-password-1', name: 'Raw' }],
  ] as const)('%s %s answers 404 and changes nothing', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
    const current = await me(t.app, user.cookie);
    expect(current.user).toMatchObject({ email: user.email, fullName: 'Stays Same' });
  });
});
