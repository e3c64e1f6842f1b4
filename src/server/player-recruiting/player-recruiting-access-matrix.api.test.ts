/**
 * Who may use each route of the player's recruiting pages (issue 13.8,
 * docs/decisions/042), for one player and a caller of each kind: signed
 * out, the player, another player, the player's active guardian, a guardian
 * whose link is only invited, the staff of a program's college by role
 * (admin, staff, admissions), another college's admin and staff, and the
 * three platform roles.
 * Readers: the player, the active guardian, platform staff; writers: the
 * player. Everyone else signed in: 404 as for an unknown player, whatever
 * the profile's visibility (it is public here). Every refusal changes
 * nothing. The last test fails when a route is added without a row.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_SLUGS } from '#shared/game-catalog.ts';
import { PROGRAM_LEVELS } from '#shared/program-levels.ts';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import { insertProgram, plainColleges } from '#server/colleges/college-edit-test-data.ts';
import { linkGuardian } from '#server/messaging/messaging-test-data.ts';
import { linkActiveGuardian, publishProfile } from '#server/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { RECRUITING_ACTORS, signUpCollegeCast } from '#server/test/recruiting-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { playerRecruitingAccessMatrix } from './player-recruiting.matrix.ts';

/** The shared recruiting cast (recruiting-cast.ts) with this file's extra callers: another player, a guardian only invited. */
const ACTORS = [...RECRUITING_ACTORS, 'other_player', 'invited_guardian'] as const;
type Actor = (typeof ACTORS)[number];
type SignedIn = Exclude<Actor, 'anonymous'>;

const READERS: readonly SignedIn[] = ['player', 'guardian', 'yes_staff', 'yes_developer', 'yes_admin'];

interface RouteCase {
  name: string;
  method: 'GET' | 'PUT' | 'DELETE';
  request: (actor: Actor) => Promise<{ url: string; payload?: object }>;
  allowed: number;
  /** Who gets `allowed`; readers who are not writers get 403, the rest 404. */
  writers: readonly SignedIn[] | 'readers' | 'everyone';
}

let t: TestApp;
const registered: string[] = [];
const users = {} as Record<SignedIn, TestUser>;
let playerSlug: string;
let college: { id: string; slug: string };
let boardProgramId: string;
/** Not on the board nor in the pipeline: what refused callers ask to add. */
let spareProgramId: string;
/** Title and level pairs not used yet at the college (one program each). */
const freePairs = GAME_SLUGS.flatMap((title) => PROGRAM_LEVELS.map((level) => ({ title, level })));

async function freshProgram(): Promise<string> {
  const pair = freePairs.pop()!;
  return insertProgram(t.app.ctx.db, college.id, pair.title, pair.level);
}

/** A program on the player's board (added straight to the table). */
async function freshBoardItem(): Promise<string> {
  const programId = await freshProgram();
  await t.app.ctx.db.execute(sql`insert into college_board_items (player_user_id, program_id, bucket, position) values (${users.player.id}, ${programId}, 'fit', 99)`);
  return programId;
}

async function boardOrder() {
  const rows = await rowsOf<{ programId: string; bucket: 'reach' | 'fit' | 'safety' }>(
    t.app.ctx.db,
    sql`select program_id as "programId", bucket from college_board_items where player_user_id = ${users.player.id} order by bucket, position, program_id`,
  );
  const order = { reach: [] as string[], fit: [] as string[], safety: [] as string[] };
  for (const row of rows) order[row.bucket].push(row.programId);
  return order;
}

const base = () => `/api/players/${playerSlug}`;

const ROUTES: RouteCase[] = [
  { name: 'GET /api/players/:slug/college-board', method: 'GET', request: async () => ({ url: `${base()}/college-board` }), allowed: 200, writers: 'readers' },
  {
    name: 'PUT /api/players/:slug/college-board/order',
    method: 'PUT',
    request: async () => {
      const order = await boardOrder();
      // The allowed call changes something: the whole fit group reversed.
      return { url: `${base()}/college-board/order`, payload: { ...order, fit: [...order.fit].reverse() } };
    },
    allowed: 200,
    writers: ['player'],
  },
  {
    name: 'PUT /api/players/:slug/college-board/:programId',
    method: 'PUT',
    // A program of its own for the caller who may add it; refused callers ask for a shared one, which stays off the board.
    request: async (actor) => ({ url: `${base()}/college-board/${actor === 'player' ? await freshProgram() : spareProgramId}`, payload: { bucket: 'reach', note: `Added by ${actor}` } }),
    allowed: 200,
    writers: ['player'],
  },
  {
    name: 'DELETE /api/players/:slug/college-board/:programId',
    method: 'DELETE',
    request: async (actor) => ({ url: `${base()}/college-board/${actor === 'player' ? await freshBoardItem() : boardProgramId}` }),
    allowed: 204,
    writers: ['player'],
  },
  { name: 'GET /api/players/:slug/pipeline', method: 'GET', request: async () => ({ url: `${base()}/pipeline` }), allowed: 200, writers: 'readers' },
  {
    name: 'PUT /api/players/:slug/pipeline/:programId',
    method: 'PUT',
    request: async (actor) => ({ url: `${base()}/pipeline/${actor === 'player' ? await freshProgram() : spareProgramId}`, payload: { stage: 'evaluating', note: `Set by ${actor}` } }),
    allowed: 200,
    writers: ['player'],
  },
  {
    name: 'GET /api/player-recruiting/programs',
    method: 'GET',
    request: async () => ({ url: `/api/player-recruiting/programs?q=${encodeURIComponent(college.slug.slice(0, 6))}` }),
    allowed: 200,
    writers: 'everyone',
  },
];

function expectedStatus(route: RouteCase, actor: Actor): number {
  if (actor === 'anonymous') return 401;
  if (route.writers === 'everyone') return route.allowed;
  if (route.writers === 'readers') return READERS.includes(actor) ? route.allowed : 404;
  if (route.writers.includes(actor)) return route.allowed;
  return READERS.includes(actor) ? 403 : 404;
}


beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && playerRecruitingAccessMatrix.legacy!.covers(method, route.url)) registered.push(`${method} ${route.url}`);
    },
  });
  const [thisCollege, otherCollege] = await plainColleges(t.app.ctx.db, 2);
  college = thisCollege!;
  users.player = await signUpUser(t.app);
  // A public profile: its visibility opens nothing here.
  const profile = await publishProfile(t.app.ctx.db, users.player.id);
  playerSlug = profile.slug;
  users.other_player = await signUpUser(t.app);
  users.guardian = await signUpUser(t.app);
  await linkActiveGuardian(t.app.ctx.db, users.player.id, users.guardian.id, users.guardian.email);
  users.invited_guardian = await signUpUser(t.app);
  await linkGuardian(t.app.ctx.db, users.player.id, users.invited_guardian, 'invited');
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college.id, otherCollegeId: otherCollege!.id }));
  boardProgramId = await freshBoardItem();
  await freshBoardItem();
  spareProgramId = await freshProgram();
});
afterAll(async () => t.close());

for (const route of ROUTES) {
  describe(route.name, () => {
    for (const actor of ACTORS) {
      const expected = expectedStatus(route, actor);
      it(`as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
        const { url, payload } = await route.request(actor);
        const before = expected >= 400 ? await tableDigests(t.app.ctx.db) : null;
        const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
        const response = await t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
        if (expected === 404) expect(response.json().error.message).toBe(PLAYER_RECRUITING_TEXTS.notFound);
        if (expected === 403) expect(response.json().error.message).toBe(PLAYER_RECRUITING_TEXTS.readOnly);
        if (before) expect(await tableDigests(t.app.ctx.db)).toEqual(before);
      });
    }
  });
}

describe('what each reader is told', () => {
  for (const actor of READERS) {
    it(`${actor}: ${actor === 'player' ? 'may edit' : 'read-only'}`, async () => {
      const response = await t.app.inject({ method: 'GET', url: `${base()}/college-board`, headers: { cookie: users[actor].cookie } });
      const body = response.json();
      expect(body.canEdit).toBe(actor === 'player');
      expect(body.viewer).toBe(actor === 'player' ? 'player' : actor === 'guardian' ? 'guardian' : 'staff');
      expect(body.items.map((item: { program: { id: string } }) => item.program.id)).toContain(boardProgramId);
    });
  }
});

it('an unknown player is 404 for everyone signed in, platform staff included', async () => {
  for (const actor of ['player', 'yes_admin'] as const) {
    const response = await t.app.inject({ method: 'GET', url: '/api/players/no-such-player/college-board', headers: { cookie: users[actor].cookie } });
    expect(response.statusCode, actor).toBe(404);
    const write = await t.app.inject({ method: 'PUT', url: `/api/players/no-such-player/pipeline/${spareProgramId}`, headers: { cookie: users[actor].cookie }, payload: { stage: 'offer' } });
    expect(write.statusCode, actor).toBe(404);
    expect(write.json().error.message).toBe(PLAYER_RECRUITING_TEXTS.notFound);
  }
  // Platform staff's bad input about an unknown player is answered as bad input first (they pass the check before parsing).
  const bad = await t.app.inject({ method: 'PUT', url: `/api/players/no-such-player/pipeline/${spareProgramId}`, headers: { cookie: users.yes_admin.cookie }, payload: { stage: 'nope' } });
  expect(bad.statusCode).toBe(400);
});

it('the matrix covers every route of the player recruiting pages', () => {
  expect(ROUTES.map((route) => route.name).sort()).toEqual([...new Set(registered)].sort());
});
