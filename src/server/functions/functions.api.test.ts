import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiments } from '#server/db/schema/flags.ts';
import { userActivityLogs } from '#server/db/schema/tracking.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { PLATFORM_ACCESS, signUpPlatformCast, type PlatformCast } from '#server/test/platform-cast.ts';
import { outboxFor, tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let staff: TestUser;
let cast: PlatformCast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpPlatformCast(t.app);
  ({ staff } = cast);
  await t.database.db.insert(experiments).values([
    { key: 'testing_dashboard', enabled: true, requiredRoles: ['yes_admin', 'yes_developer', 'yes_staff'] },
    { key: 'teams_management', enabled: true, variant: 'v2' },
    { key: 'dev_tools', enabled: false, requiredRoles: ['yes_admin'] },
  ]);
});
afterAll(async () => t.close());

const runAs = (cookie: string | undefined, name: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/admin/functions/${name}`, headers: cookie ? { cookie } : {}, payload: payload as object });
const run = (name: string, payload: unknown) => runAs(staff.cookie, name, payload);

describe('functions: access matrix', () => {
  it.each(PLATFORM_ACCESS)('%s: list and run → %i', async (who, status) => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/functions', headers: cast.headersOf(who) });
    expect(list.statusCode).toBe(status);
    const before = await tableCounts(t.database.db, ['rate_limits', 'sessions']);
    const send = await runAs(cast.cookieOf(who), 'send-test-email', { to: 'matrix@example.com' });
    expect(send.statusCode).toBe(status);
    if (status !== 200) {
      expect(send.json().error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
      expect(await tableCounts(t.database.db, ['rate_limits', 'sessions'])).toEqual(before);
    }
  });
});

describe('functions', () => {
  it('lists every function with a description and an example body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/functions', headers: { cookie: staff.cookie } });
    const { functions } = response.json();
    expect(functions.map((fn: { name: string }) => fn.name)).toEqual(['health-check', 'evaluate-flags', 'send-test-email', 'process-points']);
    for (const fn of functions) {
      expect(fn.description.length).toBeGreaterThan(10);
      expect(typeof fn.exampleBody).toBe('object');
    }
  });

  it('every listed example body runs', async () => {
    const { functions } = (await t.app.inject({ method: 'GET', url: '/api/admin/functions', headers: { cookie: staff.cookie } })).json();
    for (const fn of functions) {
      const response = await run(fn.name, fn.exampleBody);
      expect(response.statusCode, `${fn.name}: ${response.body}`).toBe(200);
    }
  });

  it('health-check reports a database round trip', async () => {
    const response = await run('health-check', {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.name).toBe('health-check');
    expect(body.durationMs).toBeGreaterThanOrEqual(0);
    expect(body.result.status).toBe('ok');
    expect(body.result.database.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(body.result.database.version).toMatch(/PostgreSQL/);
  });

  it('evaluate-flags applies the flag rules to the given roles', async () => {
    const staffView = (await run('evaluate-flags', { roles: ['yes_staff'] })).json().result;
    expect(staffView.flags).toEqual({
      testing_dashboard: { enabled: true, variant: 'control' },
      teams_management: { enabled: true, variant: 'v2' },
      dev_tools: { enabled: false, variant: 'control' },
    });
    const playerView = (await run('evaluate-flags', { roles: ['recruit_player'] })).json().result;
    expect(playerView.flags.testing_dashboard.enabled).toBe(false);
  });

  it('send-test-email sends through the mailer and returns the outbox id', async () => {
    const response = await run('send-test-email', { to: 'Probe@Example.com' });
    expect(response.statusCode).toBe(200);
    const [message] = await outboxFor(t.database.db, 'probe@example.com');
    expect(message).toBeDefined();
    expect(response.json().result).toMatchObject({ sent: true, to: 'probe@example.com', outboxId: message!.id, subject: message!.subject });
  });

  it('process-points records the event and awards points through the ledger (decision 048)', async () => {
    const response = await run('process-points', {
      event_type: 'page_view',
      event_category: 'navigation',
      properties: { target: 'x' },
      session_id: '1714000000000-zz',
      page_path: '/news/one',
    });
    expect(response.json().result).toEqual({ success: true, points_awarded: 1, message: 'Awarded 1 point for page_view' });
    const rows = await t.database.db
      .select()
      .from(userActivityLogs)
      .where(eq(userActivityLogs.userId, staff.id))
      .orderBy(desc(userActivityLogs.createdAt));
    expect(rows[0]).toMatchObject({ eventType: 'page_view', eventCategory: 'navigation', pagePath: '/news/one', sessionId: '1714000000000-zz', properties: { target: 'x', points_awarded: 1 } });

    const replay = await run('process-points', { event_type: 'page_view', event_category: 'navigation', page_path: '/news/one' });
    expect(replay.json().result).toEqual({ success: true, points_awarded: 0, message: 'Recorded page_view; it was already counted' });
    // A share reported by the client earns nothing: shares earn when someone else opens them.
    const share = await run('process-points', { event_type: 'share', event_category: 'social', page_path: '/news/one' });
    expect(share.json().result).toEqual({ success: true, points_awarded: 0, message: 'Recorded share; it earns no points' });
    const unknownType = await run('process-points', { event_type: 'wave', event_category: 'fun', page_path: '/' });
    expect(unknownType.json().result).toMatchObject({ success: true, points_awarded: 0 });
  });

  it('an unknown function is 404', async () => {
    const response = await run('make-coffee', {});
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Unknown function');
  });

  it.each([
    ['evaluate-flags', { roles: ['wizard'] }, 'roles.0'],
    ['evaluate-flags', {}, 'roles'],
    ['send-test-email', { to: 'not-an-email' }, 'to'],
    ['process-points', { event_type: 'share', page_path: '/' }, 'event_category'],
    ['process-points', { event_type: 'share', event_category: 'x', page_path: 'nope' }, 'page_path'],
    ['health-check', { unexpected: true }, '_'],
  ])('%s with a bad body is 400 naming %j, and nothing is written', async (name, payload, field) => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await run(name, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty([field]);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it('a body that is not a JSON object is 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/functions/health-check',
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(response.statusCode).toBe(400);
  });
});
