/**
 * The pipeline's entries (issue 13.1, docs/decisions/036): moving (history in the same
 * transaction, concurrent moves chain, unknown stage and another program refused, realtime), the
 * panel (form answers, notes, history, owner, tags, next action), removing, and Message (contact,
 * a minor's guardians read it, nothing of the pipeline reaches them). Adding, the board and the
 * list view are pipeline.api.test.ts; who may call each route: pipeline-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PipelineBoardResponse, type PipelinePanel } from '#shared/contracts/pipeline.ts';
import { signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { linkGuardian, makeMinor, recordRealtime } from '#server/test/messaging/messaging-test-data.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { addEntry, as, openPipelineWorld } from '#server/test/pipeline/pipeline-world.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';
import { historyOf, insertEntry, insertSubmission, recruitablePlayer } from '../test/pipeline/pipeline-test-data.ts';

let t: TestApp;
let college: TestCollege;
let programId: string;
let otherProgramId: string;
let admin: TestUser;
let staff: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;

const entryUrl = (entryId: string, program = programId) => `/api/programs/${program}/pipeline/entries/${entryId}`;
const move = (entryId: string, payload: object, user: TestUser = admin, program = programId) =>
  t.app.inject({ method: 'POST', url: `${entryUrl(entryId, program)}/move`, headers: as(user), payload });
const panel = async (entryId: string, user: TestUser = admin) => {
  const response = await t.app.inject({ method: 'GET', url: entryUrl(entryId), headers: as(user) });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as PipelinePanel;
};
const add = (payload: object, user: TestUser = admin, program = programId) => addEntry(t, program, payload, user);

beforeAll(async () => {
  ({ t, college, programId, otherProgramId, admin, staff, otherAdmin } = await openPipelineWorld());
  platform = await signUpScoped(t.app, ['yes_staff'], null);
});
afterAll(async () => t.close());

describe('moving', () => {
  it('moves to Contacted with a history row from the locked stage, a new version and the last contact', async () => {
    const player = await recruitablePlayer(t.app);
    const entryId = await insertEntry(t.app.ctx.db, programId, player.id);
    const response = await move(entryId, { stage: 'contacted', version: 1 }, staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().entry).toMatchObject({ id: entryId, stage: 'contacted', version: 2, lastContactAt: expect.any(String) });
    expect(await historyOf(t.app.ctx.db, entryId)).toEqual([
      { fromStage: null, toStage: 'interested', actorUserId: null },
      { fromStage: 'interested', toStage: 'contacted', actorUserId: staff.id },
    ]);
    // A stale version is refused and changes nothing.
    const stale = await move(entryId, { stage: 'evaluating', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe('Someone else changed this card. The board shows the latest version now.');
    expect(await historyOf(t.app.ctx.db, entryId)).toHaveLength(2);
  });

  it('places the card before or after a neighbour, or at an index, and reorders without a history row', async () => {
    const db = t.app.ctx.db;
    const target = await insertProgram(db, college.id, 'rocket-league', 'varsity');
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push(await insertEntry(db, target, (await recruitablePlayer(t.app)).id, 'evaluating'));
    const column = async () =>
      ((await t.app.inject({ method: 'GET', url: `/api/programs/${target}/pipeline`, headers: as(admin) })).json() as PipelineBoardResponse).entries
        .filter((entry) => entry.stage === 'evaluating')
        .map((entry) => entry.id);
    const [first, second, third] = await column() as [string, string, string];
    expect((await move(third, { stage: 'evaluating', beforeId: first }, admin, target)).statusCode).toBe(200);
    expect(await column()).toEqual([third, first, second]);
    expect((await move(third, { stage: 'evaluating', afterId: first }, admin, target)).statusCode).toBe(200);
    expect(await column()).toEqual([first, third, second]);
    expect((await move(first, { stage: 'evaluating', index: 5 }, admin, target)).statusCode).toBe(200);
    expect(await column()).toEqual([third, second, first]);
    expect(await historyOf(db, first)).toHaveLength(1);
    // Many moves into the same gap still keep the order (positions are renumbered when they get too close).
    for (let round = 0; round < 24; round += 1) {
      const order = await column();
      expect((await move(order[2]!, { stage: 'evaluating', afterId: order[0] }, admin, target)).statusCode).toBe(200);
    }
    expect(new Set(await column()).size).toBe(3);
    const neighbour = await move(first, { stage: 'contacted', beforeId: second }, admin, target);
    expect(neighbour.statusCode).toBe(400);
    expect(neighbour.json().error.fields).toEqual({ beforeId: 'The card to place it next to is not in that column' });
  });

  it('refuses an unknown stage (400) and an entry of another program or a program the user cannot view (404), changing nothing', async () => {
    const player = await recruitablePlayer(t.app);
    const entryId = await insertEntry(t.app.ctx.db, programId, player.id);
    const before = await rowsOf(t.app.ctx.db, sql`select stage, position, version from pipeline_entries where id = ${entryId}`);
    const unknown = await move(entryId, { stage: 'signed' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ stage: 'Pick one of the stages Interested, Contacted, Evaluating, Committed or Not a fit' });
    const otherProgramOfTheSameCollege = await insertProgram(t.app.ctx.db, college.id, 'league-of-legends', 'varsity');
    expect((await move(entryId, { stage: 'contacted' }, admin, otherProgramOfTheSameCollege)).statusCode).toBe(404);
    expect((await move(entryId, { stage: 'contacted' }, otherAdmin, otherProgramId)).statusCode).toBe(404);
    expect((await move(entryId, { stage: 'contacted' }, otherAdmin)).statusCode).toBe(404);
    expect(await rowsOf(t.app.ctx.db, sql`select stage, position, version from pipeline_entries where id = ${entryId}`)).toEqual(before);
    expect(await historyOf(t.app.ctx.db, entryId)).toHaveLength(1);
  });

  it('two staff moving the same card at once end in one state with two history rows that chain', async () => {
    for (let round = 0; round < 3; round += 1) {
      const player = await recruitablePlayer(t.app);
      const entryId = await insertEntry(t.app.ctx.db, programId, player.id);
      const responses = await Promise.all([move(entryId, { stage: 'contacted' }, admin), move(entryId, { stage: 'evaluating' }, staff)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const history = await historyOf(t.app.ctx.db, entryId);
      expect(history).toHaveLength(3);
      expect(history[1]!.fromStage).toBe('interested');
      expect(history[2]!.fromStage).toBe(history[1]!.toStage);
      const [row] = await rowsOf<{ stage: string; version: number }>(t.app.ctx.db, sql`select stage, version from pipeline_entries where id = ${entryId}`);
      expect(row).toEqual({ stage: history[2]!.toStage, version: 3 });
    }
  });

  it('tells the college staff and the actor after the commit, and nobody else', async () => {
    const recorder = recordRealtime(t.app);
    try {
      const player = await recruitablePlayer(t.app);
      const entryId = await insertEntry(t.app.ctx.db, programId, player.id);
      expect((await move(entryId, { stage: 'contacted' }, platform)).statusCode).toBe(200);
      const call = recorder.calls.find((entry) => entry.event.type === 'pipeline.changed');
      expect(call?.userIds).toEqual([admin.id, staff.id, platform.id].sort());
      expect(call?.event).toMatchObject({ type: 'pipeline.changed', programId, entryId, change: 'moved', stage: 'contacted', version: 2, actorUserId: platform.id });
    } finally {
      recorder.restore();
    }
  });
});

describe('the panel', () => {
  it('shows the profile summary, this program\'s form answers under their labels, notes and the history with actor names', async () => {
    const db = t.app.ctx.db;
    const player = await recruitablePlayer(t.app, { displayName: 'Panel Player' });
    const entryId = (await add({ playerUserId: player.id }, staff)).json().entry.id as string;
    await insertSubmission(db, {
      programId,
      playerUserId: player.id,
      title: 'Tryouts 2027',
      fields: [{ id: 'why', label: 'Why us?' }, { id: 'days', label: 'Days free' }],
      answers: { why: 'Great team', days: ['Mon', 'Tue'] },
    });
    await insertSubmission(db, { programId: otherProgramId, playerUserId: player.id, title: 'Elsewhere', fields: [], answers: {} });
    expect((await move(entryId, { stage: 'contacted' })).statusCode).toBe(200);
    const body = await panel(entryId);
    expect(body.entry).toMatchObject({ id: entryId, name: 'Panel Player', stage: 'contacted', nextActionNote: null });
    expect(body.profile).toMatchObject({ isMinor: false, conversationId: null });
    expect(body.forms).toEqual([
      { id: expect.any(String), formTitle: 'Tryouts 2027', status: 'new', submittedAt: expect.any(String), answers: [{ label: 'Why us?', value: 'Great team' }, { label: 'Days free', value: 'Mon, Tue' }] },
    ]);
    expect(body.history.map((row) => [row.fromStage, row.toStage, row.actorName])).toEqual([
      [null, 'interested', 'Coach Staff'],
      ['interested', 'contacted', 'Coach Admin'],
    ]);
  });

  it('notes: staff add them; only the author edits or deletes their own', async () => {
    const player = await recruitablePlayer(t.app);
    const entryId = await insertEntry(t.app.ctx.db, programId, player.id);
    const added = await t.app.inject({ method: 'POST', url: `${entryUrl(entryId)}/notes`, headers: as(staff), payload: { body: '  Strong comms  ' } });
    expect(added.statusCode).toBe(201);
    const note = added.json().note;
    expect(note).toMatchObject({ body: 'Strong comms', authorName: 'Coach Staff', isOwn: true });
    const noteUrl = `${entryUrl(entryId)}/notes/${note.id}`;
    expect((await t.app.inject({ method: 'PATCH', url: noteUrl, headers: as(admin), payload: { body: 'Mine now' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: noteUrl, headers: as(admin) })).statusCode).toBe(403);
    const edited = await t.app.inject({ method: 'PATCH', url: noteUrl, headers: as(staff), payload: { body: 'Strong comms, calm' } });
    expect(edited.json().note).toMatchObject({ body: 'Strong comms, calm' });
    expect((await panel(entryId, admin)).notes.map((row) => [row.body, row.isOwn])).toEqual([['Strong comms, calm', false]]);
    expect((await t.app.inject({ method: 'POST', url: `${entryUrl(entryId)}/notes`, headers: as(staff), payload: { body: ' ' } })).statusCode).toBe(400);
    // Another program's path to the note is 404.
    const wrong = `/api/programs/${otherProgramId}/pipeline/entries/${entryId}/notes/${note.id}`;
    expect((await t.app.inject({ method: 'DELETE', url: wrong, headers: as(otherAdmin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: noteUrl, headers: as(staff) })).statusCode).toBe(204);
    expect((await panel(entryId)).notes).toEqual([]);
  });

  it('sets the owner (the college staff only), tags (trimmed, deduplicated, at most 10) and the next action', async () => {
    const player = await recruitablePlayer(t.app);
    const entryId = await insertEntry(t.app.ctx.db, programId, player.id);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: entryUrl(entryId), headers: as(staff), payload });
    const changed = await patch({ ownerUserId: admin.id, tags: [' IGL ', 'igl', 'Duelist'], nextActionOn: '2027-03-01', nextActionNote: 'Call after scrims' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().entry).toMatchObject({ ownerUserId: admin.id, ownerName: 'Coach Admin', tags: ['IGL', 'Duelist'], nextActionOn: '2027-03-01', version: 2 });
    expect((await panel(entryId)).entry.nextActionNote).toBe('Call after scrims');
    const before = await rowsOf(t.app.ctx.db, sql`select * from pipeline_entries where id = ${entryId}`);
    const notStaff = await patch({ ownerUserId: otherAdmin.id });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().error.fields).toEqual({ ownerUserId: 'Pick a staff member of this college' });
    const tooMany = await patch({ tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ tags: 'At most 10 tags' });
    expect((await patch({ tags: ['x'.repeat(31)] })).statusCode).toBe(400);
    expect((await patch({ nextActionOn: 'tomorrow' })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
    expect(await rowsOf(t.app.ctx.db, sql`select * from pipeline_entries where id = ${entryId}`)).toEqual(before);
    const cleared = await patch({ ownerUserId: null, tags: [], nextActionOn: null, nextActionNote: '' });
    expect(cleared.json().entry).toMatchObject({ ownerUserId: null, tags: [], nextActionOn: null });
  });

  it('removes an entry with its history and notes', async () => {
    const player = await recruitablePlayer(t.app);
    const entryId = await insertEntry(t.app.ctx.db, programId, player.id);
    await t.app.inject({ method: 'POST', url: `${entryUrl(entryId)}/notes`, headers: as(staff), payload: { body: 'Gone soon' } });
    expect((await t.app.inject({ method: 'DELETE', url: entryUrl(entryId), headers: as(otherAdmin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: entryUrl(entryId), headers: as(staff) })).statusCode).toBe(200);
    const [left] = await rowsOf<{ n: number }>(
      t.app.ctx.db,
      sql`select (select count(*) from pipeline_stage_history where entry_id = ${entryId}) + (select count(*) from pipeline_notes where entry_id = ${entryId})
        + (select count(*) from pipeline_entries where id = ${entryId}) as n`,
    );
    expect(Number(left?.n)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: entryUrl(entryId), headers: as(staff) })).statusCode).toBe(404);
  });
});

describe('messaging and contact', () => {
  it('Message from the panel starts or reuses the conversation and sets the last contact; a reply from the player counts too', async () => {
    const db = t.app.ctx.db;
    const player = await recruitablePlayer(t.app);
    const entryId = await insertEntry(db, programId, player.id);
    const sent = await t.app.inject({ method: 'POST', url: `${entryUrl(entryId)}/message`, headers: as(staff), payload: { body: 'Hello from Coach Staff' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const { conversationId, lastContactAt } = sent.json();
    expect(lastContactAt).toEqual(expect.any(String));
    expect((await panel(entryId, staff)).profile.conversationId).toBe(conversationId);
    const again = await t.app.inject({ method: 'POST', url: `${entryUrl(entryId)}/message`, headers: as(staff), payload: { body: 'Again' } });
    expect(again.json().conversationId).toBe(conversationId);
    await db.execute(sql`update pipeline_entries set last_contact_at = null where id = ${entryId}`);
    const reply = await t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: as(player), payload: { body: 'Thanks!' } });
    expect(reply.statusCode).toBe(201);
    const [row] = await rowsOf<{ contacted: boolean }>(db, sql`select last_contact_at is not null as contacted from pipeline_entries where id = ${entryId}`);
    expect(row?.contacted).toBe(true);
    expect((await panel(entryId, staff)).entry.hasUnread).toBe(true);
  });

  it('a message between the player and someone who is not the college\'s staff is no contact', async () => {
    const db = t.app.ctx.db;
    const player = await recruitablePlayer(t.app);
    const entryId = await insertEntry(db, programId, player.id);
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: as(otherAdmin), payload: { type: 'dm', participantIds: [player.id] } });
    expect(created.statusCode, created.body).toBe(201);
    await t.app.inject({ method: 'POST', url: `/api/conversations/${created.json().conversation.id}/messages`, headers: as(otherAdmin), payload: { body: 'Hi' } });
    const [row] = await rowsOf<{ contacted: boolean }>(db, sql`select last_contact_at is not null as contacted from pipeline_entries where id = ${entryId}`);
    expect(row?.contacted).toBe(false);
  });

  it('for a minor, the active guardian reads the conversation and nothing of the pipeline', async () => {
    const db = t.app.ctx.db;
    const player = await recruitablePlayer(t.app);
    const guardian = await signUpScoped(t.app, [], null);
    await makeMinor(db, player.id);
    await linkGuardian(db, player.id, guardian, 'active');
    await db.execute(sql`update user_profiles set is_published = true, visibility = 'recruiters_only', guardian_approved_visibility = 'recruiters_only' where user_id = ${player.id}`);
    const added = await add({ playerUserId: player.id });
    expect(added.statusCode, added.body).toBe(201);
    const entryId = added.json().entry.id as string;
    const secret = 'zz-staff-only-secret';
    await t.app.inject({ method: 'PATCH', url: entryUrl(entryId), headers: as(admin), payload: { tags: [secret], nextActionNote: secret } });
    await t.app.inject({ method: 'POST', url: `${entryUrl(entryId)}/notes`, headers: as(admin), payload: { body: secret } });
    const sent = await t.app.inject({ method: 'POST', url: `${entryUrl(entryId)}/message`, headers: as(admin), payload: { body: 'Hello, welcome to tryouts' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const conversationId = sent.json().conversationId as string;
    const read = await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, headers: as(guardian) });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Hello, welcome to tryouts');
    // The player's and the guardian's every view: the pipeline routes are 404, and no other answer holds the secret.
    const [profile] = await rowsOf<{ slug: string }>(db, sql`select slug from user_profiles where user_id = ${player.id}`);
    for (const viewer of [player, guardian]) {
      expect((await t.app.inject({ method: 'GET', url: entryUrl(entryId), headers: as(viewer) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/programs/${programId}/pipeline`, headers: as(viewer) })).statusCode).toBe(404);
      for (const url of [`/api/players/${profile!.slug}`, `/api/conversations/${conversationId}/messages`, '/api/conversations', '/api/guardian/players', '/api/me']) {
        const response = await t.app.inject({ method: 'GET', url, headers: as(viewer) });
        expect(response.body, url).not.toContain(secret);
      }
    }
  });
});
