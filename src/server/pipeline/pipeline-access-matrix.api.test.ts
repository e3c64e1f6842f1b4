/**
 * Runs the pipeline access matrix (pipeline.matrix.ts, docs/decisions/036)
 * over the recruiting cast (the player in the pipeline and their guardian
 * among them); every refusal changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { linkActiveGuardian } from '#server/test/profiles/player-test-data.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingActor, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';
import { insertEntry, recruitablePlayer } from '../test/pipeline/pipeline-test-data.ts';
import { canWorkPipeline, pipelineAccessMatrix } from '../test/pipeline/pipeline.matrix.ts';

type SignedIn = RecruitingSignedIn;

let t: TestApp;
let programId: string;
let college: TestCollege;
const users = {} as Record<SignedIn, TestUser>;
/** The player in the pipeline: their guardian is an actor, so the player is an actor too. */
let player: TestUser;

/** A fresh entry of a fresh player (each allowed call may change or remove it). */
async function freshEntry(): Promise<string> {
  return insertEntry(t.app.ctx.db, programId, (await recruitablePlayer(t.app)).id);
}

/** A fresh entry with a note written by the actor (a note of someone else's answers 403 to an allowed actor). */
async function freshNote(actor: RecruitingActor | null): Promise<{ entryId: string; noteId: string }> {
  const entryId = await freshEntry();
  const author = actor && actor !== 'anonymous' && canWorkPipeline(actor) ? users[actor].id : users.this_college_admin.id;
  const [note] = await rowsOf<{ id: string }>(t.app.ctx.db, sql`insert into pipeline_notes (entry_id, author_user_id, body) values (${entryId}, ${author}, 'Note') returning id`);
  return { entryId, noteId: note!.id };
}

const base = () => `/api/programs/${programId}/pipeline`;

async function digestsWithoutCounters() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  const [first, other] = (await claimedColleges(db, 2, 60)) as [TestCollege, TestCollege];
  college = first;
  programId = await insertProgram(db, college.id, 'valorant', 'varsity');
  player = await recruitablePlayer(t.app);
  users.player = player;
  users.guardian = await signUpScoped(t.app, [], null);
  await linkActiveGuardian(db, player.id, users.guardian.id, users.guardian.email);
  await insertEntry(db, programId, player.id);
  Object.assign(users, await signUpCollegeCast(t.app, { collegeId: college.id, otherCollegeId: other.id }));
});
afterAll(async () => t.close());

describeAccessMatrix(pipelineAccessMatrix, {
  app: () => t.app,
  cookie: (actor) => (actor === 'anonymous' ? undefined : users[actor].cookie),
  fixture: () => ({ programId, freshEntry, freshNote, recruitablePlayerId: async () => (await recruitablePlayer(t.app)).id }),
  callers: RECRUITING_ACTORS,
  unchanged: { snapshot: digestsWithoutCounters, when: (status) => status >= 400 },
});

it('an unknown program is 404 for platform staff, and 401 signed out', async () => {
  const url = '/api/programs/00000000-0000-4000-8000-000000000999/pipeline';
  expect((await t.app.inject({ method: 'GET', url, headers: { cookie: users.yes_admin.cookie } })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
});

it("someone else's note is 403 for staff who may read it", async () => {
  const { entryId, noteId } = await freshNote(null);
  const response = await t.app.inject({
    method: 'DELETE',
    url: `${base()}/entries/${entryId}/notes/${noteId}`,
    headers: { cookie: users.this_college_staff.cookie },
  });
  expect(response.statusCode).toBe(403);
});
