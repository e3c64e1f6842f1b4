/** Gold custom integrations (docs/decisions/052): the team calendar link, its access matrix, tier gate, and the .ics it serves. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_CALENDAR_LINK_TEXTS } from '#shared/contracts/team-calendar-link.ts';
import { teams } from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { hashCalendarToken } from './calendar-feed.ts';
import { insertPractice, insertTeamToolTeams, insertTournament, setTeamsFlag, signUpTeamToolCallers, TEAM_TOOL_MANAGERS, TEAM_TOOL_REFUSED } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
const users: Record<string, TestUser> = {};
let goldId: string;
let silverId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await setTeamsFlag(db, true);
  Object.assign(users, await signUpTeamToolCallers(t.app));
  ({ goldId, silverId } = await insertTeamToolTeams(db, users, { gold: 'Gold; Crew, "A"' }));
  await insertPractice(db, goldId, {
    title: 'Scrims, VOD; review',
    scheduledAt: new Date('2026-06-01T18:30:00Z'),
    durationMinutes: 90,
    location: 'Lab\\Room 2',
  });
  await insertTournament(db, goldId, { name: 'Spring Open', startDate: '2026-05-01' });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', who?: TestUser, team = goldId) =>
  t.app.inject({ method, url: `/api/teams/${team}/team-calendar`, headers: who ? { cookie: who.cookie } : {} });
const fetchIcs = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const storedHash = async (team = goldId) =>
  (await t.database.db.select({ hash: teams.sharedCalendarTokenHash }).from(teams).where(eq(teams.id, team)))[0]!.hash;

describe('team calendar link access matrix', () => {
  it.each(TEAM_TOOL_REFUSED)('%s is refused (%i) on GET, POST and DELETE, and nothing changes', async (who, status) => {
    const created = (await call('POST', users.owner)).json().url as string;
    const before = await storedHash();
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await call(method, users[who])).statusCode).toBe(status);
    expect(await storedHash()).toBe(before);
    expect((await fetchIcs(created)).statusCode).toBe(200);
  });

  it.each(TEAM_TOOL_MANAGERS)('%s creates, reads and turns off the link', async (who) => {
    const created = await call('POST', users[who]);
    expect(created.statusCode).toBe(200);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/team-calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call('GET', users[who])).json()).toEqual({ url: null, exists: true });
    const token = url.split('/').pop()!.replace('.ics', '');
    expect(await storedHash()).toBe(hashCalendarToken(token));
    expect((await call('DELETE', users[who])).statusCode).toBe(204);
    expect(await storedHash()).toBeNull();
    expect((await fetchIcs(url)).statusCode).toBe(404);
  });
});

describe('team calendar link tier gate', () => {
  it('a Silver team gets "Upgrade for Custom Integrations" on GET and POST, and no link is made', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(method, users.owner, silverId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(TEAM_CALENDAR_LINK_TEXTS.tierRequired);
    }
    expect(await storedHash(silverId)).toBeNull();
  });

  it('the link answers 404 while the team is below Gold or archived, and works again back on Gold', async () => {
    const { url } = (await call('POST', users.owner)).json() as { url: string };
    const { db } = t.database;
    await db.update(teams).set({ subscriptionTier: 'silver' }).where(eq(teams.id, goldId));
    expect((await fetchIcs(url)).statusCode).toBe(404);
    // A manager can still turn it off below Gold.
    await db.update(teams).set({ subscriptionTier: 'gold', archivedAt: new Date() }).where(eq(teams.id, goldId));
    expect((await fetchIcs(url)).statusCode).toBe(404);
    await db.update(teams).set({ archivedAt: null }).where(eq(teams.id, goldId));
    expect((await fetchIcs(url)).statusCode).toBe(200);
    await db.update(teams).set({ subscriptionTier: 'bronze' }).where(eq(teams.id, goldId));
    expect((await call('DELETE', users.owner)).statusCode).toBe(204);
    await db.update(teams).set({ subscriptionTier: 'gold' }).where(eq(teams.id, goldId));
    expect((await fetchIcs(url)).statusCode).toBe(404);
  });

  it('regenerating stops the old link at once', async () => {
    const first = (await call('POST', users.owner)).json().url as string;
    const second = (await call('POST', users.owner)).json().url as string;
    expect(second).not.toBe(first);
    expect((await fetchIcs(first)).statusCode).toBe(404);
    expect((await fetchIcs(second)).statusCode).toBe(200);
  });

  it('a malformed or unknown token is 400 or 404, never 500', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/team-calendar/short.ics' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/team-calendar/${'z'.repeat(43)}.ics` })).statusCode).toBe(404);
  });
});

describe('the .ics served', () => {
  it('is text/calendar with one VEVENT per practice and tournament, UTC times, UIDs and RFC 5545 escaping', async () => {
    const { url } = (await call('POST', users.owner)).json() as { url: string };
    const response = await fetchIcs(url);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body.replace(/\r\n[ \t]/g, '');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Gold\\; Crew\\, "A"');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toMatch(/UID:practice-[0-9a-f-]{36}@esports-recruiting/);
    expect(text).toContain('DTSTART:20260601T183000Z');
    expect(text).toContain('DTEND:20260601T200000Z');
    expect(text).toContain('SUMMARY:Scrims\\, VOD\\; review');
    expect(text).toContain('LOCATION:Lab\\\\Room 2');
    expect(text).toMatch(/UID:tournament-[0-9a-f-]{36}@esports-recruiting/);
    expect(text).toContain('DTSTART;VALUE=DATE:20260501');
  });
});
