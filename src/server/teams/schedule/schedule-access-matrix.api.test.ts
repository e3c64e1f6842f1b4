/**
 * Runs the schedule routes' access matrix (schedule.matrix.ts: every route
 * of schedule.routes.ts on a bronze and a silver team, teams_management on
 * and off, and the calendar feed's token link) on one app and the standard
 * cast of callers (matrix-cast.ts): the cast's team_owner owns one team of
 * each tier, its team_member an active player on both.
 */
import { afterAll, beforeAll } from 'vitest';
import { teamAchievements, teamCalendarFeeds, teamRecruitingPosts } from '#server/db/schema/teams.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { hashCalendarToken } from './calendar-feed.ts';
import { addPlayer, hoursFromNow, insertPractice, insertTeam, insertTournament } from '../../test/teams/schedule-test-data.ts';
import { scheduleAccessMatrix, type ScheduleFixture } from '../../test/teams/schedule.matrix.ts';
import { TEAM_CALLERS } from '../../test/teams/teams.matrix.ts';
import { setTeamsFlag } from '../../test/teams/team-test-data.ts';

let cast: MatrixCast;
const teamIds = { bronze: '', silver: '' };
/** teams_management as last set (openMatrixCast turns it on). */
let flagOn = true;

const db = () => cast.t.app.ctx.db;

beforeAll(async () => {
  cast = await openMatrixCast();
  for (const tier of ['bronze', 'silver'] as const) {
    teamIds[tier] = (await insertTeam(db(), cast.users.team_owner.id, { tier })).id;
    await addPlayer(db(), teamIds[tier], cast.users.team_member.id);
  }
});
afterAll(async () => cast.t.close());

const fixture: ScheduleFixture = {
  async flag(on) {
    if (on !== flagOn) await setTeamsFlag(db(), on);
    flagOn = on;
  },
  teamId: (tier) => teamIds[tier],
  practiceId: async (teamId) => (await insertPractice(db(), teamId, { scheduledAt: hoursFromNow(72) })).id,
  tournamentId: async (teamId) => (await insertTournament(db(), teamId)).id,
  postId: async (teamId) => (await db().insert(teamRecruitingPosts).values({ teamId, title: 'Post' }).returning())[0]!.id,
  achievementId: async (teamId) => (await db().insert(teamAchievements).values({ teamId, title: 'Win', dateAchieved: '2026-01-01' }).returning())[0]!.id,
  async feed(owner, token) {
    await db()
      .insert(teamCalendarFeeds)
      .values({ teamId: teamIds.bronze, userId: cast.users[owner].id, tokenHash: hashCalendarToken(token) })
      .onConflictDoUpdate({ target: [teamCalendarFeeds.teamId, teamCalendarFeeds.userId], set: { tokenHash: hashCalendarToken(token) } });
    return `${token}.ics`;
  },
};

describeAccessMatrix(scheduleAccessMatrix, {
  app: () => cast.t.app,
  cookie: (caller) => (caller === 'anonymous' ? undefined : cast.users[caller].cookie),
  callers: TEAM_CALLERS,
  fixture: () => fixture,
});
