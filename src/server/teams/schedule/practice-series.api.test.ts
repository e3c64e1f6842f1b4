/** Weekly practice series (docs/decisions/072): create, edit one or this and following, delete one or following, who may. */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_SERIES_TEXTS } from '#shared/contracts/practice-series.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { teamPracticeAttendance, teamPractices, teamPracticeSeries } from '#server/db/schema/teams.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { addPlayer, insertAnswer, insertPractice, insertTeam, setTeamsFlag } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
let owner: TestUser;
let player: TestUser;
let otherOwner: TestUser;
let teamId: string;
let otherTeamId: string;

beforeAll(async () => {
  t = await createTestApp();
  await setTeamsFlag(t.database.db, true);
  owner = await signUpUser(t.app, { displayName: 'Owner Olive' });
  player = await signUpUser(t.app, { displayName: 'Player Pat' });
  otherOwner = await signUpUser(t.app, { displayName: 'Other Owner' });
  teamId = (await insertTeam(t.database.db, owner.id)).id;
  otherTeamId = (await insertTeam(t.database.db, otherOwner.id)).id;
  await addPlayer(t.database.db, teamId, player.id);
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: TestUser, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload !== undefined ? { payload } : {}) });

/** Tuesdays and Thursdays at 18:00 in Berlin, across the switch to summer time on 2027-03-28. */
const SERIES = {
  title: 'Scrim block',
  scheduledAt: '2027-03-16T17:00:00.000Z',
  durationMinutes: 90,
  location: 'Lab 1',
  weekdays: [2, 4],
  untilDate: '2027-04-08',
  timeZone: 'Europe/Berlin',
};

async function createSeries(overrides: Record<string, unknown> = {}) {
  const response = await send('POST', `/api/teams/${teamId}/practice-series`, owner, { ...SERIES, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; seriesId: string; count: number };
}

const occurrences = (seriesId: string) =>
  t.database.db.select().from(teamPractices).where(eq(teamPractices.seriesId, seriesId)).orderBy(asc(teamPractices.scheduledAt), asc(teamPractices.id));
const times = async (seriesId: string) => (await occurrences(seriesId)).map((row) => row.scheduledAt.toISOString());
const answers = (practiceId: string) => t.database.db.select().from(teamPracticeAttendance).where(eq(teamPracticeAttendance.practiceId, practiceId));

describe('creating a series', () => {
  it('schedules every chosen weekday through the until date at the same Berlin wall-clock time', async () => {
    const created = await createSeries();
    expect(created.count).toBe(8);
    const rows = await occurrences(created.seriesId);
    expect(rows[0]!.id).toBe(created.id);
    expect(rows.map((row) => row.scheduledAt.toISOString())).toEqual([
      '2027-03-16T17:00:00.000Z',
      '2027-03-18T17:00:00.000Z',
      '2027-03-23T17:00:00.000Z',
      '2027-03-25T17:00:00.000Z',
      // Summer time: still 18:00 in Berlin.
      '2027-03-30T16:00:00.000Z',
      '2027-04-01T16:00:00.000Z',
      '2027-04-06T16:00:00.000Z',
      '2027-04-08T16:00:00.000Z',
    ]);
    expect(rows.every((row) => row.title === 'Scrim block' && row.durationMinutes === 90 && row.location === 'Lab 1' && row.createdBy === owner.id)).toBe(true);
    const [series] = await t.database.db.select().from(teamPracticeSeries).where(eq(teamPracticeSeries.id, created.seriesId));
    expect(series).toMatchObject({ teamId, timeZone: 'Europe/Berlin', createdBy: owner.id });
  });

  it('the first practice is the first chosen day on or after the start date', async () => {
    // 2027-03-16 is a Tuesday; only Fridays are chosen.
    const created = await createSeries({ weekdays: [5], untilDate: '2027-03-26' });
    expect(await times(created.seriesId)).toEqual(['2027-03-19T17:00:00.000Z', '2027-03-26T17:00:00.000Z']);
  });

  it.each([
    ['an until date before the start', { untilDate: '2027-03-15' }, 'untilDate', PRACTICE_SERIES_TEXTS.untilBeforeStart],
    ['no days', { weekdays: [] }, 'weekdays', PRACTICE_SERIES_TEXTS.weekdays],
    ['an until date 52 weeks or more away', { untilDate: '2028-03-14' }, 'untilDate', PRACTICE_SERIES_TEXTS.untilTooFar],
    ['too many practices', { weekdays: [0, 1, 2, 3, 4, 5, 6], untilDate: '2027-10-01' }, 'weekdays', PRACTICE_SERIES_TEXTS.tooMany],
    ['no chosen day in the range', { weekdays: [0], untilDate: '2027-03-20' }, 'weekdays', PRACTICE_SERIES_TEXTS.none],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', PRACTICE_SERIES_TEXTS.timeZone],
    ['no until date', { untilDate: '' }, 'untilDate', PRACTICE_SERIES_TEXTS.untilRequired],
  ])('refuses %s with a field error and stores nothing', async (_name, overrides, field, message) => {
    const before = await tableCounts(t.database.db);
    const response = await send('POST', `/api/teams/${teamId}/practice-series`, owner, { ...SERIES, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: message });
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('a player of the team cannot create one: 403, nothing stored', async () => {
    const before = await tableCounts(t.database.db);
    const response = await send('POST', `/api/teams/${teamId}/practice-series`, player, SERIES);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(TEAM_TEXTS.notManager);
    expect(await tableCounts(t.database.db)).toEqual(before);
  });
});

describe('editing', () => {
  it('one occurrence: only it moves, and its attendance stays with it', async () => {
    const { seriesId } = await createSeries();
    const rows = await occurrences(seriesId);
    await insertAnswer(t.database.db, rows[2]!.id, player.id, 'attending');
    const response = await send('PATCH', `/api/teams/${teamId}/practices/${rows[2]!.id}`, owner, {
      title: 'Moved scrim',
      scheduledAt: '2027-03-24T18:30:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    const after = await occurrences(seriesId);
    const moved = after.find((row) => row.id === rows[2]!.id)!;
    expect(moved).toMatchObject({ title: 'Moved scrim', seriesId });
    expect(moved.scheduledAt.toISOString()).toBe('2027-03-24T18:30:00.000Z');
    expect(after.filter((row) => row.id !== moved.id).every((row) => row.title === 'Scrim block')).toBe(true);
    expect(await answers(moved.id)).toHaveLength(1);
  });

  it('this and following: later occurrences get what changed (a day later, 19:30 Berlin, new place), earlier ones and own values stay', async () => {
    const { seriesId } = await createSeries();
    const rows = await occurrences(seriesId);
    // Occurrence 6 has a title of its own; occurrence 7 has an answer.
    await send('PATCH', `/api/teams/${teamId}/practices/${rows[5]!.id}`, owner, { title: 'Finals prep' });
    await insertAnswer(t.database.db, rows[6]!.id, player.id, 'maybe', 'Maybe late');
    // The form sends every field; only the place and the time differ from occurrence 5 (Tue 2027-03-30 18:00 Berlin).
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/teams/${teamId}/practices/${rows[4]!.id}?scope=following`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Scrim block', durationMinutes: 90, location: 'Lab 2', scheduledAt: '2027-03-31T17:30:00.000Z', isMandatory: true, status: 'scheduled' },
    });
    expect(response.statusCode).toBe(200);
    const after = await occurrences(seriesId);
    expect(after.map((row) => [row.scheduledAt.toISOString(), row.title, row.location])).toEqual([
      ['2027-03-16T17:00:00.000Z', 'Scrim block', 'Lab 1'],
      ['2027-03-18T17:00:00.000Z', 'Scrim block', 'Lab 1'],
      ['2027-03-23T17:00:00.000Z', 'Scrim block', 'Lab 1'],
      ['2027-03-25T17:00:00.000Z', 'Scrim block', 'Lab 1'],
      ['2027-03-31T17:30:00.000Z', 'Scrim block', 'Lab 2'],
      ['2027-04-02T17:30:00.000Z', 'Finals prep', 'Lab 2'],
      ['2027-04-07T17:30:00.000Z', 'Scrim block', 'Lab 2'],
      ['2027-04-09T17:30:00.000Z', 'Scrim block', 'Lab 2'],
    ]);
    expect(await answers(rows[6]!.id)).toMatchObject([{ status: 'maybe', notes: 'Maybe late' }]);
  });

  it('this and following on a one-off practice changes that practice only', async () => {
    const single = await insertPractice(t.database.db, teamId, { title: 'One-off' });
    const other = await insertPractice(t.database.db, teamId, { title: 'Another' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/teams/${teamId}/practices/${single.id}?scope=following`,
      headers: { cookie: owner.cookie },
      payload: { title: 'Renamed' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db.select().from(teamPractices).where(eq(teamPractices.teamId, teamId));
    expect(rows.find((row) => row.id === single.id)?.title).toBe('Renamed');
    expect(rows.find((row) => row.id === other.id)?.title).toBe('Another');
  });

  it('refuses an unknown scope, a player, and another team’s manager, changing nothing', async () => {
    const { seriesId } = await createSeries();
    const [first] = await occurrences(seriesId);
    const before = await times(seriesId);
    const patch = (who: TestUser, scope: string, team = teamId) =>
      t.app.inject({ method: 'PATCH', url: `/api/teams/${team}/practices/${first!.id}?scope=${scope}`, headers: { cookie: who.cookie }, payload: { title: 'Hijack' } });
    expect((await patch(owner, 'all')).statusCode).toBe(400);
    const byPlayer = await patch(player, 'following');
    expect(byPlayer.statusCode).toBe(403);
    expect((await patch(otherOwner, 'following')).statusCode).toBe(403);
    // Their own team's URL with our practice's id: not found.
    expect((await patch(otherOwner, 'following', otherTeamId)).statusCode).toBe(404);
    expect((await occurrences(seriesId)).every((row) => row.title === 'Scrim block')).toBe(true);
    expect(await times(seriesId)).toEqual(before);
  });
});

describe('deleting', () => {
  it('one occurrence: it and its answers go, the rest of the series stays', async () => {
    const { seriesId } = await createSeries();
    const rows = await occurrences(seriesId);
    await insertAnswer(t.database.db, rows[1]!.id, player.id, 'attending');
    const response = await send('DELETE', `/api/teams/${teamId}/practices/${rows[1]!.id}`, owner);
    expect(response.statusCode).toBe(204);
    expect((await occurrences(seriesId)).map((row) => row.id)).toEqual(rows.filter((_, index) => index !== 1).map((row) => row.id));
    expect(await answers(rows[1]!.id)).toHaveLength(0);
  });

  it('this and following: later occurrences and their answers go, earlier ones keep theirs', async () => {
    const { seriesId } = await createSeries();
    const rows = await occurrences(seriesId);
    await insertAnswer(t.database.db, rows[0]!.id, player.id, 'attending');
    await insertAnswer(t.database.db, rows[7]!.id, player.id, 'attending');
    const response = await send('DELETE', `/api/teams/${teamId}/practices/${rows[5]!.id}?scope=following`, owner);
    expect(response.statusCode).toBe(204);
    expect((await occurrences(seriesId)).map((row) => row.id)).toEqual(rows.slice(0, 5).map((row) => row.id));
    expect(await answers(rows[0]!.id)).toHaveLength(1);
    expect(await answers(rows[7]!.id)).toHaveLength(0);
  });

  it('a player cannot delete following occurrences: 403, nothing removed', async () => {
    const { seriesId } = await createSeries();
    const rows = await occurrences(seriesId);
    const response = await send('DELETE', `/api/teams/${teamId}/practices/${rows[0]!.id}?scope=following`, player);
    expect(response.statusCode).toBe(403);
    expect(await occurrences(seriesId)).toHaveLength(8);
  });
});
