import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { confirmFromOutbox } from '#server/test/test-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const adult = {
  email: 'Sam@Example.com',
  password: 'correct-horse-1',
  displayName: 'Sam Player',
  birthDate: '2000-01-01',
  accountType: 'player',
};

describe('sign up, sign in, /api/me', () => {
  it('creates the account with a profile and role, and the emailed link signs in', async () => {
    const signUp = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: adult });
    expect(signUp.statusCode).toBe(202);
    const confirmed = await confirmFromOutbox(t.app, 'sam@example.com');
    expect(confirmed.statusCode).toBe(200);
    const setCookie = confirmed.headers['set-cookie'];
    expect(String(setCookie)).toMatch(/HttpOnly/i);
    expect(String(setCookie)).toMatch(/SameSite=Lax/i);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(setCookie) } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user.email).toBe('sam@example.com');
    expect(body.profile.displayName).toBe('Sam Player');
    expect(body.roles).toEqual([{ role: 'recruit_player', collegeId: null }]);
  });

  it('signs in with the password and refuses a wrong one', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'sam@example.com', password: 'correct-horse-1' },
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'sam@example.com', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'unauthorized', message: 'Invalid email or password' } });
  });

  it('answers /api/me for a visitor with no user', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ user: null, profile: null, roles: [] });
  });
});
