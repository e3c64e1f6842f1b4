/** Personal calendar feeds (issue point 7): create, rotate, revoke, and the .ics a calendar app reads. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { teamCalendarFeeds, teamMembers, teams } from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { hashCalendarToken } from './calendar-feed.ts';
import { addPlayer, insertPractice, insertTeam, insertTournament, setTeamsFlag } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
let owner: TestUser;
let player: TestUser;
let stranger: TestUser;
let developer: TestUser;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await setTeamsFlag(db, true);
  owner = await signUpUser(t.app);
  player = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
  developer = await signUpWithRoles(t.app, ['yes_developer']);
  teamId = (await insertTeam(db, owner.id, { name: 'Calendar, Crew; "A"', tier: 'silver' })).id;
  await addPlayer(db, teamId, player.id);
});
afterAll(async () => t.close());

const feedUrl = `/api/teams/${'{teamId}'}/calendar-feed`;
const feedCall = (method: 'GET' | 'POST' | 'DELETE', who: TestUser, team = teamId) =>
  t.app.inject({ method, url: feedUrl.replace('{teamId}', team), headers: { cookie: who.cookie } });
const fetchIcs = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

/** Unfolds RFC 5545 folded lines and splits them. */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
/** The VEVENT blocks, each as a map of property name (without parameters) to unescaped value. */
function icsEvents(text: string) {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of icsLines(text)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      current[name] = line.slice(colon + 1).replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
      if (line.slice(0, colon).includes('VALUE=DATE')) current[`${name}_DATE`] = 'true';
    }
  }
  return events;
}

describe('calendar feed token', () => {
  it('GET says none exists; POST creates one and shows the URL once; GET never shows it', async () => {
    expect((await feedCall('GET', player)).json()).toEqual({ url: null, exists: false });
    const created = await feedCall('POST', player);
    expect(created.statusCode).toBe(200);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feedCall('GET', player)).json()).toEqual({ url: null, exists: true });

    // Only the hash is stored.
    const token = url.split('/').pop()!.replace('.ics', '');
    const [row] = await t.database.db.select().from(teamCalendarFeeds).where(eq(teamCalendarFeeds.userId, player.id));
    expect(row!.tokenHash).toBe(hashCalendarToken(token));
    expect(row!.tokenHash).not.toContain(token);
    expect((await fetchIcs(url)).statusCode).toBe(200);
  });

  it('POST again rotates: the old URL stops working, the new one works, still one row', async () => {
    const first = (await feedCall('POST', owner)).json().url as string;
    const second = (await feedCall('POST', owner)).json().url as string;
    expect(second).not.toBe(first);
    expect((await fetchIcs(first)).statusCode).toBe(404);
    expect((await fetchIcs(second)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(teamCalendarFeeds).where(eq(teamCalendarFeeds.userId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('DELETE revokes the feed (and is fine when there is none)', async () => {
    const url = (await feedCall('POST', developer)).json().url as string;
    expect((await feedCall('DELETE', developer)).statusCode).toBe(204);
    expect((await fetchIcs(url)).statusCode).toBe(404);
    expect((await feedCall('GET', developer)).json()).toEqual({ url: null, exists: false });
    expect((await feedCall('DELETE', developer)).statusCode).toBe(204);
  });

  it('strangers cannot have a feed of the team', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await feedCall(method, stranger);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(TEAM_TEXTS.notInsider);
    }
  });
});

describe('GET /api/calendar/:token.ics', () => {
  it('serves practices and tournaments as iCalendar events', async () => {
    const { db } = t.database;
    const team = await insertTeam(db, owner.id, { name: 'Ics Team' });
    await addPlayer(db, team.id, player.id);
    const practice = await insertPractice(db, team.id, {
      title: 'Aim drills',
      description: 'Warm up first',
      scheduledAt: new Date('2026-12-05T19:30:00Z'),
      durationMinutes: 90,
      location: 'Lab, room 4',
      isMandatory: true,
    });
    const cancelled = await insertPractice(db, team.id, { title: 'Off day', status: 'cancelled', isMandatory: false });
    const cup = await insertTournament(db, team.id, {
      name: 'Frost Cup',
      startDate: '2027-01-15',
      tournamentType: 'lan',
      prizePool: 2500,
      placement: '3rd',
      status: 'registered',
    });
    const url = (await feedCall('POST', player, team.id)).json().url as string;
    const response = await fetchIcs(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');

    const lines = icsLines(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:Ics Team');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);

    const events = icsEvents(response.body);
    expect(events).toHaveLength(3);
    const drills = events.find((event) => event.UID === `practice-${practice.id}@esports-recruiting`)!;
    expect(drills).toMatchObject({
      SUMMARY: 'Aim drills',
      DTSTART: '20261205T193000Z',
      DTEND: '20261205T210000Z',
      LOCATION: 'Lab, room 4',
      STATUS: 'CONFIRMED',
    });
    expect(drills.DESCRIPTION).toContain('Warm up first');
    expect(drills.DESCRIPTION).toContain('Mandatory practice');
    const off = events.find((event) => event.UID === `practice-${cancelled.id}@esports-recruiting`)!;
    expect(off).toMatchObject({ SUMMARY: 'Off day', STATUS: 'CANCELLED' });
    expect(off.DESCRIPTION).toContain('Optional practice');
    const frost = events.find((event) => event.UID === `tournament-${cup.id}@esports-recruiting`)!;
    expect(frost).toMatchObject({ SUMMARY: 'Frost Cup', DTSTART: '20270115', DTSTART_DATE: 'true' });
    expect(frost.DESCRIPTION).toContain('Type: LAN');
    expect(frost.DESCRIPTION).toContain('Prize pool: $2,500.00');
    expect(frost.DESCRIPTION).toContain('Placement: 3rd');

    // Stable UIDs: a second fetch names the same events.
    const again = icsEvents((await fetchIcs(url)).body).map((event) => event.UID).sort();
    expect(again).toEqual(events.map((event) => event.UID).sort());
  });

  it('escapes the team name in X-WR-CALNAME, so a newline in it cannot add properties', async () => {
    const url = (await feedCall('POST', player)).json().url as string;
    expect(icsLines((await fetchIcs(url)).body)).toContain('X-WR-CALNAME:Calendar\\, Crew\\; "A"');
    const team = await insertTeam(t.database.db, owner.id, { name: 'Evil\nBEGIN:VEVENT' });
    const evilUrl = (await feedCall('POST', owner, team.id)).json().url as string;
    const lines = icsLines((await fetchIcs(evilUrl)).body);
    expect(lines).toContain('X-WR-CALNAME:Evil\\nBEGIN:VEVENT');
    expect(lines).not.toContain('BEGIN:VEVENT');
  });

  it('stops working when the user leaves the team, when the team is archived or the feature is off', async () => {
    const { db } = t.database;
    const team = await insertTeam(db, owner.id);
    const member = await signUpUser(t.app);
    await addPlayer(db, team.id, member.id);
    const url = (await feedCall('POST', member, team.id)).json().url as string;
    expect((await fetchIcs(url)).statusCode).toBe(200);

    await setTeamsFlag(db, false);
    expect((await fetchIcs(url)).statusCode).toBe(404);
    await setTeamsFlag(db, true);
    expect((await fetchIcs(url)).statusCode).toBe(200);

    await db.update(teams).set({ archivedAt: new Date() }).where(eq(teams.id, team.id));
    expect((await fetchIcs(url)).statusCode).toBe(404);
    await db.update(teams).set({ archivedAt: null }).where(eq(teams.id, team.id));

    await db.update(teamMembers).set({ isActive: false }).where(eq(teamMembers.userId, member.id));
    const gone = await fetchIcs(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Calendar not found');
  });

  it('the owner keeps a feed without being on the roster; admins too with the feature off', async () => {
    const { db } = t.database;
    const ownerUrl = (await feedCall('POST', owner)).json().url as string;
    expect((await fetchIcs(ownerUrl)).statusCode).toBe(200);
    const devUrl = (await feedCall('POST', developer)).json().url as string;
    await setTeamsFlag(db, false);
    try {
      expect((await fetchIcs(devUrl)).statusCode).toBe(200);
      expect((await fetchIcs(ownerUrl)).statusCode).toBe(404);
    } finally {
      await setTeamsFlag(db, true);
    }
  });

  it('an archived team refuses new feeds', async () => {
    const team = await insertTeam(t.database.db, owner.id, { archivedAt: new Date() });
    const response = await feedCall('POST', owner, team.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(TEAM_TEXTS.archived);
  });

  it('unknown tokens are 404; malformed ones 400; never a 5xx', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/calendar/${'a'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    for (const bad of ['no-such-token', `${'a'.repeat(43)}.txt`, 'short.ics', '%00.ics']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/calendar/${bad}` });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
