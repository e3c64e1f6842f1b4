/**
 * Saved searches (issue 14.5, docs/decisions/051): a recruiter saves the
 * /players filters under a name, lists, renames and deletes them; the
 * filters are checked so a stored search always runs; the college plan's
 * limit counts the searches of all the college's staff, race-safe; a user
 * without a college has the free limit on their own; the searches are in
 * the data export and go with the account.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_SEARCH_TEXTS } from '#shared/contracts/player-search.ts';
import { SAVED_SEARCH_TEXTS } from '#shared/contracts/saved-searches.ts';
import { PLAN_TEXTS } from '#shared/access/plans.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { tierOf } from '#server/test/profiles/player-test-data.ts';
import { givePlan } from '#server/test/subscriptions/plan-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { asUser, filtersQuery, saveSearchAs } from '../test/saved-searches/saved-searches-test-data.ts';

let t: TestApp;
let college: TestCollege;
let otherCollege: TestCollege;
let admin: TestUser;
let staff: TestUser;
let admissions: TestUser;
let otherAdmin: TestUser;
let programId: string;
let otherProgramId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  [college, otherCollege] = (await claimedColleges(db, 2, 80)) as [TestCollege, TestCollege];
  admin = await signUpScoped(t.app, ['programs_college_admin'], college.id);
  staff = await signUpScoped(t.app, ['programs_college_staff'], college.id);
  admissions = await signUpScoped(t.app, ['programs_college_admissions'], college.id);
  otherAdmin = await signUpScoped(t.app, ['programs_college_admin'], otherCollege.id);
  programId = await insertProgram(db, college.id, 'valorant', 'varsity');
  otherProgramId = await insertProgram(db, otherCollege.id, 'valorant', 'varsity');
});
afterAll(async () => t.close());

const call = (user: TestUser | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asUser(user), ...(payload ? { payload } : {}) });
const countOf = async (userId: string) =>
  (await rowsOf<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from saved_searches where owner_user_id = ${userId}`))[0]!.n;
const clear = (collegeId: string) => t.app.ctx.db.execute(sql`delete from saved_searches where college_id = ${collegeId}`);

describe('saving, listing, running, renaming and deleting', () => {
  it('saves the filters as the search reads them (no page), lists them oldest first with the college limit, and runs them', async () => {
    const gold = await tierOf(t.app.ctx.db, 'valorant', 'Gold 3');
    const first = await saveSearchAs(t.app, staff, '  Valorant duelists  ', {
      game: 'valorant',
      minTier: gold.tierId,
      roles: 'Duelist,IGL',
      classYears: '2027,2028',
      minGpa: '3.2',
      hasHighlights: 'true',
      page: '4',
    });
    expect(first.name).toBe('Valorant duelists');
    expect(first.filters).toEqual({ game: 'valorant', minTier: gold.tierId, roles: ['Duelist', 'IGL'], classYears: [2027, 2028], minGpa: 3.2, hasHighlights: true, sort: 'updated' });
    const second = await saveSearchAs(t.app, staff, 'Match for varsity', { program: programId, sort: 'match' });

    const list = await call(staff, 'GET', '/api/saved-searches');
    expect(list.statusCode).toBe(200);
    expect(list.json().searches.map((search: { id: string }) => search.id)).toEqual([first.id, second.id]);
    expect(list.json().usage).toEqual({ college: { id: college.id, name: college.name, plan: 'free' }, used: 2, max: 3, canUpgrade: false });
    expect((await call(admin, 'GET', '/api/saved-searches')).json()).toMatchObject({ searches: [], usage: { used: 2, max: 3, canUpgrade: true } });

    for (const search of [first, second]) {
      const run = await call(staff, 'GET', `/api/players?${filtersQuery(search.filters)}`);
      expect(run.statusCode, run.body).toBe(200);
    }
    await clear(college.id);
  });

  it('renames (unique per owner in any case) and deletes; the filters stay', async () => {
    const a = await saveSearchAs(t.app, staff, 'Alpha', { state: 'TX' });
    const b = await saveSearchAs(t.app, staff, 'Beta');
    const renamed = await call(staff, 'PATCH', `/api/saved-searches/${a.id}`, { name: 'Texas' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: a.id, name: 'Texas', filters: { state: 'TX', sort: 'updated' } });
    const taken = await call(staff, 'PATCH', `/api/saved-searches/${b.id}`, { name: 'TEXAS' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ name: SAVED_SEARCH_TEXTS.nameTaken });
    const sameName = await call(staff, 'PATCH', `/api/saved-searches/${a.id}`, { name: 'texas' });
    expect(sameName.statusCode).toBe(200);
    const deleted = await call(staff, 'DELETE', `/api/saved-searches/${a.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(staff, 'GET', '/api/saved-searches')).json().searches.map((search: { name: string }) => search.name)).toEqual(['Beta']);
    // Another user may use the same name: names are unique per owner.
    await saveSearchAs(t.app, admin, 'Beta');
    await clear(college.id);
  });
});

describe('bad input: 400 naming the field, nothing saved', () => {
  const cases: [string, object, string, string?][] = [
    ['no name', { filters: {} }, 'name'],
    ['a blank name', { name: '   ', filters: {} }, 'name'],
    ['a name with HTML', { name: '<b>x</b>', filters: {} }, 'name'],
    ['an unknown game', { name: 'x', filters: { game: 'chess' } }, 'filters.game'],
    ['roles without a game', { name: 'x', filters: { roles: 'Duelist' } }, 'filters.roles', PLAYER_SEARCH_TEXTS.needsGame],
    ['a role of another game', { name: 'x', filters: { game: 'valorant', roles: 'Tank' } }, 'filters.roles'],
    ['a bad class year', { name: 'x', filters: { classYears: '27' } }, 'filters.classYears'],
    ['a GPA out of range', { name: 'x', filters: { minGpa: 9 } }, 'filters.minGpa'],
    ['match without a program', { name: 'x', filters: { sort: 'match' } }, 'filters.program', PLAYER_SEARCH_TEXTS.needsProgram],
    ['filters that are not an object', { name: 'x', filters: 'game=valorant' }, 'filters'],
  ];
  for (const [what, payload, field, message] of cases) {
    it(`${what}: ${field}`, async () => {
      const response = await call(staff, 'POST', '/api/saved-searches', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      if (message) expect(response.json().error.fields[field]).toBe(message);
      expect(await countOf(staff.id)).toBe(0);
    });
  }

  it('checks what the database knows: a tier of another ladder, another college\u2019s program, a program of another game', async () => {
    const [lolTier] = await rowsOf<{ tierId: string }>(
      t.app.ctx.db,
      sql`select rt.id as "tierId" from rank_tiers rt join esports_titles et on et.id = rt.esports_title_id where et.slug = 'league-of-legends' order by rt.ordinal, rt.id limit 1`,
    );
    const tier = await call(staff, 'POST', '/api/saved-searches', { name: 'x', filters: { game: 'valorant', minTier: lolTier!.tierId } });
    expect(tier.json().error.fields).toEqual({ 'filters.minTier': PLAYER_SEARCH_TEXTS.tierNotOnLadder });
    const theirs = await call(staff, 'POST', '/api/saved-searches', { name: 'x', filters: { program: otherProgramId } });
    expect(theirs.json().error.fields).toEqual({ 'filters.program': PLAYER_SEARCH_TEXTS.programNotFound });
    const otherGame = await call(staff, 'POST', '/api/saved-searches', { name: 'x', filters: { program: programId, game: 'overwatch' } });
    expect(Object.keys(otherGame.json().error.fields)).toEqual(['filters.game']);
    for (const response of [tier, theirs, otherGame]) expect(response.statusCode).toBe(400);
    expect(await countOf(staff.id)).toBe(0);
  });

  it('a second search with a name the owner has in another case is 400 on name', async () => {
    await saveSearchAs(t.app, staff, 'Duelists');
    const response = await call(staff, 'POST', '/api/saved-searches', { name: 'DUELISTS', filters: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: SAVED_SEARCH_TEXTS.nameTaken });
    expect(await countOf(staff.id)).toBe(1);
    await clear(college.id);
  });
});

describe('the college plan limit', () => {
  it('counts the searches of all the college\u2019s staff: the fourth on Free is 403 naming College Pro, and Pro lifts it', async () => {
    await saveSearchAs(t.app, admin, 'One');
    await saveSearchAs(t.app, staff, 'Two');
    await saveSearchAs(t.app, admissions, 'Three');
    const refused = await call(staff, 'POST', '/api/saved-searches', { name: 'Four', filters: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PLAN_TEXTS.collegeLimitReached('saved_searches', 3));
    expect(await countOf(staff.id)).toBe(1);
    // Another college has its own limit.
    await saveSearchAs(t.app, otherAdmin, 'Elsewhere');
    // The subscription page shows the usage against the limit.
    const plans = await call(admin, 'GET', '/api/subscriptions');
    const subject = plans.json().subjects.find((entry: { id: string }) => entry.id === college.id);
    expect(subject.usage.savedSearches).toBe(3);

    await givePlan(t.app.ctx.db, 'college', college.id, 'pro');
    await saveSearchAs(t.app, staff, 'Four');
    expect((await call(staff, 'GET', '/api/saved-searches')).json().usage).toMatchObject({ college: { plan: 'pro' }, used: 4, max: null });
    await givePlan(t.app.ctx.db, 'college', college.id, 'free');
    await clear(college.id);
  });

  it('two saves at once for the last place: one is saved, the other refused', async () => {
    await saveSearchAs(t.app, admin, 'One');
    await saveSearchAs(t.app, admin, 'Two');
    const [a, b] = await Promise.all([
      call(staff, 'POST', '/api/saved-searches', { name: 'Race A', filters: {} }),
      call(admissions, 'POST', '/api/saved-searches', { name: 'Race B', filters: {} }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 403]);
    expect((await call(admin, 'GET', '/api/saved-searches')).json().usage.used).toBe(3);
    await clear(college.id);
  });

  it('a former staff member\u2019s searches stop counting; their own list still has them', async () => {
    const leaving = await signUpScoped(t.app, ['programs_college_staff', 'coaching_private_coach'], college.id);
    await saveSearchAs(t.app, leaving, 'Kept');
    expect((await call(admin, 'GET', '/api/saved-searches')).json().usage.used).toBe(1);
    await t.app.ctx.db.execute(sql`delete from user_roles where user_id = ${leaving.id} and role = 'programs_college_staff'`);
    expect((await call(admin, 'GET', '/api/saved-searches')).json().usage.used).toBe(0);
    const own = (await call(leaving, 'GET', '/api/saved-searches')).json();
    expect(own.searches.map((search: { name: string }) => search.name)).toEqual(['Kept']);
    expect(own.usage).toEqual({ college: null, used: 1, max: 3, canUpgrade: false });
  });

  it('a recruiter without a college has the free limit on their own searches', async () => {
    const coach = await signUpScoped(t.app, ['coaching_private_coach'], null);
    for (const name of ['A', 'B', 'C']) await saveSearchAs(t.app, coach, name);
    const refused = await call(coach, 'POST', '/api/saved-searches', { name: 'D', filters: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SAVED_SEARCH_TEXTS.personalLimit(3));
    expect(await countOf(coach.id)).toBe(3);
  });
});

describe('the account', () => {
  it('the data export holds the saved searches, and deleting the account deletes them', async () => {
    const coach = await signUpScoped(t.app, ['coaching_private_coach'], null);
    await saveSearchAs(t.app, coach, 'Exported', { state: 'CA' });
    const exported = await call(coach, 'GET', `/api/players/${coach.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(JSON.parse(exported.body).savedSearches).toEqual([
      expect.objectContaining({ name: 'Exported', filters: { state: 'CA', sort: 'updated' } }),
    ]);
    await t.app.ctx.db.execute(sql`delete from profiles where id = ${coach.id}`);
    expect(await countOf(coach.id)).toBe(0);
  });
});
