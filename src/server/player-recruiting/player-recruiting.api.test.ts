/**
 * The player's recruiting pages (issue 13.8, docs/decisions/042): the
 * college board's changes, suggestions and deadlines, and the player's own
 * pipeline, derived rule by rule from submissions, staff conversations and
 * outcomes, with the player's own stage, note and archive. A program's
 * internal pipeline changes nothing here. Who may call what is the access
 * matrix's (player-recruiting-access-matrix.api.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_RECRUITING_TEXTS, type CollegeBoard, type PlayerPipeline, type PlayerPipelineRow } from '#shared/contracts/player-recruiting.ts';
import { GAME_SLUGS, type GameSlug } from '#shared/recruiting/game-catalog.ts';
import { PROGRAM_LEVELS, type ProgramLevel } from '#shared/recruiting/program-levels.ts';
import { insertProgram, plainColleges } from '#server/test/colleges/college-edit-test-data.ts';
import { signUpScoped } from '#server/test/colleges/college-staff-test-data.ts';
import { addGameProfile, setProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { insertConversationMessage, insertOutcome, insertPublishedForm, insertSubmission } from '../test/player-recruiting/player-recruiting-test-data.ts';

let t: TestApp;
let player: TestUser;
let slug: string;
let staff: TestUser;
let stranger: TestUser;
let colleges: { id: string; slug: string; name: string }[];
/** Free (college, title, level) triples: a program each. */
const free: { college: number; title: GameSlug; level: ProgramLevel }[] = [];

/** A program of college `index` (0: the staff member's college), of `title` when given. */
async function program(index: number, title?: GameSlug, overrides: Parameters<typeof insertProgram>[4] = {}): Promise<string> {
  const at = free.findIndex((triple) => triple.college === index && (!title || triple.title === title));
  const [triple] = free.splice(at, 1);
  return insertProgram(t.app.ctx.db, colleges[index]!.id, triple!.title, triple!.level, overrides);
}

const url = (path: string) => `/api/players/${slug}${path}`;
const asPlayer = { cookie: '' };

async function board(): Promise<CollegeBoard> {
  const response = await t.app.inject({ method: 'GET', url: url('/college-board'), headers: asPlayer });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function pipeline(): Promise<PlayerPipeline> {
  const response = await t.app.inject({ method: 'GET', url: url('/pipeline'), headers: asPlayer });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function rowOf(programId: string): Promise<PlayerPipelineRow | undefined> {
  return (await pipeline()).rows.find((row) => row.program.id === programId);
}

function put(path: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: url(path), headers: asPlayer, payload });
}

async function expectRefused(request: () => ReturnType<typeof put>, status: number, fields?: Record<string, string | RegExp>) {
  const before = await tableDigests(t.app.ctx.db);
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  const error = response.json().error as { message: string; fields?: Record<string, string> };
  for (const [field, message] of Object.entries(fields ?? {})) expect(error.fields?.[field], `${field} in ${response.body}`).toMatch(message);
  expect(await tableDigests(t.app.ctx.db)).toEqual(before);
  return error;
}

beforeAll(async () => {
  t = await createTestApp();
  colleges = await plainColleges(t.app.ctx.db, 3);
  colleges.forEach((_, college) => {
    for (const title of GAME_SLUGS) for (const level of PROGRAM_LEVELS) free.push({ college, title, level });
  });
  player = await signUpUser(t.app, { displayName: 'Riley Board' });
  asPlayer.cookie = player.cookie;
  slug = (await setProfile(t.app.ctx.db, player.id, { gradYear: 2027, gpa: '3.60', gpaScale: '4.0' })).slug;
  await addGameProfile(t.app.ctx.db, player.id, 'valorant', 'Diamond 2', { primaryRole: 'Duelist' });
  staff = await signUpScoped(t.app, ['programs_college_staff'], colleges[0]!.id);
  stranger = await signUpUser(t.app);
});
afterAll(async () => t.close());

describe('the college board', () => {
  it('adds programs at the end of their group with a note, in the order Reach, Fit, Safety', async () => {
    const [a, b, c] = [await program(1, 'rocket-league'), await program(1, 'rocket-league'), await program(2, 'overwatch')];
    expect((await put(`/college-board/${a}`, { bucket: 'fit', note: '  Visit in May  ' })).statusCode).toBe(200);
    expect((await put(`/college-board/${b}`, { bucket: 'fit' })).statusCode).toBe(200);
    const response = await put(`/college-board/${c}`, { bucket: 'reach' });
    const body = response.json() as CollegeBoard;
    const mine = body.items.filter((item) => [a, b, c].includes(item.program.id));
    expect(mine.map((item) => [item.program.id, item.bucket, item.note])).toEqual([[c, 'reach', null], [a, 'fit', 'Visit in May'], [b, 'fit', null]]);
    expect(mine[0]!.program).toMatchObject({ collegeSlug: colleges[2]!.slug, collegeName: colleges[2]!.name, titleSlug: 'overwatch' });
    // The player has a game profile: every program on the board shows their match (unknown skill and role for other games).
    expect(mine.every((item) => item.match !== null)).toBe(true);
  });

  it('a new group moves the program to its end; a note left out stays, an empty one clears it', async () => {
    const [a, b] = [await program(1, 'counter-strike'), await program(1, 'counter-strike')];
    await put(`/college-board/${a}`, { bucket: 'safety', note: 'Keep' });
    await put(`/college-board/${b}`, { bucket: 'safety' });
    let items = (await put(`/college-board/${a}`, { bucket: 'safety' })).json().items as CollegeBoard['items'];
    expect(items.find((item) => item.program.id === a)!.note).toBe('Keep');
    await put(`/college-board/${a}`, { bucket: 'reach' });
    await put(`/college-board/${a}`, { bucket: 'safety' });
    items = (await board()).items.filter((item) => item.bucket === 'safety');
    expect(items.map((item) => item.program.id).slice(-2)).toEqual([b, a]);
    items = (await put(`/college-board/${a}`, { bucket: 'safety', note: '' })).json().items;
    expect(items.find((item) => item.program.id === a)!.note).toBeNull();
  });

  it('reorders within and between groups in one call; an order that does not name every program once is 400 and changes nothing', async () => {
    const current = await board();
    const ids = (bucket: string) => current.items.filter((item) => item.bucket === bucket).map((item) => item.program.id);
    const [first, ...rest] = ids('fit');
    const order = { reach: [...ids('reach'), first!], fit: rest.reverse(), safety: ids('safety') };
    const response = await put('/college-board/order', order);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as CollegeBoard;
    expect(after.items.map((item) => [item.bucket, item.program.id])).toEqual([
      ...order.reach.map((id) => ['reach', id]),
      ...order.fit.map((id) => ['fit', id]),
      ...order.safety.map((id) => ['safety', id]),
    ]);
    await expectRefused(() => put('/college-board/order', { ...order, reach: order.reach.slice(1) }), 400, { reach: PLAYER_RECRUITING_TEXTS.orderMismatch });
    await expectRefused(() => put('/college-board/order', { ...order, fit: [...order.fit, order.reach[0]!] }), 400, { reach: PLAYER_RECRUITING_TEXTS.orderMismatch });
  });

  it('removes a program; removing it again is 404', async () => {
    const id = await program(2, 'marvel-rivals');
    await put(`/college-board/${id}`, { bucket: 'fit' });
    expect((await t.app.inject({ method: 'DELETE', url: url(`/college-board/${id}`), headers: asPlayer })).statusCode).toBe(204);
    expect((await board()).items.some((item) => item.program.id === id)).toBe(false);
    await expectRefused(() => t.app.inject({ method: 'DELETE', url: url(`/college-board/${id}`), headers: asPlayer }), 404);
  });

  it('bad input: 400 with field messages; an unknown program 404; nothing changes', async () => {
    const id = await program(2, 'marvel-rivals');
    await expectRefused(() => put(`/college-board/${id}`, { bucket: 'dream' }), 400, { bucket: PLAYER_RECRUITING_TEXTS.chooseBucket });
    await expectRefused(() => put(`/college-board/${id}`, { bucket: 'fit', note: '<b>hi</b>' }), 400, { note: /plain text/ });
    await expectRefused(() => put(`/college-board/${id}`, { bucket: 'fit', note: 'x'.repeat(2001) }), 400, { note: /at most 2000/ });
    await expectRefused(() => put('/college-board/not-a-program', { bucket: 'fit' }), 400, { 'params.programId': PLAYER_RECRUITING_TEXTS.programNotFound });
    const missing = await expectRefused(() => put('/college-board/00000000-0000-4000-8000-000000000000', { bucket: 'fit' }), 404);
    expect(missing.message).toBe(PLAYER_RECRUITING_TEXTS.programNotFound);
  });

  it('suggests the best programs of the games the player plays that are not on the board, each with its group', async () => {
    const diamond2 = await tierOf(t.app.ctx.db, 'valorant', 'Diamond 2');
    const ascendant1 = await tierOf(t.app.ctx.db, 'valorant', 'Ascendant 1');
    const gold1 = await tierOf(t.app.ctx.db, 'valorant', 'Gold 1');
    const above = await program(1, 'valorant', { minTierId: gold1.tierId, targetTierId: ascendant1.tierId, isRecruiting: true });
    const atTarget = await program(2, 'valorant', { minTierId: gold1.tierId, targetTierId: diamond2.tierId, isRecruiting: true, classYears: [2027] });
    const before = await board();
    expect(before.hasMatch).toBe(true);
    const byId = new Map(before.suggestions.map((suggestion) => [suggestion.program.id, suggestion]));
    expect(byId.get(above)).toMatchObject({ bucket: 'reach', reason: expect.stringMatching(/^Rank below the program's target: Diamond 2/) });
    expect(byId.get(atTarget)?.bucket).not.toBe(undefined);
    expect(byId.get(atTarget)?.reason).not.toMatch(/Rank below/);
    const scores = before.suggestions.map((suggestion) => suggestion.match.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    // On the board: no longer suggested, and shown with the player's match.
    const added = (await put(`/college-board/${above}`, { bucket: 'reach' })).json() as CollegeBoard;
    expect(added.suggestions.some((suggestion) => suggestion.program.id === above)).toBe(false);
    expect(added.items.find((item) => item.program.id === above)!.match).toMatchObject({ score: byId.get(above)!.match.score });
  });

  it('lists upcoming deadlines of the board programs only: published forms closing and tryouts, soonest first', async () => {
    const day = 24 * 3600 * 1000;
    const soon = new Date(Date.now() + 3 * day);
    const later = new Date(Date.now() + 10 * day);
    const past = new Date(Date.now() - day);
    const onBoard = await program(2, 'league-of-legends', { tryoutsAt: later });
    const pastTryouts = await program(2, 'league-of-legends', { tryoutsAt: past });
    const offBoard = await program(2, 'league-of-legends', { tryoutsAt: soon });
    const open = await insertPublishedForm(t.app.ctx.db, onBoard, { title: 'Spring interest', closesAt: soon });
    await insertPublishedForm(t.app.ctx.db, onBoard, { title: 'Closed already', closesAt: past });
    await insertPublishedForm(t.app.ctx.db, onBoard, { title: 'A draft', closesAt: soon, status: 'draft' });
    await insertPublishedForm(t.app.ctx.db, offBoard, { title: 'Not on the board', closesAt: soon });
    await put(`/college-board/${onBoard}`, { bucket: 'fit' });
    await put(`/college-board/${pastTryouts}`, { bucket: 'fit' });
    const { deadlines } = await board();
    expect(deadlines).toEqual([
      { programId: onBoard, kind: 'form_closes', at: soon.toISOString(), formTitle: 'Spring interest', formId: open.formId },
      { programId: onBoard, kind: 'tryouts', at: later.toISOString(), formTitle: null, formId: null },
    ]);
  });
});

describe("the player's own pipeline", () => {
  it('a submission: Interested (derived); a withdrawn one counts for nothing', async () => {
    const id = await program(1, 'overwatch');
    const form = await insertPublishedForm(t.app.ctx.db, id);
    const submissionId = await insertSubmission(t.app.ctx.db, { ...form, programId: id }, { userId: player.id, name: 'Riley', email: player.email });
    expect(await rowOf(id)).toMatchObject({ stage: 'interested', stageSource: 'derived', derivedStage: 'interested', signals: ['submission'], submission: { id: submissionId, status: 'new' } });
    const withdrawn = await program(1, 'overwatch');
    const other = await insertPublishedForm(t.app.ctx.db, withdrawn);
    await insertSubmission(t.app.ctx.db, { ...other, programId: withdrawn }, { userId: player.id, name: 'Riley', email: player.email }, { status: 'withdrawn' });
    expect(await rowOf(withdrawn)).toBeUndefined();
  });

  it("staff of the program's college writing to the player: Contacted, linking the conversation; anyone else's message: nothing", async () => {
    const id = await program(0, 'valorant');
    const strangersConversation = await insertConversationMessage(t.app.ctx.db, stranger.id, player.id);
    expect((await pipeline()).rows.some((row) => row.conversationId === strangersConversation)).toBe(false);
    expect(await rowOf(id)).toBeUndefined();
    // The player writing to staff is not staff writing to them.
    await insertConversationMessage(t.app.ctx.db, player.id, staff.id);
    expect(await rowOf(id)).toBeUndefined();
    const conversationId = await insertConversationMessage(t.app.ctx.db, staff.id, player.id);
    expect(await rowOf(id)).toMatchObject({ stage: 'contacted', stageSource: 'derived', signals: ['conversation'], conversationId });
  });

  it('outcomes: verbal is Offer, signed is Committed; a withdrawn outcome counts for nothing', async () => {
    const verbal = await program(1, 'marvel-rivals');
    // One open outcome per player and college (decision 041): the signed one is with another college.
    const signed = await program(2, 'marvel-rivals');
    const withdrawn = await program(1, 'marvel-rivals');
    const verbalId = await insertOutcome(t.app.ctx.db, { playerUserId: player.id, collegeId: colleges[1]!.id, programId: verbal, status: 'verbal' });
    await insertOutcome(t.app.ctx.db, { playerUserId: player.id, collegeId: colleges[2]!.id, programId: signed, status: 'signed' });
    await insertOutcome(t.app.ctx.db, { playerUserId: player.id, collegeId: colleges[1]!.id, programId: withdrawn, status: 'committed', withdrawn: true });
    expect(await rowOf(verbal)).toMatchObject({ stage: 'offer', outcome: { id: verbalId, status: 'verbal' }, signals: ['outcome'] });
    expect((await rowOf(signed))!.stage).toBe('committed');
    expect(await rowOf(withdrawn)).toBeUndefined();
  });

  it("the player's own stage, note and archive; null follows the derived stage again; a program added by hand", async () => {
    const id = await program(2, 'counter-strike');
    const form = await insertPublishedForm(t.app.ctx.db, id);
    await insertSubmission(t.app.ctx.db, { ...form, programId: id }, { userId: player.id, name: 'Riley', email: player.email });
    let response = await put(`/pipeline/${id}`, { stage: 'evaluating', note: 'Campus visit in May' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as PlayerPipeline).rows.find((row) => row.program.id === id)).toMatchObject({
      stage: 'evaluating', stageSource: 'own', derivedStage: 'interested', note: 'Campus visit in May', archived: false,
    });
    await put(`/pipeline/${id}`, { archived: true });
    expect(await rowOf(id)).toMatchObject({ stage: 'evaluating', note: 'Campus visit in May', archived: true });
    await put(`/pipeline/${id}`, { stage: null, archived: false });
    expect(await rowOf(id)).toMatchObject({ stage: 'interested', stageSource: 'derived', note: 'Campus visit in May', archived: false });
    const byHand = await program(2, 'counter-strike');
    response = await put(`/pipeline/${byHand}`, { note: 'Found at a LAN' });
    expect((response.json() as PlayerPipeline).rows.find((row) => row.program.id === byHand)).toMatchObject({ stage: 'interested', stageSource: 'own', derivedStage: null, signals: [] });
  });

  it('bad input: 400 with field messages; an unknown program 404; nothing changes', async () => {
    const id = await program(2, 'rocket-league');
    await expectRefused(() => put(`/pipeline/${id}`, { stage: 'signed' }), 400, { stage: PLAYER_RECRUITING_TEXTS.chooseStage });
    await expectRefused(() => put(`/pipeline/${id}`, {}), 400, { stage: PLAYER_RECRUITING_TEXTS.nothingToChange });
    await expectRefused(() => put(`/pipeline/${id}`, { note: '<script>x</script>' }), 400, { note: /plain text/ });
    await expectRefused(() => put(`/pipeline/${id}`, { archived: 'yes' }), 400, { archived: /true or false/ });
    await expectRefused(() => put('/pipeline/00000000-0000-4000-8000-000000000000', { stage: 'offer' }), 404);
  });

  it("never reads a program's internal pipeline: its stage, moves, notes, owner and tags change nothing here", async () => {
    const id = await program(0, 'rocket-league');
    const form = await insertPublishedForm(t.app.ctx.db, id);
    await insertSubmission(t.app.ctx.db, { ...form, programId: id }, { userId: player.id, name: 'Riley', email: player.email });
    const before = await pipeline();
    const db = t.app.ctx.db;
    await db.execute(sql`insert into pipeline_entries (program_id, player_user_id, stage, source, owner_user_id, tags)
      values (${id}, ${player.id}, 'evaluating', 'form', ${staff.id}, array['top prospect'])`);
    await db.execute(sql`insert into pipeline_notes (entry_id, author_user_id, body)
      select id, ${staff.id}, 'Internal: weak comms' from pipeline_entries where program_id = ${id} and player_user_id = ${player.id}`);
    await db.execute(sql`update pipeline_entries set stage = 'committed' where program_id = ${id} and player_user_id = ${player.id}`);
    const after = await pipeline();
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toMatch(/weak comms|top prospect/);
  });
});
