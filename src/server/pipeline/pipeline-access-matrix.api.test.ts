/**
 * Who may use each pipeline route (docs/decisions/036): spec 6's "can view a
 * program" of the program's college (privileged, programs_college_admin or
 * programs_college_staff of that college). Everyone else signed in (a
 * player, a guardian, the college's admissions, another college's admin)
 * gets 404, exactly as for an unknown program, and nothing changes; signed
 * out is 401. Each allowed call acts on a fresh entry. The last test fails
 * when a pipeline route is added without a row.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/colleges/college-staff-test-data.ts';
import { insertProgram } from '#server/colleges/college-edit-test-data.ts';
import { linkActiveGuardian } from '#server/profiles/player-test-data.ts';
import { RECRUITING_ACTORS, signUpCollegeCast, type RecruitingSignedIn } from '#server/test/recruiting-cast.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { insertEntry, recruitablePlayer } from './pipeline-test-data.ts';
import { pipelineAccessMatrix } from './pipeline.matrix.ts';

const ACTORS = RECRUITING_ACTORS;
type SignedIn = RecruitingSignedIn;

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  request: (actor: SignedIn | null) => Promise<{ url: string; payload?: object }>;
  allowed: number;
}

let t: TestApp;
let programId: string;
let college: TestCollege;
const registered: string[] = [];
const users = {} as Record<SignedIn, TestUser>;
/** The player in the pipeline: their guardian is an actor, so the player is an actor too. */
let player: TestUser;

const canWork = (actor: SignedIn) => ['this_college_admin', 'this_college_staff', 'yes_staff', 'yes_developer', 'yes_admin'].includes(actor);

/** A fresh entry of a fresh player (each allowed call may change or remove it). */
async function freshEntry(): Promise<string> {
  return insertEntry(t.app.ctx.db, programId, (await recruitablePlayer(t.app)).id);
}

/** A fresh entry with a note written by the actor (a note of someone else's answers 403 to an allowed actor). */
async function freshNote(actor: SignedIn | null): Promise<{ entryId: string; noteId: string }> {
  const entryId = await freshEntry();
  const author = actor && canWork(actor) ? users[actor].id : users.this_college_admin.id;
  const [note] = await rowsOf<{ id: string }>(t.app.ctx.db, sql`insert into pipeline_notes (entry_id, author_user_id, body) values (${entryId}, ${author}, 'Note') returning id`);
  return { entryId, noteId: note!.id };
}

const base = () => `/api/programs/${programId}/pipeline`;

const ROUTES: RouteCase[] = [
  { name: 'GET /api/programs/:programId/pipeline', method: 'GET', request: async () => ({ url: base() }), allowed: 200 },
  { name: 'GET /api/programs/:programId/pipeline/list', method: 'GET', request: async () => ({ url: `${base()}/list?sort=name` }), allowed: 200 },
  {
    name: 'POST /api/programs/:programId/pipeline/entries',
    method: 'POST',
    request: async () => ({ url: `${base()}/entries`, payload: { playerUserId: (await recruitablePlayer(t.app)).id, source: 'search' } }),
    allowed: 201,
  },
  {
    name: 'POST /api/programs/:programId/pipeline/entries/:entryId/move',
    method: 'POST',
    request: async () => ({ url: `${base()}/entries/${await freshEntry()}/move`, payload: { stage: 'contacted' } }),
    allowed: 200,
  },
  { name: 'GET /api/programs/:programId/pipeline/entries/:entryId', method: 'GET', request: async () => ({ url: `${base()}/entries/${await freshEntry()}` }), allowed: 200 },
  {
    name: 'PATCH /api/programs/:programId/pipeline/entries/:entryId',
    method: 'PATCH',
    request: async () => ({ url: `${base()}/entries/${await freshEntry()}`, payload: { tags: ['IGL'] } }),
    allowed: 200,
  },
  { name: 'DELETE /api/programs/:programId/pipeline/entries/:entryId', method: 'DELETE', request: async () => ({ url: `${base()}/entries/${await freshEntry()}` }), allowed: 200 },
  {
    name: 'POST /api/programs/:programId/pipeline/entries/:entryId/notes',
    method: 'POST',
    request: async () => ({ url: `${base()}/entries/${await freshEntry()}/notes`, payload: { body: 'Good aim' } }),
    allowed: 201,
  },
  {
    name: 'PATCH /api/programs/:programId/pipeline/entries/:entryId/notes/:noteId',
    method: 'PATCH',
    request: async (actor) => {
      const { entryId, noteId } = await freshNote(actor);
      return { url: `${base()}/entries/${entryId}/notes/${noteId}`, payload: { body: 'Better aim' } };
    },
    allowed: 200,
  },
  {
    name: 'DELETE /api/programs/:programId/pipeline/entries/:entryId/notes/:noteId',
    method: 'DELETE',
    request: async (actor) => {
      const { entryId, noteId } = await freshNote(actor);
      return { url: `${base()}/entries/${entryId}/notes/${noteId}` };
    },
    allowed: 204,
  },
  {
    name: 'POST /api/programs/:programId/pipeline/entries/:entryId/message',
    method: 'POST',
    request: async () => ({ url: `${base()}/entries/${await freshEntry()}/message`, payload: { body: 'Hello' } }),
    allowed: 201,
  },
];

async function digestsWithoutCounters() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && pipelineAccessMatrix.legacy!.covers(method, route.url)) registered.push(`${method} ${route.url}`);
    },
  });
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

for (const route of ROUTES) {
  for (const actor of ACTORS) {
    const expected = actor === 'anonymous' ? 401 : canWork(actor) ? route.allowed : 404;
    it(`${route.name} as ${actor}: ${expected}${expected >= 400 ? ', nothing changed' : ''}`, async () => {
      const { url, payload } = await route.request(actor === 'anonymous' ? null : actor);
      const before = expected >= 400 ? await digestsWithoutCounters() : null;
      const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
      const response = await t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
      if (expected === 404) expect(response.json().error.message).toBe('Program not found');
      if (before) expect(await digestsWithoutCounters()).toEqual(before);
    });
  }
}

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

it('the matrix covers every pipeline route', () => {
  expect(ROUTES.map((route) => route.name).sort()).toEqual([...new Set(registered)].sort());
});
