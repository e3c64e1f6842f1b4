/**
 * "Find players" for college staff (docs/decisions/047 "Session 23: college
 * staff"): the program's players open to college recruiting, scored with
 * the program's match (the recruiter search's number), explained, ordered,
 * filtered, paged, minors only where the rules show them, "already in this
 * program's pipeline" marked; and "Invite to tryout" (a pipeline entry with
 * source matchmaking, its history row and realtime event, the plan's limit,
 * 409 twice, 404 for a player the viewer may not find, 400 for bad input).
 * Who may call each route: matchmaking-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLEGE_FIND_PLAYERS_TEXTS, type ProgramPlayersResponse } from '#shared/contracts/matchmaking-college.ts';
import type { PlayerSearchResponse } from '#shared/contracts/player-search.ts';
import { COLLEGE_PLANS } from '#shared/access/plans.ts';
import { claimedColleges, signUpScoped, type TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import { insertProgram } from '#server/test/colleges/college-edit-test-data.ts';
import { linkGuardian, recordRealtime } from '#server/test/messaging/messaging-test-data.ts';
import { historyOf, insertEntry, insertManyEntries } from '#server/test/pipeline/pipeline-test-data.ts';
import { addGameProfile, publishProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { insertUser, statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let college: TestCollege;
let programId: string;
let admin: TestUser;
let staff: TestUser;

const players: Record<string, string> = {};
const as = (user: TestUser) => ({ cookie: user.cookie, origin: 'http://localhost:3000' });
const list = (query = '', user: TestUser = admin, program = programId) =>
  t.app.inject({ method: 'GET', url: `/api/matchmaking/programs/${program}/players${query}`, headers: as(user) });
const invite = (payload: object, user: TestUser = admin, program = programId) =>
  t.app.inject({ method: 'POST', url: `/api/matchmaking/programs/${program}/tryout-invitations`, headers: as(user), payload });
const names = (body: ProgramPlayersResponse) => body.items.map((item) => item.player.displayName);

/** A player straight in the database: published (recruiters_only unless told), open to college recruiting, Valorant at `tier`. */
async function player(
  displayName: string,
  options: { tier?: string; role?: string; gradYear?: number; state?: string; openTo?: ('college_recruiting' | 'looking_for_team')[]; visibility?: 'public' | 'recruiters_only' | 'private'; game?: string } = {},
) {
  const user = await insertUser(t.app.ctx.db, displayName);
  await publishProfile(t.app.ctx.db, user.id, {
    displayName,
    firstName: 'First',
    lastName: 'Last',
    visibility: options.visibility ?? 'recruiters_only',
    gradYear: options.gradYear ?? 2027,
    state: options.state ?? 'TX',
    birthDate: '2000-01-01',
    openTo: options.openTo ?? ['college_recruiting'],
  });
  await addGameProfile(t.app.ctx.db, user.id, options.game ?? 'valorant', options.tier ?? 'Diamond 2', { primaryRole: options.role ?? 'Duelist' });
  players[displayName] = user.id;
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  [college] = (await claimedColleges(db, 1, 7)) as [TestCollege];
  const gold = await tierOf(db, 'valorant', 'Gold 1');
  const immortal = await tierOf(db, 'valorant', 'Immortal 1');
  programId = await insertProgram(db, college.id, 'valorant', 'varsity', { classYears: [2027], minTierId: gold.tierId, targetTierId: immortal.tierId });
  await db.execute(sql`insert into college_program_roles (program_id, role, count, priority) values (${programId}, 'Duelist', 2, 'high')`);
  admin = await signUpScoped(t.app, ['programs_college_admin'], college.id, { displayName: 'Coach Admin' });
  staff = await signUpScoped(t.app, ['programs_college_staff'], college.id, { displayName: 'Coach Staff' });

  await player('Ace Immortal', { tier: 'Immortal 1', role: 'Duelist', gradYear: 2027 });
  await player('Bea Diamond', { tier: 'Diamond 2', role: 'Duelist', gradYear: 2027, visibility: 'public' });
  await player('Cy Gold Sentinel', { tier: 'Gold 1', role: 'Sentinel', gradYear: 2028, state: 'CA' });
  await player('Dee Iron', { tier: 'Iron 1', role: 'Controller', gradYear: 2030 });
  // Not listed: not open to college recruiting, private, another game only.
  await player('Eli Team Only', { openTo: ['looking_for_team'] });
  await player('Fay Private', { visibility: 'private' });
  await player('Gus Other Game', { game: 'rocket-league', tier: 'Champion I', role: 'Striker' });
});
afterAll(async () => t.close());

describe('the list', () => {
  it('lists the players open to college recruiting of the program’s game, best match first, each explained factor by factor', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProgramPlayersResponse;
    expect(body.program).toMatchObject({ id: programId, titleSlug: 'valorant', titleName: 'Valorant' });
    expect(new Set(names(body))).toEqual(new Set(['Ace Immortal', 'Bea Diamond', 'Cy Gold Sentinel', 'Dee Iron']));
    expect(body.total).toBe(4);
    // Ordered by score, then confidence, then user id.
    for (let index = 1; index < body.items.length; index += 1) {
      const [a, b] = [body.items[index - 1]!, body.items[index]!];
      expect(a.match.score > b.match.score || (a.match.score === b.match.score && (a.match.confidence.value > b.match.confidence.value || a.player.userId < b.player.userId))).toBe(true);
    }
    expect(names(body)[0]).toBe('Ace Immortal');
    const ace = body.items[0]!;
    expect(ace.match.factors.map((factor) => factor.label)).toEqual(['Skill', 'Role', 'Class year', 'Academics', 'Location', 'Cost', 'Level']);
    expect(ace.match.factors.every((factor) => typeof factor.evidence === 'string')).toBe(true);
    expect(ace.player).toEqual({ userId: players['Ace Immortal'], displayName: 'Ace Immortal', slug: expect.any(String), avatarUrl: null, tierName: 'Immortal 1', primaryRole: 'Duelist', secondaryRole: null, classYear: 2027, state: 'TX' });
    // The Iron player is below the program's minimum rank: capped, with the reason.
    const iron = body.items.find((item) => item.player.displayName === 'Dee Iron')!;
    expect(iron.match.caps.map((cap) => cap.kind)).toContain('rank_below_minimum');
  });

  it('gives the same score as the recruiter search with the program’s match', async () => {
    const ours = (await list()).json() as ProgramPlayersResponse;
    const search = (await t.app.inject({ method: 'GET', url: `/api/players?program=${programId}&sort=match`, headers: as(admin) })).json() as PlayerSearchResponse;
    for (const item of ours.items) {
      const row = search.rows.find((candidate) => candidate.userId === item.player.userId);
      expect(row?.match?.score, item.player.displayName).toBe(item.match.score);
      expect(row?.match?.band).toBe(item.match.band);
    }
  });

  it('filters by class year, role, rank range, state, and leaves out the pipeline on request; marks who is in it', async () => {
    const db = t.app.ctx.db;
    const gold = await tierOf(db, 'valorant', 'Gold 1');
    const diamond = await tierOf(db, 'valorant', 'Diamond 3');
    expect(names((await list('?classYears=2028')).json())).toEqual(['Cy Gold Sentinel']);
    expect(new Set(names((await list('?roles=Duelist')).json()))).toEqual(new Set(['Ace Immortal', 'Bea Diamond']));
    expect(new Set(names((await list(`?minTier=${gold.tierId}&maxTier=${diamond.tierId}`)).json()))).toEqual(new Set(['Bea Diamond', 'Cy Gold Sentinel']));
    expect(names((await list('?state=CA')).json())).toEqual(['Cy Gold Sentinel']);

    const entryId = await insertEntry(db, programId, players['Bea Diamond']!);
    try {
      const marked = (await list()).json() as ProgramPlayersResponse;
      expect(marked.items.find((item) => item.player.displayName === 'Bea Diamond')?.inPipeline).toBe(true);
      expect(marked.items.filter((item) => item.inPipeline)).toHaveLength(1);
      expect(names((await list('?notInPipeline=true')).json())).not.toContain('Bea Diamond');
    } finally {
      await db.execute(sql`delete from pipeline_entries where id = ${entryId}`);
    }
  });

  it('answers bad filters with 400 on the field', async () => {
    const otherLadder = await tierOf(t.app.ctx.db, 'rocket-league', 'Champion I');
    const cases: [string, string][] = [
      ['?roles=Striker', 'querystring.roles'],
      ['?roles=Nope', 'querystring.roles'],
      [`?minTier=${otherLadder.tierId}`, 'querystring.minTier'],
      ['?classYears=27', 'querystring.classYears'],
      ['?page=0', 'querystring.page'],
      ['?state=ZZ', 'querystring.state'],
    ];
    for (const [query, field] of cases) {
      const response = await list(query);
      expect(response.statusCode, `${query} ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), query).toContain(field);
    }
  });

  it('pages with the exact total', async () => {
    const page2 = (await list('?page=2')).json() as ProgramPlayersResponse;
    expect(page2).toMatchObject({ items: [], total: 4, page: 2, pageSize: 20 });
  });

  it('answers a page in two statements after the session and the program', async () => {
    const counting = await statementCountingApp(t);
    try {
      const cookie = await counting.signIn(admin.email);
      const withoutTiers = await counting.count({ method: 'GET', url: `/api/matchmaking/programs/${programId}/players`, headers: { cookie } });
      expect(withoutTiers.response.statusCode).toBe(200);
      const gold = await tierOf(t.app.ctx.db, 'valorant', 'Gold 1');
      const withTiers = await counting.count({ method: 'GET', url: `/api/matchmaking/programs/${programId}/players?minTier=${gold.tierId}`, headers: { cookie } });
      expect(withTiers.response.statusCode).toBe(200);
      // The ladder check is the only statement a tier filter adds; the list itself is one.
      expect(withTiers.statements.length - withoutTiers.statements.length).toBe(1);
      expect(withoutTiers.statements.filter((statement) => statement.includes('player_search_rows'))).toHaveLength(1);
    } finally {
      await counting.close();
    }
  });
});

describe('minors', () => {
  it('lists a minor only where the rules show them to recruiters (guardian approved), by display name only', async () => {
    const db = t.app.ctx.db;
    const minorBirth = `${new Date().getUTCFullYear() - 16}-01-01`;
    const approved = await player('Min Approved', { tier: 'Diamond 2' });
    const hidden = await player('Min Hidden', { tier: 'Diamond 2' });
    const guardian = await insertUser(db, 'A Guardian');
    await linkGuardian(db, approved.id, guardian, 'active');
    await linkGuardian(db, hidden.id, guardian, 'active');
    await db.execute(sql`update user_profiles set birth_date = ${minorBirth}, guardian_approved_visibility = 'recruiters_only' where user_id = ${approved.id}`);
    await db.execute(sql`update user_profiles set birth_date = ${minorBirth}, guardian_approved_visibility = null where user_id = ${hidden.id}`);
    try {
      const response = await list();
      const body = response.json() as ProgramPlayersResponse;
      expect(names(body)).toContain('Min Approved');
      expect(names(body)).not.toContain('Min Hidden');
      expect(response.body).not.toContain('First');
      expect(response.body).not.toContain('Last');
      const before = await tableCounts(db, ['sessions', 'rate_limits']);
      const refused = await invite({ playerUserId: hidden.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(COLLEGE_FIND_PLAYERS_TEXTS.playerNotFound);
      expect(await tableCounts(db, ['sessions', 'rate_limits'])).toEqual(before);
    } finally {
      await db.execute(sql`update user_profiles set is_published = false where user_id in (${approved.id}, ${hidden.id})`);
    }
  });
});

describe('Invite to tryout', () => {
  it('adds the player at Interested with source matchmaking, a history row and the realtime event; the list then marks them', async () => {
    const recorder = recordRealtime(t.app);
    try {
      const response = await invite({ playerUserId: players['Cy Gold Sentinel'] }, staff);
      expect(response.statusCode, response.body).toBe(201);
      const { entryId, stage } = response.json() as { entryId: string; stage: string };
      expect(stage).toBe('interested');
      const [entry] = await rowsOf<{ source: string; stage: string; createdBy: string; snapshot: { percent: number } | null }>(
        t.app.ctx.db,
        sql`select source, stage, created_by_user_id as "createdBy", match_snapshot as snapshot from pipeline_entries where id = ${entryId}`,
      );
      expect(entry).toMatchObject({ source: 'matchmaking', stage: 'interested', createdBy: staff.id });
      const listed = ((await list()).json() as ProgramPlayersResponse).items.find((item) => item.player.displayName === 'Cy Gold Sentinel')!;
      expect(entry?.snapshot?.percent).toBe(listed.match.score);
      expect(listed.inPipeline).toBe(true);
      expect(await historyOf(t.app.ctx.db, entryId)).toEqual([{ fromStage: null, toStage: 'interested', actorUserId: staff.id }]);
      expect(recorder.calls.find((call) => call.event.type === 'pipeline.changed')?.event).toMatchObject({ programId, entryId, change: 'added', actorUserId: staff.id });

      // Again: 409 with the message, nothing changes.
      const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
      const again = await invite({ playerUserId: players['Cy Gold Sentinel'] });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(COLLEGE_FIND_PLAYERS_TEXTS.alreadyInPipeline);
      expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
    } finally {
      recorder.restore();
    }
  });

  it('refuses bad input (400), a player the viewer cannot find (404) and nothing changes', async () => {
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    for (const payload of [{}, { playerUserId: '' }, { playerUserId: 42 }, { playerUserId: 'x'.repeat(101) }]) {
      const response = await invite(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain('playerUserId');
    }
    for (const name of ['Eli Team Only', 'Fay Private', 'Gus Other Game']) {
      const response = await invite({ playerUserId: players[name] });
      expect(response.statusCode, name).toBe(404);
    }
    expect((await invite({ playerUserId: 'no-such-user' })).statusCode).toBe(404);
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
  });

  it(`is refused (403) past the free plan's active pipeline entries, and nothing is added`, async () => {
    const db = t.app.ctx.db;
    const limit = COLLEGE_PLANS.free.limits.active_pipeline_entries!;
    await db.execute(sql`insert into subscriptions (subject_type, subject_id, plan) values ('college', ${college.id}, 'free')
      on conflict (subject_type, subject_id) do update set plan = excluded.plan`);
    const fillerProgram = await insertProgram(db, college.id, 'rocket-league', 'varsity');
    const used = (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from pipeline_entries e join college_programs p on p.id = e.program_id
      where p.college_id = ${college.id} and e.stage not in ('committed', 'not_a_fit')`))[0]!.n;
    await insertManyEntries(db, fillerProgram, { prefix: 'mm-limit', count: limit - used, stage: 'contacted' });
    try {
      const response = await invite({ playerUserId: players['Dee Iron'] });
      expect(response.statusCode, response.body).toBe(403);
      const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from pipeline_entries where program_id = ${programId} and player_user_id = ${players['Dee Iron']!}`);
      expect(row?.n).toBe(0);
    } finally {
      await db.execute(sql`delete from pipeline_entries where program_id = ${fillerProgram}`);
      await db.execute(sql`delete from subscriptions where subject_type = 'college' and subject_id = ${college.id}`);
    }
  });
});
