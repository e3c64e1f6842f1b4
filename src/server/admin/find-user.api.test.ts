import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let admin: TestUser;
let developer: TestUser;
let staff: TestUser;
let player: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  developer = await signUpWithRoles(t.app, ['yes_developer']);
  staff = await signUpWithRoles(t.app, ['yes_staff']);
  player = await signUpUser(t.app, { displayName: 'Findable Player' });
});
afterAll(async () => t.close());

const find = (email: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users?email=${encodeURIComponent(email)}`, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/users?email=', () => {
  it.each([
    ['anonymous', 401, 'unauthorized', undefined],
    ['player', 403, 'forbidden', () => player.cookie],
    ['yes_staff', 403, 'forbidden', () => staff.cookie],
    ['yes_developer', 403, 'forbidden', () => developer.cookie],
  ] as const)('%s → %i', async (_who, status, code, cookie) => {
    const response = await find(player.email, cookie?.());
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(response.body).not.toContain(player.id);
  });

  it('yes_admin finds a user by exact email (any case) with their roles', async () => {
    const response = await find(player.email.toUpperCase(), admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: player.id, email: player.email, fullName: 'Findable Player', roles: [{ role: 'recruit_player', collegeId: null }], collegeNames: {} },
    });
  });

  it('an unknown email is 404 "User not found"; a partial email matches nothing', async () => {
    const unknown = await find('nobody@example.com', admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('User not found');
    const partial = await find(player.email.slice(1), admin.cookie);
    expect(partial.statusCode).toBe(404);
  });

  it('a missing or malformed email is 400 with a field error', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin.cookie } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty(['querystring.email']);
    const malformed = await find('not-an-email', admin.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields['querystring.email']).toBe('Enter a valid email address');
  });
});
