/** The Analytics tab's figures (issue point 7) on a small known dataset, its tier gate, and its statement count. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TeamAnalytics } from '#shared/contracts/teams-analytics.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { buildApp } from '#server/app.ts';
import { teamPracticeAttendance, teamPractices } from '#server/db/schema/teams.ts';
import { openTestPglite, type TestApp } from '#server/test/create-test-app.ts';
import { openTeamsApp } from '#server/test/teams/teams-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import {
  addPlayer,
  addStaff,
  hoursFromNow,
  insertAnswer,
  insertGame,
  insertPractice,
  insertTeam,
  insertTournament,
  setTeamsFlag,
} from '../../test/teams/schedule-test-data.ts';

const DAY = 24;

/** Monday (UTC) of the ISO week of `date`, as YYYY-MM-DD. */
function mondayOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - ((date.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

let t: TestApp;
let owner: TestUser;
let ann: TestUser;
let ben: TestUser;
let gone: TestUser;
let coach: TestUser;
let admin: TestUser;
let silverId: string;
let bronzeId: string;
const held: { at: Date; attended: number; slots: number }[] = [];

beforeAll(async () => {
  let users: TestUser[];
  ({ t, users } = await openTeamsApp(['Owner Olive', 'Ann Early', 'Ben Late', 'Gone Gary', 'Coach Casey']));
  [owner, ann, ben, gone, coach] = users as [TestUser, TestUser, TestUser, TestUser, TestUser];
  const { db } = t.database;
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  silverId = (await insertTeam(db, owner.id, { tier: 'silver' })).id;
  bronzeId = (await insertTeam(db, owner.id, { tier: 'bronze' })).id;
  const game = await insertGame(db, silverId);

  // Ann joined 30 days ago (and sits on a game roster too: counted once); Ben 3 days ago.
  await addPlayer(db, silverId, ann.id, { joinedAt: hoursFromNow(-30 * DAY) });
  await addPlayer(db, silverId, ann.id, { gameProfileId: game.id, joinedAt: hoursFromNow(-5 * DAY) });
  await addPlayer(db, silverId, ben.id, { joinedAt: hoursFromNow(-3 * DAY) });
  await addPlayer(db, silverId, gone.id, { isActive: false, joinedAt: hoursFromNow(-30 * DAY) });
  await addStaff(db, silverId, coach.id);

  const p1 = await insertPractice(db, silverId, { scheduledAt: hoursFromNow(-20 * DAY) });
  await insertAnswer(db, p1.id, ann.id, 'attending');
  await insertAnswer(db, p1.id, gone.id, 'attending');
  const p2 = await insertPractice(db, silverId, { scheduledAt: hoursFromNow(-10 * DAY), status: 'completed' });
  await insertAnswer(db, p2.id, ann.id, 'maybe');
  const p3 = await insertPractice(db, silverId, { scheduledAt: hoursFromNow(-2 * DAY) });
  await insertAnswer(db, p3.id, ann.id, 'not_attending', 'Sick');
  await insertAnswer(db, p3.id, ben.id, 'attending');
  await insertAnswer(db, p3.id, coach.id, 'attending');
  const p4 = await insertPractice(db, silverId, { scheduledAt: hoursFromNow(-1), status: 'in_progress' });
  held.push({ at: p1.scheduledAt, attended: 1, slots: 1 }, { at: p2.scheduledAt, attended: 0, slots: 1 });
  held.push({ at: p3.scheduledAt, attended: 1, slots: 2 }, { at: p4.scheduledAt, attended: 0, slots: 2 });
  // Not held: cancelled, or still to come. Their answers do not count.
  const cancelled = await insertPractice(db, silverId, { scheduledAt: hoursFromNow(-5 * DAY), status: 'cancelled' });
  await insertAnswer(db, cancelled.id, ann.id, 'attending');
  const future = await insertPractice(db, silverId, { scheduledAt: hoursFromNow(2 * DAY) });
  await insertAnswer(db, future.id, ben.id, 'attending');
  // Before anyone joined (and outside the 12 weeks): counts for nobody.
  await insertPractice(db, silverId, { scheduledAt: hoursFromNow(-200 * DAY) });

  await insertTournament(db, silverId, { name: 'Spring Open', startDate: '2026-05-01', placement: '1st', status: 'completed' });
  await insertTournament(db, silverId, { name: 'Next Cup', startDate: '2027-02-01', status: 'upcoming' });
  await insertTournament(db, silverId, { name: 'Summer Major', startDate: '2026-08-01', placement: '5th', status: 'completed' });
  await insertTournament(db, silverId, { name: 'Called Off', startDate: '2026-09-01', status: 'cancelled' });
});
afterAll(async () => t.close());

const analytics = (who: TestUser, team = silverId) =>
  t.app.inject({ method: 'GET', url: `/api/teams/${team}/analytics`, headers: { cookie: who.cookie } });

describe('GET /api/teams/:teamId/analytics', () => {
  it('counts attendance per active player over practices held since they joined', async () => {
    const response = await analytics(owner);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TeamAnalytics;
    expect(body.players).toEqual([
      { userId: ann.id, fullName: 'Ann Early', attended: 1, maybe: 1, missed: 1, noResponse: 1, rate: 0.25 },
      { userId: ben.id, fullName: 'Ben Late', attended: 1, maybe: 0, missed: 0, noResponse: 1, rate: 0.5 },
    ]);
    expect(body.overallAttendanceRate).toBeCloseTo(2 / 6, 10);
  });

  it('gives the last 12 ISO weeks, oldest first, with practices held and the attendance rate', async () => {
    const body = (await analytics(admin)).json() as TeamAnalytics;
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[11]!.week).toBe(mondayOf(new Date()));
    for (let index = 1; index < 12; index += 1) {
      expect(Date.parse(body.weeks[index]!.week) - Date.parse(body.weeks[index - 1]!.week)).toBe(7 * DAY * 3600 * 1000);
    }
    const expected = new Map<string, { practices: number; attended: number; slots: number }>();
    for (const practice of held) {
      const week = mondayOf(practice.at);
      const entry = expected.get(week) ?? { practices: 0, attended: 0, slots: 0 };
      expected.set(week, { practices: entry.practices + 1, attended: entry.attended + practice.attended, slots: entry.slots + practice.slots });
    }
    for (const week of body.weeks) {
      const figures = expected.get(week.week);
      expect(week.practices, week.week).toBe(figures?.practices ?? 0);
      if (figures) expect(week.attendanceRate).toBeCloseTo(figures.attended / figures.slots, 10);
      else expect(week.attendanceRate).toBeNull();
    }
    expect(body.weeks.reduce((sum, week) => sum + week.practices, 0)).toBe(4);
  });

  it('lists placements newest first and counts tournaments by status', async () => {
    const body = (await analytics(owner)).json() as TeamAnalytics;
    expect(body.placements.map(({ name, startDate, placement }) => ({ name, startDate, placement }))).toEqual([
      { name: 'Summer Major', startDate: '2026-08-01', placement: '5th' },
      { name: 'Spring Open', startDate: '2026-05-01', placement: '1st' },
    ]);
    expect(body.tournamentsByStatus).toEqual({ upcoming: 1, registered: 0, in_progress: 0, completed: 2, cancelled: 1 });
  });

  it('bronze teams get "Upgrade for Advanced Analytics", admins included', async () => {
    for (const who of [owner, admin]) {
      const response = await analytics(who, bronzeId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(TEAM_TEXTS.analyticsTierRequired);
    }
  });

  it('players and staff of the team are not managers', async () => {
    for (const who of [ann, coach]) {
      const response = await analytics(who);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(TEAM_TEXTS.notManager);
    }
  });

  it('an empty team: no players, 12 empty weeks, no rate; an archived team can still be read', async () => {
    const team = await insertTeam(t.database.db, owner.id, { tier: 'gold', archivedAt: new Date() });
    const response = await analytics(owner, team.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TeamAnalytics;
    expect(body.overallAttendanceRate).toBeNull();
    expect(body.players).toEqual([]);
    expect(body.weeks.every((week) => week.practices === 0 && week.attendanceRate === null)).toBe(true);
    expect(body.placements).toEqual([]);
  });
});

describe('statement counts do not grow with the data', () => {
  it('analytics and the attendance dialog run the same number of statements for 2 or 300 practices', async () => {
    const statements: string[] = [];
    let counting = false;
    const handle = await openTestPglite({ onQuery: (text) => counting && statements.push(text) });
    await handle.migrate();
    const app = await buildApp({
      db: handle.db,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      baseUrl: 'http://localhost:3000',
      authRateLimit: { max: 1000, windowSeconds: 60 },
    });
    await app.ready();
    try {
      const { db } = handle;
      await setTeamsFlag(db, true);
      const manager = await signUpUser(app);
      const players = await Promise.all(Array.from({ length: 3 }, () => signUpUser(app)));
      const team = await insertTeam(db, manager.id, { tier: 'gold' });
      for (const player of players) await addPlayer(db, team.id, player.id, { joinedAt: hoursFromNow(-400 * DAY) });

      const addPractices = async (count: number) => {
        const rows = await db
          .insert(teamPractices)
          .values(Array.from({ length: count }, (_, index) => ({ teamId: team.id, title: `P${index}`, scheduledAt: hoursFromNow(-(index + 1) * DAY) })))
          .returning({ id: teamPractices.id });
        await db.insert(teamPracticeAttendance).values(
          rows.flatMap((row) => players.map((player) => ({ practiceId: row.id, userId: player.id, status: 'attending' }))),
        );
        return rows[0]!.id;
      };
      const measure = async (url: string) => {
        statements.length = 0;
        counting = true;
        const response = await app.inject({ method: 'GET', url, headers: { cookie: manager.cookie } });
        counting = false;
        expect(response.statusCode).toBe(200);
        return statements.length;
      };

      const firstPractice = await addPractices(2);
      const small = {
        analytics: await measure(`/api/teams/${team.id}/analytics`),
        attendance: await measure(`/api/teams/${team.id}/practices/${firstPractice}/attendance`),
      };
      await addPractices(300);
      const large = {
        analytics: await measure(`/api/teams/${team.id}/analytics`),
        attendance: await measure(`/api/teams/${team.id}/practices/${firstPractice}/attendance`),
      };
      expect(large).toEqual(small);
      // The access check (session, roles, flags, team) plus at most 3 statements of the feature itself.
      expect(small.analytics).toBeLessThanOrEqual(8);
      expect(small.attendance).toBeLessThanOrEqual(8);
    } finally {
      await app.close();
      await handle.close();
    }
    // The work of a file's start-up (its own database and app, under the 60 s hookTimeout) and 1,208 inserted
    // rows: 30 s ran out at a load of 20 on 2 cores (docs/decisions/028).
  }, 90_000);
});
