import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiments } from '#server/db/schema/flags.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { PLATFORM_CALLERS, signUpPlatformCast, type PlatformCast, type PlatformCaller } from '#server/test/platform-cast.ts';
import { me, tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
let player: TestUser;
let cast: PlatformCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpPlatformCast(t.app);
  ({ admin, staff, player } = cast);
  await t.database.db.insert(experiments).values([
    { key: 'testing_dashboard', enabled: true, requiredRoles: ['yes_admin', 'yes_developer', 'yes_staff'], notes: 'Staff only' },
    { key: 'dev_tools', enabled: false, requiredRoles: ['yes_admin', 'yes_developer'] },
    { key: 'matrix_target', enabled: false },
  ]);
});
afterAll(async () => t.close());

type Who = PlatformCaller;
const WHO = PLATFORM_CALLERS;
const headersOf = (who: Who) => cast.headersOf(who);
const expectedStatus = (who: Who, ok: number) => (who === 'anonymous' ? 401 : who === 'player' ? 403 : ok);

const flagRow = async (key: string) => {
  const [row] = await t.database.db.select().from(experiments).where(eq(experiments.key, key));
  return row;
};

describe('flags routes: access matrix', () => {
  it.each(WHO)('GET /api/admin/flags as %s', async (who) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/flags', headers: headersOf(who) });
    expect(response.statusCode).toBe(expectedStatus(who, 200));
    if (response.statusCode === 200) {
      const { flags } = response.json();
      expect(flags.map((flag: { key: string }) => flag.key)).toEqual(expect.arrayContaining(['dev_tools', 'matrix_target', 'testing_dashboard']));
      expect(flags.find((flag: { key: string }) => flag.key === 'testing_dashboard')).toEqual({
        key: 'testing_dashboard',
        variant: null,
        enabled: true,
        requiredRoles: ['yes_admin', 'yes_developer', 'yes_staff'],
        rolloutPercentage: 100,
        devOnly: false,
        featureType: 'feature',
        notes: 'Staff only',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    } else {
      expect(response.json().error.code).toBe(who === 'anonymous' ? 'unauthorized' : 'forbidden');
    }
  });

  it.each(WHO)('POST, PATCH and DELETE as %s', async (who) => {
    const key = `matrix_${who}`;
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/flags',
      headers: headersOf(who),
      payload: { key, enabled: true, rolloutPercentage: 50, requiredRoles: ['yes_staff'], devOnly: false, variant: 'blue', featureType: 'experiment', notes: 'matrix' },
    });
    expect(create.statusCode).toBe(expectedStatus(who, 201));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/flags/matrix_target',
      headers: headersOf(who),
      payload: { notes: `touched by ${who}` },
    });
    expect(patch.statusCode).toBe(expectedStatus(who, 200));
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/admin/flags/${key}`, headers: headersOf(who) });

    if (who === 'anonymous' || who === 'player') {
      for (const response of [create, patch, remove]) {
        expect(response.statusCode).toBe(expectedStatus(who, 0));
        expect(response.json().error.code).toBe(who === 'anonymous' ? 'unauthorized' : 'forbidden');
      }
      expect(await flagRow(key)).toBeUndefined();
      expect((await flagRow('matrix_target'))!.notes).not.toBe(`touched by ${who}`);
    } else {
      expect(create.json().flag).toMatchObject({ key, enabled: true, rolloutPercentage: 50, requiredRoles: ['yes_staff'], variant: 'blue', featureType: 'experiment', notes: 'matrix' });
      expect(patch.json().flag).toMatchObject({ key: 'matrix_target', notes: `touched by ${who}` });
      expect((await flagRow('matrix_target'))!.notes).toBe(`touched by ${who}`);
      expect(remove.statusCode).toBe(204);
      expect(await flagRow(key)).toBeUndefined();
    }
  });
});

describe('flag changes', () => {
  const headers = () => ({ cookie: admin.cookie });

  it('an update changes /api/me flags for an affected user at once', async () => {
    const before = await me(t.app, staff.cookie);
    // /api/me evaluates enabled flags only: a disabled flag is absent, which reads as off.
    expect(before.flags.dev_tools?.enabled).not.toBe(true);

    const enable = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/flags/dev_tools',
      headers: headers(),
      payload: { enabled: true, requiredRoles: ['yes_staff'], variant: 'beta' },
    });
    expect(enable.statusCode).toBe(200);
    expect(enable.json().flag).toMatchObject({ enabled: true, requiredRoles: ['yes_staff'], variant: 'beta' });
    expect((await me(t.app, staff.cookie)).flags.dev_tools).toEqual({ enabled: true, variant: 'beta' });
    // A user without the required role is not affected.
    expect((await me(t.app, player.cookie)).flags.dev_tools?.enabled).not.toBe(true);

    const partial = await t.app.inject({ method: 'PATCH', url: '/api/admin/flags/dev_tools', headers: headers(), payload: { rolloutPercentage: 99 } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().flag).toMatchObject({ enabled: true, rolloutPercentage: 99, variant: 'beta' });
    expect((await me(t.app, staff.cookie)).flags.dev_tools).toEqual({ enabled: false, variant: 'control' });
  });

  it('the updated time moves on a change', async () => {
    const before = (await flagRow('testing_dashboard'))!.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await t.app.inject({ method: 'PATCH', url: '/api/admin/flags/testing_dashboard', headers: headers(), payload: { notes: 'Edited' } });
    expect(new Date(response.json().flag.updatedAt).getTime()).toBeGreaterThan(before.getTime());
  });

  it.each([
    ['rollout 150', { rolloutPercentage: 150 }, 'rolloutPercentage'],
    ['rollout -1', { rolloutPercentage: -1 }, 'rolloutPercentage'],
    ['rollout 12.5', { rolloutPercentage: 12.5 }, 'rolloutPercentage'],
    ['an unknown role', { requiredRoles: ['yes_staff', 'supreme_leader'] }, 'requiredRoles.1'],
    ['an unknown feature type', { featureType: 'gadget' }, 'featureType'],
    ['an empty change', {}, '_'],
    ['a variant too long', { variant: 'v'.repeat(65) }, 'variant'],
  ])('PATCH with %s is 400 with a field error and nothing changes', async (_label, payload, field) => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const row = await flagRow('testing_dashboard');
    const response = await t.app.inject({ method: 'PATCH', url: '/api/admin/flags/testing_dashboard', headers: headers(), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', fields: { [field]: expect.any(String) } });
    expect(await flagRow('testing_dashboard')).toEqual(row);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('POST with rollout 150 or an unknown role is 400 and creates nothing', async () => {
    const base = { key: 'never_created', enabled: true, rolloutPercentage: 100, requiredRoles: [], devOnly: false, variant: null, featureType: 'feature', notes: null };
    for (const bad of [{ rolloutPercentage: 150 }, { requiredRoles: ['wizard'] }, { key: 'Bad Key!' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/flags', headers: headers(), payload: { ...base, ...bad } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect(await flagRow('never_created')).toBeUndefined();
  });

  it('creating a key twice is 409; unknown keys are 404', async () => {
    const payload = { key: 'twice', enabled: false, rolloutPercentage: 100, requiredRoles: [], devOnly: false, variant: '', featureType: 'ops', notes: '' };
    const first = await t.app.inject({ method: 'POST', url: '/api/admin/flags', headers: headers(), payload });
    expect(first.statusCode).toBe(201);
    expect(first.json().flag).toMatchObject({ variant: null, notes: null, featureType: 'ops' });
    const second = await t.app.inject({ method: 'POST', url: '/api/admin/flags', headers: headers(), payload: { ...payload, notes: 'changed' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.fields).toEqual({ key: 'A flag with this key already exists' });
    expect((await flagRow('twice'))!.notes).toBeNull();

    const patch = await t.app.inject({ method: 'PATCH', url: '/api/admin/flags/no_such_flag', headers: headers(), payload: { enabled: true } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.message).toBe('Flag not found');
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/admin/flags/no_such_flag', headers: headers() });
    expect(remove.statusCode).toBe(404);
  });

  it('deleting a flag turns it off for everyone', async () => {
    await t.app.inject({ method: 'PATCH', url: '/api/admin/flags/dev_tools', headers: headers(), payload: { rolloutPercentage: 100 } });
    expect((await me(t.app, staff.cookie)).flags.dev_tools?.enabled).toBe(true);
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/admin/flags/dev_tools', headers: headers() });
    expect(remove.statusCode).toBe(204);
    expect((await me(t.app, staff.cookie)).flags.dev_tools).toBeUndefined();
  });
});
