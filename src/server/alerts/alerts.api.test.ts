import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_DEFAULT_COLORS, BANNER_DEFAULT_PRIORITY } from '#shared/constants.ts';
import { alerts } from '#server/db/schema/content.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
const users: Record<string, TestUser> = {};

type Who = 'anonymous' | 'stranger' | 'recruiter' | 'yes_staff' | 'yes_developer' | 'yes_admin';
const cookieOf = (who: Who) => (who === 'anonymous' ? {} : { cookie: users[who]!.cookie });

beforeAll(async () => {
  t = await createTestApp();
  users.stranger = await signUpUser(t.app);
  users.recruiter = await signUpWithRoles(t.app, ['coaching_private_coach']);
  users.yes_staff = await signUpWithRoles(t.app, ['yes_staff']);
  users.yes_developer = await signUpWithRoles(t.app, ['yes_developer']);
  users.yes_admin = await signUpWithRoles(t.app, ['yes_admin']);
});
afterAll(async () => t.close());

const allAlerts = () => t.database.db.select().from(alerts).orderBy(alerts.createdAt);

async function create(who: Who, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/admin/alerts', payload, headers: cookieOf(who) });
}

describe('alerts: access matrix', () => {
  let existingId: string;
  beforeAll(async () => {
    const response = await create('yes_admin', { message: 'Matrix alert' });
    existingId = response.json().id;
  });

  const requests = {
    list: () => ({ method: 'GET' as const, url: '/api/admin/alerts' }),
    get: () => ({ method: 'GET' as const, url: `/api/admin/alerts/${existingId}` }),
    create: () => ({ method: 'POST' as const, url: '/api/admin/alerts', payload: { message: 'Sneaky' } }),
    update: () => ({ method: 'PATCH' as const, url: `/api/admin/alerts/${existingId}`, payload: { message: 'Changed' } }),
    remove: () => ({ method: 'DELETE' as const, url: `/api/admin/alerts/${existingId}` }),
  };
  const refused: [Who, number, string][] = [
    ['anonymous', 401, 'unauthorized'],
    ['stranger', 403, 'forbidden'],
    ['recruiter', 403, 'forbidden'],
  ];

  for (const [name, request] of Object.entries(requests)) {
    it.each(refused)(`${name}: %s → %i and nothing changes`, async (who, status, code) => {
      const before = await allAlerts();
      const response = await t.app.inject({ ...request(), headers: cookieOf(who) });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(await allAlerts()).toEqual(before);
    });
  }

  it.each(['yes_staff', 'yes_developer', 'yes_admin'] as const)('%s manages alerts: create, read, update, delete', async (who) => {
    const created = await create(who, { message: `Made by ${who}`, priority: 70 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/alerts', headers: cookieOf(who) });
    expect(list.statusCode).toBe(200);
    expect(list.json().alerts.map((alert: { id: string }) => alert.id)).toContain(id);

    const one = await t.app.inject({ method: 'GET', url: `/api/admin/alerts/${id}`, headers: cookieOf(who) });
    expect(one.json()).toMatchObject({ id, message: `Made by ${who}`, priority: 70 });

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/alerts/${id}`,
      payload: { message: 'Edited', priority: 5, isActive: false },
      headers: cookieOf(who),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Edited', priority: 5, isActive: false });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/alerts/${id}`, headers: cookieOf(who) });
    expect(removed.statusCode).toBe(200);
    expect((await allAlerts()).some((row) => row.id === id)).toBe(false);
  });
});

describe('alerts: public list', () => {
  it('anyone reads active alerts, highest priority first, without inactive ones', async () => {
    await t.database.db.delete(alerts);
    await create('yes_admin', { message: 'Low', priority: 20 });
    await create('yes_admin', { message: 'High', priority: 90 });
    await create('yes_admin', { message: 'Hidden', priority: 500, isActive: false });
    for (const who of ['anonymous', 'stranger'] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/api/alerts', headers: cookieOf(who) });
      expect(response.statusCode).toBe(200);
      expect(response.json().alerts.map((alert: { message: string }) => alert.message)).toEqual(['High', 'Low']);
    }
  });

  it('a new alert gets the spec defaults: priority 50, #FEF3C7 on #92400E, dismissible', async () => {
    const response = await create('yes_admin', { message: 'Defaults' });
    expect(response.json()).toMatchObject({
      priority: BANNER_DEFAULT_PRIORITY,
      backgroundColor: BANNER_DEFAULT_COLORS.backgroundColor,
      textColor: BANNER_DEFAULT_COLORS.textColor,
      dismissible: true,
      isActive: true,
      linkUrl: null,
      linkText: null,
    });
  });
});

describe('alerts: bad input', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ['empty message', { message: '   ' }, 'message'],
    ['colour not hex', { message: 'x', backgroundColor: 'red' }, 'backgroundColor'],
    ['link without text', { message: 'x', linkUrl: '/welcome' }, 'linkText'],
    ['javascript link', { message: 'x', linkUrl: 'javascript:alert(1)', linkText: 'Go' }, 'linkUrl'],
    ['priority out of range', { message: 'x', priority: 5000 }, 'priority'],
  ];
  it.each(bad)('%s → 400 with a field message, nothing stored', async (_name, payload, field) => {
    const before = await allAlerts();
    const response = await create('yes_admin', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(await allAlerts()).toEqual(before);
  });

  it('unknown ids answer 404 and a malformed id 400', async () => {
    const headers = cookieOf('yes_admin');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/alerts/${missing}`, headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/admin/alerts/${missing}`, payload: { message: 'x' }, headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/alerts/${missing}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/alerts/not-a-uuid', headers })).statusCode).toBe(400);
  });
});
