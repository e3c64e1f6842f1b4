/**
 * Runs the saved-search access matrix (saved-searches.matrix.ts,
 * docs/decisions/051) over the recruiting cast, a team manager, a high school
 * program admin and a coach; every refusal changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { linkActiveGuardian } from '#server/test/profiles/player-test-data.ts';
import { givePlan } from '#server/test/subscriptions/plan-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpCollegeCast } from '#server/test/recruiting-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { asUser } from '../test/saved-searches/saved-searches-test-data.ts';
import { SAVED_SEARCH_ACTORS, SAVED_SEARCH_OWNER, savedSearchesAccessMatrix, type SavedSearchActor } from '../test/saved-searches/saved-searches.matrix.ts';

let t: TestApp;
const users = {} as Record<Exclude<SavedSearchActor, 'anonymous'>, TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  const [college, other] = (await claimedColleges(db, 2, 120)) as [TestCollege, TestCollege];
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college.id, otherCollegeId: other.id }));
  users.player = await signUpScoped(t.app, [], null);
  users.guardian = await signUpScoped(t.app, [], null);
  await linkActiveGuardian(db, users.player.id, users.guardian.id, users.guardian.email);
  users.team_manager = await signUpScoped(t.app, ['recruit_team_manager'], null);
  users.high_school_admin = await signUpScoped(t.app, ['programs_high_school_admin'], null);
  users.coach = await signUpScoped(t.app, ['coaching_private_coach'], null);
  // No plan limit in the way of the matrix (the limit has its own tests).
  await givePlan(db, 'college', college.id, 'pro');
  await givePlan(db, 'college', other.id, 'pro');
});
afterAll(async () => t.close());

/** Only the owner's fixture search: every allowed write is undone before the next call. */
async function freshSearch(): Promise<string> {
  await t.app.ctx.db.execute(sql`delete from saved_searches`);
  const [row] = await rowsOf<{ id: string }>(
    t.app.ctx.db,
    sql`insert into saved_searches (owner_user_id, name, filters) values (${users[SAVED_SEARCH_OWNER as Exclude<SavedSearchActor, 'anonymous'>].id}, 'Fixture', '{"sort":"updated"}'::jsonb) returning id`,
  );
  return row!.id;
}

async function digests() {
  const { sessions: _sessions, rate_limits: _counters, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

describeAccessMatrix(savedSearchesAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => freshSearch,
  callers: SAVED_SEARCH_ACTORS,
  unchanged: { snapshot: digests, when: (status) => status >= 400 },
});

it("answers another user's saved search exactly like a missing one, and lists only the viewer's own", async () => {
  const searchId = await freshSearch();
  const headers = asUser(users.yes_admin);
  const missing = await t.app.inject({ method: 'PATCH', url: '/api/saved-searches/00000000-0000-4000-8000-000000000000', headers, payload: { name: 'x' } });
  const theirs = await t.app.inject({ method: 'PATCH', url: `/api/saved-searches/${searchId}`, headers, payload: { name: 'x' } });
  expect(theirs.statusCode).toBe(404);
  expect(theirs.body).toBe(missing.body);
  expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers })).json().searches).toEqual([]);
});

it('a refused role learns nothing about the input: bad input is still 403', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: asUser(users.player), payload: { filters: { game: 'chess' } } });
  expect(response.statusCode).toBe(403);
});
