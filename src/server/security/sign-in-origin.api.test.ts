/**
 * security: sign-in and sign-out at every spelling of the app's origin
 * (issue 10.8). With BASE_URL http://localhost:3000 a browser at
 * http://127.0.0.1:3000 could sign up but not sign in ("Invalid origin"),
 * and sign-out failed with the user left signed in. Every loopback
 * spelling of a loopback BASE_URL is now trusted, TRUSTED_ORIGINS adds
 * others, and a wrong origin gets a message that says what to configure.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/auth.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { TEST_PASSWORD, me, signUpUser, type TestUser } from '#server/test/test-users.ts';

/** The headers Chromium sends with the sign-in page's fetch. */
const browserFrom = (origin: string) => ({ origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' });

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ baseUrl: 'http://localhost:3000', trustedOrigins: ['https://www.example.com'] });
  user = await signUpUser(t.app);
});
afterAll(async () => t.close());

const signInFrom = (origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: browserFrom(origin),
    payload: { email: user.email, password: TEST_PASSWORD },
  });

describe('security: sign-in and sign-out origins (issue 10.8)', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'https://www.example.com'])(
    'signs in and out from %s',
    async (origin) => {
      const signIn = await signInFrom(origin);
      expect(signIn.statusCode, signIn.body).toBe(200);
      const cookie = cookieHeader(signIn.headers['set-cookie']);
      expect((await me(t.app, cookie)).user?.email).toBe(user.email);

      const sessionCount = (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
      const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...browserFrom(origin), cookie } });
      expect(signOut.statusCode, signOut.body).toBe(200);
      expect((await me(t.app, cookie)).user).toBeNull();
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(sessionCount - 1);
    },
  );

  it('refuses a wrong origin with a message naming the expected origin and the settings', async () => {
    const response = await signInFrom('http://192.168.1.20:3000');
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { error } = response.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('forbidden');
    expect(error.message).toContain('http://192.168.1.20:3000');
    expect(error.message).toContain('http://localhost:3000');
    expect(error.message).toMatch(/BASE_URL/);
    expect(error.message).toMatch(/TRUSTED_ORIGINS/);
  });
});
