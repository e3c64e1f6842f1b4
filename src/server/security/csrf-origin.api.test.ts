/**
 * security: CSRF from same-site origins (issue 10.9). Every state-changing
 * request (POST, PUT, PATCH, DELETE) of every route, better-auth's
 * included, is refused with 403 when a browser says it comes from an
 * origin the server does not trust: another port on the same host, another
 * site, an opaque ("null") origin, or, without Origin, Sec-Fetch-Site
 * cross-site or same-site. Nothing changes. The app's own origin and
 * clients that send neither header (scripts, app.inject) pass.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamCalendarFeeds } from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { outboxFor, signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { addPlayer, hoursFromNow, insertPractice, insertTeam, setTeamsFlag } from '#server/test/teams/schedule-test-data.ts';

const APP_ORIGIN = 'http://localhost:3000';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAMPLE_ID = '11111111-1111-4111-8111-111111111111';

/** What a page elsewhere makes a browser send. */
const FOREIGN: Record<string, Record<string, string>> = {
  'another port on the same host': { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' },
  'another port, Origin only': { origin: 'http://localhost:3001' },
  'another site': { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  'an opaque origin (sandboxed frame, file:)': { origin: 'null', 'sec-fetch-site': 'cross-site' },
  'no Origin, Sec-Fetch-Site cross-site': { 'sec-fetch-site': 'cross-site' },
  'no Origin, Sec-Fetch-Site same-site': { 'sec-fetch-site': 'same-site' },
};

let t: TestApp;
const routes: RouteOptions[] = [];
let admin: TestUser;
let owner: TestUser;
let player: TestUser;
let teamId: string;
let practiceId: string;

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => routes.push(route) });
  await setTeamsFlag(t.database.db, true);
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  owner = await signUpUser(t.app);
  player = await signUpUser(t.app);
  teamId = (await insertTeam(t.database.db, owner.id)).id;
  await addPlayer(t.database.db, teamId, player.id);
  practiceId = (await insertPractice(t.database.db, teamId, { scheduledAt: hoursFromNow(72) })).id;
});
afterAll(async () => t.close());

function stateChangingEndpoints() {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => STATE_CHANGING.has(method))
      .map((method) => ({ method: method as 'POST', url: route.url.replace(/:(\w+)/g, SAMPLE_ID) })),
  );
}

describe('security: CSRF from same-site origins (issue 10.9)', () => {
  it('walks every state-changing route, better-auth routes included', () => {
    const names = stateChangingEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.url}`);
    expect(names.length).toBeGreaterThan(40);
    for (const expected of [
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
      'POST /api/auth/request-password-reset',
      'POST /api/auth/reset-password',
      'POST /api/auth/change-password',
      'POST /api/account/sign-up',
      `POST /api/teams/${SAMPLE_ID}/practices/${SAMPLE_ID}/reminders`,
      `POST /api/teams/${SAMPLE_ID}/calendar-feed`,
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('answers 403 to a foreign origin on every state-changing route and changes nothing', async () => {
    const before = await tableDigests(t.database.db);
    const failures: string[] = [];
    let checked = 0;
    for (const endpoint of stateChangingEndpoints()) {
      for (const [label, headers] of Object.entries(FOREIGN)) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: endpoint.url,
          headers: { ...headers, cookie: admin.cookie },
          payload: {},
        });
        checked += 1;
        const where = `${endpoint.method} ${endpoint.url} from ${label} → ${response.statusCode}`;
        if (response.statusCode !== 403) {
          failures.push(`${where} ${response.body.slice(0, 120)}`);
          continue;
        }
        const { error } = response.json() as { error: { code: string; message: string } };
        if (error.code !== 'forbidden' || !/TRUSTED_ORIGINS/.test(error.message)) failures.push(`${where}: ${error.message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(stateChangingEndpoints().length * Object.keys(FOREIGN).length);
    expect(await tableDigests(t.database.db)).toEqual(before);
  });

  it('names the refused origin, the expected one and the settings in its message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://localhost:3001', cookie: player.cookie },
    });
    expect(response.statusCode).toBe(403);
    const { message } = response.json().error as { message: string };
    expect(message).toContain('http://localhost:3001');
    expect(message).toContain(APP_ORIGIN);
    expect(message).toContain('BASE_URL');
    expect(message).toContain('TRUSTED_ORIGINS');
  });

  it('a form on another port cannot send practice reminders or rotate the calendar feed (the reproduced attack)', async () => {
    const { db } = t.database;
    const feedsBefore = await db.select().from(teamCalendarFeeds);
    const remind = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/practices/${practiceId}/reminders`,
      headers: { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site', cookie: owner.cookie },
    });
    expect(remind.statusCode).toBe(403);
    expect(await outboxFor(db, player.email)).toEqual([]);
    const feed = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/calendar-feed`,
      headers: { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site', cookie: owner.cookie },
    });
    expect(feed.statusCode).toBe(403);
    expect(await db.select().from(teamCalendarFeeds)).toEqual(feedsBefore);
  });

  it('accepts the same requests from the app origin, its loopback spellings, and clients that send no Origin', async () => {
    const { db } = t.database;
    const cases: Record<string, string>[] = [
      { origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' },
      { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const [index, headers] of cases.entries()) {
      const practice = await insertPractice(db, teamId, { title: `Positive ${index}`, scheduledAt: hoursFromNow(72) });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${teamId}/practices/${practice.id}/reminders`,
        headers: { ...headers, cookie: owner.cookie },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.json()).toEqual({ sent: 1 });
      const mails = await outboxFor(db, player.email);
      expect(mails.some((mail) => mail.subject.includes(`Positive ${index}`))).toBe(true);
    }
    const feed = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/calendar-feed`,
      headers: { origin: APP_ORIGIN, cookie: owner.cookie },
    });
    expect(feed.statusCode).toBe(200);
  });

  it('GET requests are not checked (they change nothing)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });
});
