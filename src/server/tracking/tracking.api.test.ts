import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActivityLogs } from '#server/db/schema/tracking.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';

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
  player = await signUpUser(t.app, { displayName: 'Tracked Player' });
});
afterAll(async () => t.close());

const pageView = { eventType: 'page_view', eventCategory: 'navigation', pagePath: '/learn?x=1', referrer: '/', sessionId: '1714000000000-abc123', properties: { title: 'Learn' } };
const logFor = (userId: string) => t.database.db.select().from(userActivityLogs).where(eq(userActivityLogs.userId, userId));

describe('POST /api/activity', () => {
  it('records a page view for the signed-in user with the request’s user agent, and echoes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activity',
      headers: { cookie: player.cookie, 'user-agent': 'Vitest Browser/1.0' },
      payload: pageView,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await logFor(player.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventType: 'page_view',
      eventCategory: 'navigation',
      pagePath: '/learn?x=1',
      referrer: '/',
      sessionId: '1714000000000-abc123',
      userAgent: 'Vitest Browser/1.0',
      properties: { title: 'Learn' },
    });
  });

  it('a client cannot log activity for someone else', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activity',
      headers: { cookie: staff.cookie },
      payload: { ...pageView, userId: player.id },
    });
    expect(response.statusCode).toBe(204);
    expect(await logFor(staff.id)).toHaveLength(1);
    expect(await logFor(player.id)).toHaveLength(1);
  });

  it('anonymous is 401 and nothing is written', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await t.app.inject({ method: 'POST', url: '/api/activity', payload: pageView });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });

  it.each([
    ['no event type', { ...pageView, eventType: undefined }, 'eventType'],
    ['a path that is not a path', { ...pageView, pagePath: 'https://evil.example' }, 'pagePath'],
    ['properties that are not an object', { ...pageView, properties: 'x' }, 'properties'],
    ['oversized properties', { ...pageView, properties: { blob: 'x'.repeat(5000) } }, 'properties'],
    ['an event type with spaces', { ...pageView, eventType: 'page view' }, 'eventType'],
  ])('%s is 400 with the field named and nothing written', async (_label, payload, field) => {
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const response = await t.app.inject({ method: 'POST', url: '/api/activity', headers: { cookie: player.cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty([field]);
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
  });
});

describe('GET /api/admin/activity', () => {
  it.each([
    ['anonymous', 401, undefined],
    ['player', 403, () => player.cookie],
    ['yes_staff', 200, () => staff.cookie],
    ['yes_developer', 200, () => developer.cookie],
    ['yes_admin', 200, () => admin.cookie],
  ] as const)('%s → %i', async (_who, status, cookie) => {
    const c = cookie?.();
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/activity', headers: c ? { cookie: c } : {} });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().events.length).toBeGreaterThan(0);
    else expect(response.json().error).toBeDefined();
  });

  it('lists the newest first with the user’s email and name, bounded by limit', async () => {
    for (const path of ['/a', '/b', '/c']) {
      await t.app.inject({ method: 'POST', url: '/api/activity', headers: { cookie: player.cookie }, payload: { eventType: 'page_view', pagePath: path } });
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/activity?limit=2', headers: { cookie: staff.cookie } });
    const { events } = response.json();
    expect(events).toHaveLength(2);
    expect(events.map((event: { pagePath: string }) => event.pagePath)).toEqual(['/c', '/b']);
    expect(events[0]).toMatchObject({ userId: player.id, userEmail: player.email, userName: 'Tracked Player', eventType: 'page_view' });
  });

  it('refuses a limit outside 1..200', async () => {
    for (const limit of ['0', '201', 'many']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/activity?limit=${limit}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(['querystring.limit']);
    }
  });
});
