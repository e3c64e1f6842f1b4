/**
 * Runs the access matrix of the player's recruiting pages
 * (player-recruiting.matrix.ts, docs/decisions/042) for one player with a
 * public profile and the recruiting cast plus another player and an invited
 * guardian; every refusal changes nothing. Then what each reader is told.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_SLUGS } from '#shared/recruiting/game-catalog.ts';
import { PROGRAM_LEVELS } from '#shared/recruiting/program-levels.ts';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import { insertProgram, plainColleges } from '#server/test/colleges/college-edit-test-data.ts';
import { linkGuardian } from '#server/test/messaging/messaging-test-data.ts';
import { linkActiveGuardian, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { signUpCollegeCast } from '#server/test/recruiting-cast.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';
import { PLAYER_RECRUITING_ACTORS, PLAYER_RECRUITING_READERS, playerRecruitingAccessMatrix, type PlayerRecruitingActor } from '../test/player-recruiting/player-recruiting.matrix.ts';

type SignedIn = Exclude<PlayerRecruitingActor, 'anonymous'>;
const READERS = PLAYER_RECRUITING_READERS as readonly SignedIn[];

let t: TestApp;
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

beforeAll(async () => {
  t = await createTestApp();
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

describeAccessMatrix(playerRecruitingAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => ({ playerSlug, collegeSlug: college.slug, boardProgramId, spareProgramId, freshProgram, freshBoardItem, boardOrder }),
  callers: PLAYER_RECRUITING_ACTORS,
  unchanged: { snapshot: () => tableDigests(t.app.ctx.db), when: (status) => status >= 400 },
});

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
