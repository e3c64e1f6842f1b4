/**
 * GET /api/teams/:teamId/practices (docs/decisions/084): the manage screen's further pages of upcoming and past
 * practices and one calendar day; every page in a stable order, ties on scheduled_at broken by id, no practice
 * twice and none left out; bad queries are 400s. Who may call it is in the schedule access matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_PAGE_SIZE, PRACTICE_PAGE_TEXTS, practicePageSchema, type PracticePage } from '#shared/contracts/practice-pages.ts';
import { teamManageSchema } from '#shared/contracts/teams-manage.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { addPlayer, hoursFromNow, insertAnswer, insertPractice, insertTeam, setTeamsFlag } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
let owner: TestUser;
let player: TestUser;
let teamId: string;
/** Ids in the order the screen shows them. */
let pastIds: string[];
let upcomingIds: string[];
/** A past practice the player answered. */
let answeredId: string;

const TIED_AT = new Date('2025-06-01T18:00:00.123456Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await setTeamsFlag(db, true);
  owner = await signUpUser(t.app, { displayName: 'Owner Olive' });
  player = await signUpUser(t.app, { displayName: 'Player Pat' });
  teamId = (await insertTeam(db, owner.id)).id;
  await addPlayer(db, teamId, player.id);

  // 25 past practices, 12 of them at the very same instant (a page boundary falls among them), and 13 upcoming.
  const past: { id: string; at: number }[] = [];
  for (let index = 0; index < 13; index += 1) {
    const row = await insertPractice(db, teamId, { title: `Past ${index}`, scheduledAt: new Date(Date.UTC(2025, 0, 1 + index, 18)) });
    past.push({ id: row.id, at: row.scheduledAt.getTime() });
  }
  for (let index = 0; index < 12; index += 1) {
    const row = await insertPractice(db, teamId, { title: `Tied ${index}`, scheduledAt: TIED_AT });
    past.push({ id: row.id, at: row.scheduledAt.getTime() });
  }
  const upcoming: { id: string; at: number }[] = [];
  for (let index = 0; index < 13; index += 1) {
    const row = await insertPractice(db, teamId, { title: `Next ${index}`, scheduledAt: hoursFromNow(24 * (index + 1)) });
    upcoming.push({ id: row.id, at: row.scheduledAt.getTime() });
  }
  // Started an hour ago and lasts two: not ended, so still upcoming (the screen's test).
  const running = await insertPractice(db, teamId, { title: 'Running now', scheduledAt: hoursFromNow(-1), durationMinutes: 120 });
  upcoming.push({ id: running.id, at: running.scheduledAt.getTime() });
  const byTime = (a: { id: string; at: number }, b: { id: string; at: number }) => a.at - b.at || a.id.localeCompare(b.id);
  pastIds = past.sort((a, b) => byTime(b, a)).map((row) => row.id);
  upcomingIds = upcoming.sort(byTime).map((row) => row.id);
  answeredId = pastIds[PRACTICE_PAGE_SIZE + 2]!;
  await insertAnswer(db, answeredId, player.id, 'maybe');
});
afterAll(async () => t.close());

async function page(query: string, who: TestUser = player): Promise<PracticePage> {
  const response = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/practices?${query}`, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return practicePageSchema.parse(response.json());
}

/** The manage response's first page, then every further page through its cursor. */
async function walk(scope: 'upcoming' | 'past', first: PracticePage): Promise<string[]> {
  const ids = first.practices.map((practice) => practice.id);
  let cursor = first.nextCursor;
  let pages = 1;
  while (cursor) {
    const next = await page(`scope=${scope}&cursor=${encodeURIComponent(cursor)}`);
    expect(next.practices.length).toBeGreaterThan(0);
    expect(next.practices.length).toBeLessThanOrEqual(PRACTICE_PAGE_SIZE);
    ids.push(...next.practices.map((practice) => practice.id));
    cursor = next.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(10);
  }
  return ids;
}

describe('pages after the manage response', () => {
  it('past practices latest first, page after page to the oldest, ties broken by id, none twice or missing', async () => {
    const manage = teamManageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/manage`, headers: { cookie: player.cookie } })).json(),
    ).practices;
    expect(manage.pastCount).toBe(25);
    expect(manage.recent).toHaveLength(PRACTICE_PAGE_SIZE);
    expect(await walk('past', { practices: manage.recent, nextCursor: manage.olderCursor })).toEqual(pastIds);
  });

  it('upcoming practices soonest first (one still running among them), page after page', async () => {
    const manage = teamManageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/manage`, headers: { cookie: player.cookie } })).json(),
    ).practices;
    expect(manage.upcomingCount).toBe(14);
    expect(manage.upcoming[0]!.title).toBe('Running now');
    expect(await walk('upcoming', { practices: manage.upcoming, nextCursor: manage.nextUpcomingCursor })).toEqual(upcomingIds);
  });

  it('the first page without a cursor is the manage response’s, and rows carry the caller’s own answer', async () => {
    const first = await page('scope=past');
    expect(first.practices.map((practice) => practice.id)).toEqual(pastIds.slice(0, PRACTICE_PAGE_SIZE));
    const second = await page(`scope=past&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.practices.find((practice) => practice.id === answeredId)!.myStatus).toBe('maybe');
    const ownersView = await page(`scope=past&cursor=${encodeURIComponent(first.nextCursor!)}`, owner);
    expect(ownersView.practices.find((practice) => practice.id === answeredId)!.myStatus).toBeNull();
  });

  it('a day: the practices that start in [from, to), soonest first, past or not', async () => {
    const day = await page('scope=day&from=2025-06-01T00:00:00Z&to=2025-06-02T00:00:00Z');
    expect(day.practices).toHaveLength(12);
    expect(day.practices.every((practice) => practice.scheduledAt === '2025-06-01T18:00:00.123Z')).toBe(true);
    expect(day.practices.map((practice) => practice.id)).toEqual([...pastIds.filter((id) => day.practices.some((row) => row.id === id))].reverse());
    expect(day.nextCursor).toBeNull();
    expect((await page('scope=day&from=2025-06-02T00:00:00Z&to=2025-06-03T00:00:00Z')).practices).toEqual([]);
  });
});

describe('bad queries are 400s with a field message', () => {
  const cases: [string, string, string][] = [
    ['no scope', '', 'scope'],
    ['an unknown scope', 'scope=later', 'scope'],
    ['a made-up cursor', 'scope=past&cursor=abc', 'cursor'],
    ['a cursor with a bad id', 'scope=past&cursor=2025-01-01T18:00:00.000000Z~nope', 'cursor'],
    ['a day without its range', 'scope=day', 'to'],
    ['a day range backwards', 'scope=day&from=2025-06-02T00:00:00Z&to=2025-06-01T00:00:00Z', 'to'],
    ['a day range over two days', 'scope=day&from=2025-06-01T00:00:00Z&to=2025-06-04T00:00:00Z', 'to'],
    ['a range on a scope that takes none', 'scope=past&from=2025-06-01T00:00:00Z&to=2025-06-02T00:00:00Z', 'from'],
  ];
  it.each(cases)('%s', async (_label, query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/practices?${query}`, headers: { cookie: player.cookie } });
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields ?? {}).some((key) => key === field || key.endsWith(`.${field}`))).toBe(true);
  });

  it('says what is wrong with a cursor', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/practices?scope=past&cursor=abc`, headers: { cookie: player.cookie } });
    expect(JSON.stringify(response.json().error.fields)).toContain(PRACTICE_PAGE_TEXTS.cursor);
  });
});
