/**
 * Runs the points access matrix (points.matrix.ts, docs/decisions/048) over
 * the recruiting cast, nothing written on a 401. Bad input: 400 with field
 * messages, nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimedColleges, signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { tableCounts, type TestUser } from '#server/test/test-users.ts';
import { pointsAccessMatrix } from '../test/points/points.matrix.ts';

let t: TestApp;
const users = {} as Record<RecruitingSignedIn, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.ctx;
  const [college, other] = await claimedColleges(db, 2);
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, ['family_guardian'], null);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college!.id, otherCollegeId: other!.id }));
});
afterAll(async () => t.close());

const countsWithoutSessions = () => tableCounts(t.app.ctx.db, ['rate_limits', 'sessions']);

describeAccessMatrix(pointsAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => ({ db: t.app.ctx.db, userId: (actor) => (actor === 'anonymous' ? null : users[actor].id) }),
  callers: RECRUITING_ACTORS,
  unchanged: { snapshot: countsWithoutSessions, when: (status) => status === 401 },
});

describe('bad input: 400 with field messages, nothing written', () => {
  it.each([
    ['GET', '/api/points/me?page=0', undefined, 'querystring.page'],
    ['GET', '/api/points/me?page=abc', undefined, 'querystring.page'],
    ['GET', '/api/points/leaderboard', undefined, 'querystring.game'],
    ['GET', '/api/points/leaderboard?game=chess', undefined, 'querystring.game'],
    ['PUT', '/api/points/settings', { leaderboardOptIn: 'yes' }, 'leaderboardOptIn'],
    ['PUT', '/api/points/settings', { leaderboardOptIn: true, userId: 'someone-else' }, '_'],
    ['POST', '/api/points/events', { event_type: 'page_view', event_category: 'x' }, 'page_path'],
  ] as const)('%s %s %j → 400 naming %s', async (method, url, payload, field) => {
    const before = await countsWithoutSessions();
    const response = await t.app.inject({ method, url, headers: { cookie: users.player.cookie }, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty([field]);
    expect(await countsWithoutSessions()).toEqual(before);
  });
});
