/**
 * The pipeline board's API (issue 13.1, docs/decisions/036): the board with
 * its cards and filters, adding (idempotent, also at once), moving (history
 * in the same transaction, concurrent moves chain, unknown stage and another
 * program refused), the panel (form answers, notes, history, owner, tags,
 * next action), removing, Message (contact, a minor's guardians read it),
 * realtime, and that nothing of it reaches the player or their guardians.
 * Who may call each route: pipeline-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_COLUMN_PAGE, type PipelineBoardResponse, type PipelineEntry, type PipelineListResponse } from '#shared/contracts/pipeline.ts';
import { type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { makeMinor } from '#server/test/messaging/messaging-test-data.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { addEntry, as, openPipelineWorld } from '#server/test/pipeline/pipeline-world.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';
import { loadMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import { rankPlayersByMatchSql } from '#server/match/rank-players-by-match-sql.ts';
import { matchBand } from '#shared/match/match-score.ts';
import { addPipelineEntries } from './add-pipeline-entries.ts';
import { historyOf, insertEntry, insertManyEntries, insertSubmission, recruitablePlayer } from '../test/pipeline/pipeline-test-data.ts';

let t: TestApp;
let college: TestCollege;
let otherCollege: TestCollege;
let programId: string;
let otherProgramId: string;
let admin: TestUser;
let staff: TestUser;
let otherAdmin: TestUser;

const board = (query = '', user: TestUser = admin, program = programId) =>
  t.app.inject({ method: 'GET', url: `/api/programs/${program}/pipeline${query}`, headers: as(user) });
const add = (payload: object, user: TestUser = admin, program = programId) => addEntry(t, program, payload, user);

beforeAll(async () => {
  ({ t, college, otherCollege, programId, otherProgramId, admin, staff, otherAdmin } = await openPipelineWorld());
});
afterAll(async () => t.close());

describe('adding', () => {
  it('adds a visible player at Interested with one history row; adding again answers 200 with the same entry', async () => {
    const player = await recruitablePlayer(t.app, { displayName: 'Add Once' });
    const first = await add({ playerUserId: player.id, source: 'search' });
    expect(first.statusCode, first.body).toBe(201);
    const entry = first.json().entry as PipelineEntry;
    expect(entry).toMatchObject({ playerUserId: player.id, name: 'Add Once', stage: 'interested', source: 'search', version: 1, rank: 'Diamond 2', role: 'Duelist', classYear: 2027 });
    // The card's match is the SQL form's score for the program (what the recruiter search sorts by).
    const loaded = (await loadMatchProgram(t.app.ctx.db, programId))!;
    const [ranked] = await rankPlayersByMatchSql(t.app.ctx.db, loaded.program, { limit: 1, visibleWhere: sql`r.user_id = ${player.id}` });
    expect(entry.match).toEqual({ percent: ranked!.score, band: matchBand(ranked!.score) });
    const again = await add({ playerSlug: player.slug, source: 'match' }, staff);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isExisting: true, entry: { id: entry.id, source: 'search' } });
    expect(await historyOf(t.app.ctx.db, entry.id)).toEqual([{ fromStage: null, toStage: 'interested', actorUserId: admin.id }]);
    const [snapshot] = await rowsOf<{ matchSnapshot: unknown }>(t.app.ctx.db, sql`select match_snapshot as "matchSnapshot" from pipeline_entries where id = ${entry.id}`);
    expect(snapshot?.matchSnapshot).toEqual(entry.match);
  });

  it('two adds of the same player at once give one entry and one history row', async () => {
    const player = await recruitablePlayer(t.app);
    const responses = await Promise.all([add({ playerUserId: player.id }), add({ playerUserId: player.id }, staff)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const ids = new Set(responses.map((response) => (response.json().entry as PipelineEntry).id));
    expect(ids.size).toBe(1);
    expect(await historyOf(t.app.ctx.db, [...ids][0]!)).toHaveLength(1);
  });

  it('addPipelineEntries is idempotent, also called twice at once', async () => {
    const db = t.app.ctx.db;
    const player = await recruitablePlayer(t.app);
    const run = () => db.transaction((tx) => addPipelineEntries(tx, { programId, playerUserIds: [player.id, player.id], source: 'form', actorUserId: null }));
    const results = await Promise.all([run(), run()]);
    expect(results.flatMap((result) => result.added)).toEqual([player.id]);
    expect(new Set(results.map((result) => result.entries.get(player.id))).size).toBe(1);
    const again = await run();
    expect(again.added).toEqual([]);
    const [count] = await rowsOf<{ entries: number; history: number }>(
      db,
      sql`select (select count(*)::int from pipeline_entries where program_id = ${programId} and player_user_id = ${player.id}) as entries,
        (select count(*)::int from pipeline_stage_history h join pipeline_entries e on e.id = h.entry_id
          where e.program_id = ${programId} and e.player_user_id = ${player.id}) as history`,
    );
    expect(count).toEqual({ entries: 1, history: 1 });
  });

  it('a player the staff may not see is 404 like an unknown one, unless they sent this program a form', async () => {
    const hidden = await recruitablePlayer(t.app, { visibility: 'private' });
    const before = await tableDigests(t.app.ctx.db);
    for (const payload of [{ playerUserId: hidden.id }, { playerSlug: hidden.slug }, { playerUserId: 'no-such-user' }]) {
      const response = await add(payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Player not found');
    }
    const { rate_limits: _a, sessions: _b, ...rest } = await tableDigests(t.app.ctx.db);
    const { rate_limits: _c, sessions: _d, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    await insertSubmission(t.app.ctx.db, { programId, playerUserId: hidden.id, fields: [], answers: {} });
    expect((await add({ playerUserId: hidden.id, source: 'form' })).statusCode).toBe(201);
    // The form went to this program, not the other college's.
    expect((await add({ playerUserId: hidden.id }, otherAdmin, otherProgramId)).statusCode).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    const response = await add({ source: 'telepathy' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toEqual(expect.arrayContaining(['source']));
    expect((await add({})).statusCode).toBe(400);
  });
});

describe('the board', () => {
  let program: string;
  const players: Record<string, TestUser & { slug: string }> = {};
  const entries: Record<string, string> = {};

  beforeAll(async () => {
    const db = t.app.ctx.db;
    program = await insertProgram(db, college.id, 'valorant', 'club');
    players.a = await recruitablePlayer(t.app, { displayName: 'Board A', gradYear: 2027 });
    players.b = await recruitablePlayer(t.app, { displayName: 'Board B', gradYear: 2028, visibility: 'public' });
    players.c = await recruitablePlayer(t.app, { displayName: 'Board C', gradYear: 2027 });
    for (const key of ['a', 'b', 'c']) entries[key] = await insertEntry(db, program, players[key]!.id);
    await db.execute(sql`update pipeline_entries set stage = 'evaluating', owner_user_id = ${staff.id}, tags = '{Shotcaller,IGL}', source = 'match',
      last_contact_at = now() - interval '2 days' where id = ${entries.b}`);
    await db.execute(sql`update pipeline_entries set last_contact_at = now() - interval '20 days' where id = ${entries.c}`);
  });

  const names = (response: PipelineBoardResponse) => response.entries.map((entry) => entry.name);

  it('returns the program, the staff who may own entries and every entry by stage and position', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/programs/${program}/pipeline`, headers: as(admin) });
    expect(response.statusCode).toBe(200);
    const body = response.json() as PipelineBoardResponse;
    expect(body.program).toMatchObject({ id: program, collegeId: college.id, collegeSlug: college.slug, titleName: 'Valorant', level: 'club' });
    expect(body.staff.map((member) => member.name)).toEqual(['Coach Admin', 'Coach Staff']);
    // Added one after another at the top of Interested: the newest first; then Evaluating.
    expect(body.entries.map((entry) => [entry.name, entry.stage])).toEqual([
      ['Board C', 'interested'],
      ['Board A', 'interested'],
      ['Board B', 'evaluating'],
    ]);
    expect(body.entries[2]).toMatchObject({ ownerUserId: staff.id, ownerName: 'Coach Staff', tags: ['Shotcaller', 'IGL'], source: 'match', hasUnread: false, committedElsewhere: null });
    expect(body.totals).toEqual({ interested: 2, contacted: 0, evaluating: 1, committed: 0, not_a_fit: 0 });
    expect(body.tags).toEqual(['IGL', 'Shotcaller']);
  });

  it('filters by class year, owner, tag (any case), source and no contact in 14 days', async () => {
    const of = async (search: string) => names((await t.app.inject({ method: 'GET', url: `/api/programs/${program}/pipeline${search}`, headers: as(staff) })).json());
    expect(await of('?classYear=2028')).toEqual(['Board B']);
    expect(await of(`?owner=${staff.id}`)).toEqual(['Board B']);
    expect(await of('?owner=none')).toEqual(['Board C', 'Board A']);
    expect(await of('?tag=igl')).toEqual(['Board B']);
    expect(await of('?source=manual')).toEqual(['Board C', 'Board A']);
    expect(await of('?noContact=true')).toEqual(['Board C', 'Board A']);
    const filtered = (await board('?tag=IGL', staff, program)).json() as PipelineBoardResponse;
    expect(filtered.totals).toEqual({ interested: 0, contacted: 0, evaluating: 1, committed: 0, not_a_fit: 0 });
    // The filter's list of tags is the program's, not the filtered entries'.
    expect(filtered.tags).toEqual(['IGL', 'Shotcaller']);
    const bad = await t.app.inject({ method: 'GET', url: `/api/programs/${program}/pipeline?classYear=soon&source=x&noContact=maybe`, headers: as(staff) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['querystring.classYear', 'querystring.source', 'querystring.noContact']));
  });

  it('shows the unread dot to the viewer who has unread messages from the player', async () => {
    const db = t.app.ctx.db;
    const [conversation] = await rowsOf<{ id: string }>(db, sql`insert into conversations (type, created_by, max_participants) values ('dm', ${players.a!.id}, 2) returning id`);
    await db.execute(sql`insert into conversation_participants (conversation_id, user_id, role, unread_count)
      values (${conversation!.id}, ${players.a!.id}, 'admin', 0), (${conversation!.id}, ${staff.id}, 'member', 2)`);
    const forStaff = (await t.app.inject({ method: 'GET', url: `/api/programs/${program}/pipeline`, headers: as(staff) })).json() as PipelineBoardResponse;
    const forAdmin = (await t.app.inject({ method: 'GET', url: `/api/programs/${program}/pipeline`, headers: as(admin) })).json() as PipelineBoardResponse;
    expect(forStaff.entries.filter((entry) => entry.hasUnread).map((entry) => entry.name)).toEqual(['Board A']);
    expect(forAdmin.entries.some((entry) => entry.hasUnread)).toBe(false);
  });

  it('shows "Committed elsewhere" only for a public, live committed or signed outcome with another college', async () => {
    const db = t.app.ctx.db;
    const outcome = (status: string, consent: boolean, collegeId = otherCollege.id, withdrawn = false) =>
      db.execute(sql`insert into recruiting_outcomes (player_user_id, college_id, status, recorded_by, player_public_consent_at, withdrawn_at)
        values (${players.c!.id}, ${collegeId}, ${status}, 'player', ${consent ? sql`now()` : sql`null`}, ${withdrawn ? sql`now()` : sql`null`})`);
    const elsewhere = async () => ((await t.app.inject({ method: 'GET', url: `/api/programs/${program}/pipeline`, headers: as(admin) })).json() as PipelineBoardResponse).entries.find((entry) => entry.name === 'Board C')!.committedElsewhere;
    // One open outcome per player and college (decision 041): each case replaces the last.
    const withdrawAll = () => db.execute(sql`update recruiting_outcomes set withdrawn_at = now() where player_user_id = ${players.c!.id} and withdrawn_at is null`);
    for (const [status, consent, collegeId] of [['committed', false, otherCollege.id], ['verbal', true, otherCollege.id], ['signed', true, college.id]] as const) {
      await outcome(status, consent, collegeId);
      expect(await elsewhere(), `${status}, consent ${consent}`).toBeNull();
      await withdrawAll();
    }
    await outcome('committed', true, otherCollege.id, true);
    expect(await elsewhere()).toBeNull();
    await outcome('signed', true);
    expect(await elsewhere()).toEqual({ collegeName: otherCollege.name });
    // A minor's needs the guardian's consent too.
    await makeMinor(db, players.c!.id);
    expect(await elsewhere()).toBeNull();
  });

  it('sends the first cards of each column with every total; show asks a column for more', async () => {
    const db = t.app.ctx.db;
    const paged = await insertProgram(db, college.id, 'rocket-league', 'club');
    await insertManyEntries(db, paged, { prefix: 'paged-contacted', count: PIPELINE_COLUMN_PAGE + 10, stage: 'contacted' });
    await insertManyEntries(db, paged, { prefix: 'paged-fit', count: 3, stage: 'not_a_fit' });
    const cards = async (query: string) => {
      const response = await board(query, staff, paged);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const body = response.json() as PipelineBoardResponse;
      expect(body.totals).toEqual({ interested: 0, contacted: PIPELINE_COLUMN_PAGE + 10, evaluating: 0, committed: 0, not_a_fit: 3 });
      return body.entries.map((entry) => `${entry.stage}:${entry.position}`);
    };
    const contacted = (count: number) => Array.from({ length: count }, (_, index) => `contacted:${index}`);
    const notAFit = ['not_a_fit:0', 'not_a_fit:1', 'not_a_fit:2'];
    expect(await cards('')).toEqual([...contacted(PIPELINE_COLUMN_PAGE), ...notAFit]);
    expect(await cards(`?show=contacted:${PIPELINE_COLUMN_PAGE + 5}`)).toEqual([...contacted(PIPELINE_COLUMN_PAGE + 5), ...notAFit]);
    expect(await cards('?show=contacted:500,not_a_fit:2')).toEqual([...contacted(PIPELINE_COLUMN_PAGE + 10), 'not_a_fit:0', 'not_a_fit:1']);
    for (const show of ['contacted:0', 'offer:5', 'contacted', 'contacted:5001', 'contacted:5;drop']) {
      const bad = await board(`?show=${encodeURIComponent(show)}`, staff, paged);
      expect(bad.statusCode, show).toBe(400);
      expect(bad.json().error.fields['querystring.show'], show).toMatch(/^Use stage:count pairs such as contacted:100/);
    }
  });

  it('reads the board in a fixed number of statements, whatever the number of entries', async () => {
    // The match, unread dot and outcome are computed for all entries at once: one statement for the entries. Every
    // statement drizzle sends, prepared by name or not (preparedRowsOf), goes through the session's prepareQuery.
    const { db } = t.app.ctx;
    const { session } = db._;
    const count = async () => {
      let statements = 0;
      const original = session.prepareQuery;
      session.prepareQuery = ((...args: Parameters<typeof original>) => {
        statements += 1;
        return original.apply(session, args);
      }) as typeof original;
      try {
        expect((await board('', admin, program)).statusCode).toBe(200);
      } finally {
        session.prepareQuery = original;
      }
      return statements;
    };
    const few = await count();
    for (let index = 0; index < 4; index += 1) await insertEntry(db, program, (await recruitablePlayer(t.app)).id, 'contacted');
    expect(await count()).toBe(few);
    // The caller (session, user, roles and flags in one: docs/decisions/083), the program; the entries with their
    // totals, the tags, the staff.
    expect(few).toBe(5);
  });
});

describe('the list view', () => {
  let program: string;
  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/programs/${program}/pipeline/list${query}`, headers: as(staff) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const body = response.json() as PipelineListResponse;
    return { names: body.entries.map((entry) => entry.name), total: body.total };
  };

  beforeAll(async () => {
    const db = t.app.ctx.db;
    program = await insertProgram(db, college.id, 'overwatch', 'club');
    const ids: Record<string, string> = {};
    for (const name of ['List Bo', 'list ann', 'List Cy']) ids[name] = await insertEntry(db, program, (await recruitablePlayer(t.app, { displayName: name })).id);
    await db.execute(sql`update pipeline_entries set stage = 'evaluating', tags = '{IGL}', next_action_on = current_date + 3 where id = ${ids['List Bo']}`);
    await db.execute(sql`update pipeline_entries set next_action_on = current_date + 1 where id = ${ids['List Cy']}`);
  });

  it('sorts by name (any case), stage or next action (none last either way), both directions, with the total', async () => {
    expect(await list('')).toEqual({ names: ['List Cy', 'list ann', 'List Bo'], total: 3 });
    expect((await list('?sort=name')).names).toEqual(['list ann', 'List Bo', 'List Cy']);
    expect((await list('?sort=name&direction=desc')).names).toEqual(['List Cy', 'List Bo', 'list ann']);
    expect((await list('?sort=stage&direction=desc')).names).toEqual(['List Bo', 'list ann', 'List Cy']);
    expect((await list('?sort=nextAction')).names).toEqual(['List Cy', 'List Bo', 'list ann']);
    expect((await list('?sort=nextAction&direction=desc')).names).toEqual(['List Bo', 'List Cy', 'list ann']);
  });

  it('sends the first limit rows and filters as the board does', async () => {
    expect(await list('?sort=name&limit=2')).toEqual({ names: ['list ann', 'List Bo'], total: 3 });
    expect(await list('?tag=igl')).toEqual({ names: ['List Bo'], total: 1 });
    const bad = await t.app.inject({ method: 'GET', url: `/api/programs/${program}/pipeline/list?sort=rank&direction=up&limit=0`, headers: as(staff) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['querystring.sort', 'querystring.direction', 'querystring.limit']));
  });
});
