/**
 * Who may use each My Lists route (issue 11.7, docs/decisions/024): lists
 * are private to their owner. Signed out: 401 before any input is read.
 * Everyone else, the listed player, their guardian, recruiters, team
 * managers of the player's team and platform admins included, gets the same
 * 404 "List not found" as for a missing list, and nothing changes. Routes
 * without a list (my lists, create, memberships) serve any signed-in user
 * their own data. College lists and items (issue 12.3) follow the same
 * rules. The last test fails when a route is added without a row.
 */
import { inArray } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import { lists } from '#server/db/schema/lists.ts';
import { linkActiveGuardian, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { insertMember, insertStaff, insertTeam, insertUser } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { addCollegeAs, addPlayerAs, asUser, createListAs, seededColleges } from '../test/lists/lists-test-data.ts';
import { listsAccessMatrix } from '../test/lists/lists.matrix.ts';

const ACTORS = [
  'anonymous',
  'stranger',
  'owner',
  'player',
  'guardian',
  'other_guardian',
  'recruiter',
  'team_manager',
  'other_team_manager',
  'yes_admin',
] as const;
type Actor = (typeof ACTORS)[number];

interface Fixture {
  listId: string;
  itemId: string;
  playerUserId: string;
  /** A college list of the owner's holding `collegeId` as `collegeItemId` (issue 12.3). */
  collegeListId: string;
  collegeItemId: string;
  collegeId: string;
  /** A second college, not in the list. */
  otherCollegeId: string;
}

interface RouteCase {
  /** The route ("METHOD /url" as registered); a route may have several cases. */
  name: string;
  /** Which case of the route, when it has several (a college item). */
  variant?: string;
  request: (fixture: Fixture, actor: Actor) => { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; payload?: object };
  /** The owner's status; every other signed-in actor gets `others`. */
  owner: number;
  others: number;
}

const list = (fixture: Fixture, path = '') => `/api/lists/${fixture.listId}${path}`;
const collegeList = (fixture: Fixture, path = '') => `/api/lists/${fixture.collegeListId}${path}`;

const ROUTES: RouteCase[] = [
  { name: 'GET /api/lists', request: () => ({ method: 'GET', url: '/api/lists' }), owner: 200, others: 200 },
  {
    name: 'POST /api/lists',
    request: (_f, actor) => ({ method: 'POST', url: '/api/lists', payload: { name: `New ${actor}` } }),
    owner: 201,
    others: 201,
  },
  {
    name: 'GET /api/lists/memberships',
    request: (f) => ({ method: 'GET', url: `/api/lists/memberships?playerUserId=${f.playerUserId}` }),
    owner: 200,
    others: 200,
  },
  { name: 'GET /api/lists/:listId', request: (f) => ({ method: 'GET', url: list(f) }), owner: 200, others: 404 },
  { name: 'PATCH /api/lists/:listId', request: (f) => ({ method: 'PATCH', url: list(f), payload: { name: 'Renamed' } }), owner: 200, others: 404 },
  { name: 'DELETE /api/lists/:listId', request: (f) => ({ method: 'DELETE', url: list(f) }), owner: 204, others: 404 },
  {
    name: 'POST /api/lists/:listId/items',
    request: (f) => ({ method: 'POST', url: list(f, '/items'), payload: { playerSlug: 'matrix-second' } }),
    owner: 201,
    others: 404,
  },
  {
    name: 'PATCH /api/lists/:listId/items/:itemId',
    request: (f) => ({ method: 'PATCH', url: list(f, `/items/${f.itemId}`), payload: { note: 'Seen' } }),
    owner: 200,
    others: 404,
  },
  { name: 'DELETE /api/lists/:listId/items/:itemId', request: (f) => ({ method: 'DELETE', url: list(f, `/items/${f.itemId}`) }), owner: 204, others: 404 },
  { name: 'PUT /api/lists/:listId/order', request: (f) => ({ method: 'PUT', url: list(f, '/order'), payload: { itemIds: [f.itemId] } }), owner: 204, others: 404 },
  // College lists (issue 12.3): the same rules, whatever the item.
  {
    name: 'GET /api/lists/memberships',
    variant: 'a college',
    request: (f) => ({ method: 'GET', url: `/api/lists/memberships?collegeId=${f.collegeId}` }),
    owner: 200,
    others: 200,
  },
  { name: 'GET /api/lists/:listId', variant: 'a college list', request: (f) => ({ method: 'GET', url: collegeList(f) }), owner: 200, others: 404 },
  {
    name: 'POST /api/lists/:listId/items',
    variant: 'a college',
    request: (f) => ({ method: 'POST', url: collegeList(f, '/items'), payload: { collegeId: f.otherCollegeId } }),
    owner: 201,
    others: 404,
  },
  {
    name: 'PATCH /api/lists/:listId/items/:itemId',
    variant: 'a college item',
    request: (f) => ({ method: 'PATCH', url: collegeList(f, `/items/${f.collegeItemId}`), payload: { note: 'Visit' } }),
    owner: 200,
    others: 404,
  },
  {
    name: 'DELETE /api/lists/:listId/items/:itemId',
    variant: 'a college item',
    request: (f) => ({ method: 'DELETE', url: collegeList(f, `/items/${f.collegeItemId}`) }),
    owner: 204,
    others: 404,
  },
  {
    name: 'PUT /api/lists/:listId/order',
    variant: 'a college list',
    request: (f) => ({ method: 'PUT', url: collegeList(f, '/order'), payload: { itemIds: [f.collegeItemId] } }),
    owner: 204,
    others: 404,
  },
];

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
let playerUserId: string;
let collegeIds: [string, string];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && listsAccessMatrix.legacy!.covers(method, route.url)) registered.push(`${method} ${route.url}`);
    },
  });
  const db = t.app.ctx.db;
  users.owner = await signUpUser(t.app);
  users.stranger = await signUpUser(t.app);
  users.player = await signUpUser(t.app);
  playerUserId = users.player.id;
  await publishProfile(db, playerUserId, { slug: 'matrix-player' });
  const second = await insertUser(db, 'Matrix Second');
  await publishProfile(db, second.id, { slug: 'matrix-second' });

  users.guardian = await signUpUser(t.app);
  await linkActiveGuardian(db, playerUserId, users.guardian.id, users.guardian.email);
  users.other_guardian = await signUpUser(t.app);
  const otherPlayer = await insertUser(db, 'Other Player');
  await linkActiveGuardian(db, otherPlayer.id, users.other_guardian.id, users.other_guardian.email);

  users.recruiter = await signUpWithRoles(t.app, ['programs_college_staff']);
  users.team_manager = await signUpUser(t.app);
  const team = await insertTeam(db, users.team_manager.id);
  await insertMember(db, team.id, playerUserId);
  users.other_team_manager = await signUpUser(t.app);
  const otherTeam = await insertTeam(db, users.other_team_manager.id);
  await insertStaff(db, otherTeam.id, users.other_team_manager.id);
  users.yes_admin = await signUpWithRoles(t.app, ['yes_admin']);
  const [firstCollege, secondCollege] = await seededColleges(t.app, 2);
  collegeIds = [firstCollege!.id, secondCollege!.id];
});

afterAll(async () => {
  await t.close();
});

/** Fresh lists of the owner's, one holding the player and one a college, per cell. */
async function fixture(): Promise<Fixture> {
  const suffix = Math.random().toString(36).slice(2);
  const created = await createListAs(t.app, users.owner, `Matrix ${suffix}`);
  const itemId = await addPlayerAs(t.app, users.owner, created.id, playerUserId);
  const colleges = await createListAs(t.app, users.owner, `Matrix colleges ${suffix}`, 'college');
  const collegeItemId = await addCollegeAs(t.app, users.owner, colleges.id, collegeIds[0]);
  return { listId: created.id, itemId, playerUserId, collegeListId: colleges.id, collegeItemId, collegeId: collegeIds[0], otherCollegeId: collegeIds[1] };
}

type Digests = Record<string, string>;

/** Every row version but the session and rate-limit rows (which any request may touch): a refusal changes none. */
async function digests(): Promise<Digests> {
  const { sessions: _sessions, rate_limits: _counters, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

async function dropFixture(current: Fixture) {
  // Keeps the owner under the lists limit.
  await t.app.ctx.db.delete(lists).where(inArray(lists.id, [current.listId, current.collegeListId]));
}

for (const route of ROUTES) {
  const title = route.variant ? `${route.name} (${route.variant})` : route.name;
  it(`${title}: anonymous 401, owner ${route.owner}, everyone else ${route.others}, refusals change nothing`, async () => {
    // The callers share the owner's lists until the owner writes: a refusal is proven to change nothing (below), a read changes
    // nothing and another caller's list (POST /api/lists) is not the owner's, so the next caller meets the lists as new; after the
    // owner's write the next caller gets new ones (decision 028, session 21).
    let current: Fixture | null = null;
    /** The digests after the last refusal, while nothing else has run since. */
    let unchanged: Digests | null = null;
    for (const actor of ACTORS) {
      if (!current) {
        current = await fixture();
        unchanged = null;
      }
      const request = route.request(current, actor);
      const user = actor === 'anonymous' ? undefined : users[actor];
      const expected = actor === 'anonymous' ? 401 : actor === 'owner' ? route.owner : route.others;
      const refused = expected === 401 || expected === 404;
      const before: Digests | null = refused ? (unchanged ?? (await digests())) : null;
      const response = await t.app.inject({ ...request, headers: asUser(user) });
      expect(response.statusCode, `${title} as ${actor}: ${response.body}`).toBe(expected);
      if (expected === 404) expect(response.json()).toEqual({ error: { code: 'not_found', message: LIST_TEXTS.listNotFound } });
      unchanged = before ? await digests() : null;
      if (before) expect(unchanged, `${title} as ${actor}`).toEqual(before);
      if (actor === 'owner' && request.method !== 'GET') {
        await dropFixture(current);
        current = null;
      }
    }
    if (current) await dropFixture(current);
  });
}

it("answers another user's list exactly like a missing one", async () => {
  const current = await fixture();
  const missing = await t.app.inject({ method: 'GET', url: '/api/lists/00000000-0000-4000-8000-000000000000', headers: asUser(users.yes_admin) });
  const theirs = await t.app.inject({ method: 'GET', url: list(current), headers: asUser(users.yes_admin) });
  expect(theirs.statusCode).toBe(404);
  expect(theirs.body).toBe(missing.body);
});

it("lists only the viewer's own lists", async () => {
  await fixture();
  const response = await t.app.inject({ method: 'GET', url: '/api/lists', headers: asUser(users.yes_admin) });
  expect(response.json().lists.every((entry: { name: string }) => !entry.name.startsWith('Matrix'))).toBe(true);
});

it('has a row for every lists route', () => {
  expect([...registered].sort()).toEqual([...new Set(ROUTES.map((route) => route.name))].sort());
});
