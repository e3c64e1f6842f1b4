/**
 * Runs the My Lists access matrix (lists.matrix.ts, docs/decisions/024):
 * the owner, a stranger, the listed player and their guardian, another
 * guardian, a recruiter, the manager of the player's team and of another
 * team, a platform admin. A refusal (401, 404) changes no row.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lists } from '#server/db/schema/lists.ts';
import { linkActiveGuardian, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { insertMember, insertStaff, insertTeam, insertUser } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { addCollegeAs, addPlayerAs, asUser, createListAs, seededColleges } from '../test/lists/lists-test-data.ts';
import { LIST_ACTORS, listsAccessMatrix, type ListActor, type ListFixture } from '../test/lists/lists.matrix.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';

type Actor = ListActor;

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
let playerUserId: string;
let collegeIds: [string, string];

beforeAll(async () => {
  t = await createTestApp();
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
async function fixture(): Promise<ListFixture> {
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

async function dropFixture(current: ListFixture) {
  // Keeps the owner under the lists limit.
  await t.app.ctx.db.delete(lists).where(inArray(lists.id, [current.listId, current.collegeListId]));
}

/**
 * The callers of an entry share the owner's lists until the owner writes: a refusal is proven to change nothing, a read
 * changes nothing and another caller's list (POST /api/lists) is not the owner's, so the next caller meets the lists as
 * new; after the owner's write the next caller gets new ones, and each entry starts with its own (decision 028, session 21).
 */
let shared: { entry: unknown; lists: ListFixture; spent: boolean } | null = null;

describeAccessMatrix(listsAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: async (entry, actor) => {
    if (shared && (shared.entry !== entry || shared.spent)) {
      await dropFixture(shared.lists);
      shared = null;
    }
    shared ??= { entry, lists: await fixture(), spent: false };
    if (actor === 'owner' && !entry.route.startsWith('GET ')) shared.spent = true;
    return shared.lists;
  },
  callers: LIST_ACTORS,
  unchanged: { snapshot: digests, when: (status) => status === 401 || status === 404 },
});

it("answers another user's list exactly like a missing one", async () => {
  const current = await fixture();
  const missing = await t.app.inject({ method: 'GET', url: '/api/lists/00000000-0000-4000-8000-000000000000', headers: asUser(users.yes_admin) });
  const theirs = await t.app.inject({ method: 'GET', url: `/api/lists/${current.listId}`, headers: asUser(users.yes_admin) });
  expect(theirs.statusCode).toBe(404);
  expect(theirs.body).toBe(missing.body);
});

it("lists only the viewer's own lists", async () => {
  await fixture();
  const response = await t.app.inject({ method: 'GET', url: '/api/lists', headers: asUser(users.yes_admin) });
  expect(response.json().lists.every((entry: { name: string }) => !entry.name.startsWith('Matrix'))).toBe(true);
});
