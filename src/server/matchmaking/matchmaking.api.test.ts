/**
 * "Find a team" and applying (docs/decisions/047): the list's candidates,
 * scores factor by factor, order, pages and filters; the application as a
 * message to the team's owner and on the team's Recruiting tab; the rank
 * range and availability of a post as the team edits them; bad input.
 * Find players and Find scrims: matchmaking-team-search.api.test.ts.
 * Access per role: matchmaking-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindTeamsResponse, RecruitingApplicationsResponse } from '#shared/contracts/matchmaking.ts';
import { setProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { headers, insertPost as insertPostRow, openMatchmakingWorld } from '#server/test/matchmaking/matchmaking-world.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let owner: TestUser;
let player: TestUser;
let minor: TestUser;
let teamId: string;
let lolTeamId: string;
let bestPostId: string;
let inactivePostId: string;
let archivedPostId: string;
let valorantId: string;

const insertPost = (values: Parameters<typeof insertPostRow>[1]) => insertPostRow(t.database.db, values);

beforeAll(async () => {
  ({ t, owner, player, minor, teamId, lolTeamId, bestPostId, inactivePostId, archivedPostId, valorantId } = await openMatchmakingWorld());
});
afterAll(async () => t.close());

async function findTeams(user: TestUser, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/matchmaking/teams${query}`, headers: headers(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FindTeamsResponse;
}

describe('GET /api/matchmaking/teams', () => {
  it('ranks the active posts of teams that are not archived, each factor explained', async () => {
    const body = await findTeams(player, '?level=competitive');
    expect(body.eligibility).toBe('player');
    const titles = body.items.map((item) => item.post.title);
    expect(titles).toEqual(['Controller for our Valorant roster', 'Support main wanted']);
    expect(body.total).toBe(2);
    const [best, other] = body.items;
    expect(best!.match.score).toBe(100);
    expect(best!.match.band).toBe('excellent');
    expect(best!.game).toEqual({ titleId: valorantId, name: 'Valorant', playLevel: 'competitive' });
    expect(best!.match.factors.map((factor) => [factor.key, factor.value, factor.evidence])).toEqual([
      ['title', 1, 'Valorant: on your profile'],
      ['rank', 1, 'Diamond 2 is within Gold 1 to Ascendant 3'],
      ['roles', 1, 'Controller (main role) is needed'],
      ['availability', 1, "10 of the team's 10 hours a week overlap yours"],
      ['level', 1, 'Competitive vs Competitive wanted'],
      ['commitment', 1, '10 h a week vs about 8 h for Competitive'],
    ]);
    expect(best!.match.confidence).toEqual({ value: 1, level: 'high', unknown: [] });
    // The LoL team's post: not the player's game, no rank range, no availability.
    expect(other!.match.factors.find((factor) => factor.key === 'title')).toMatchObject({ value: 0, evidence: 'League of Legends: not among your games' });
    expect(other!.match.confidence.unknown).toEqual(['rank', 'roles', 'availability', 'commitment']);
    expect(other!.match.score).toBeLessThan(50);
  });

  it('without a wanted level the level factor is unknown and the confidence says so', async () => {
    const body = await findTeams(player);
    const best = body.items[0]!;
    expect(best.match.factors.find((factor) => factor.key === 'level')).toMatchObject({ value: null });
    expect(best.match.confidence.unknown).toEqual(['level']);
    expect(best.match.score).toBe(95);
  });

  it('compares availability across time zones: an hour apart, four of five evening hours overlap', async () => {
    await setProfile(t.database.db, player.id, { timeZone: 'America/New_York' });
    try {
      const best = (await findTeams(player, '?level=competitive')).items[0]!;
      expect(best.match.factors.find((factor) => factor.key === 'availability')).toMatchObject({ value: 0.8 });
      expect(best.match.score).toBe(96);
    } finally {
      await setProfile(t.database.db, player.id, { timeZone: 'America/Chicago' });
    }
  });

  it('filters by game, commitment and paid posts', async () => {
    expect((await findTeams(player, '?game=league-of-legends')).items.map((item) => item.post.title)).toEqual(['Support main wanted']);
    expect((await findTeams(player, '?commitment=competitive')).items.map((item) => item.post.title)).toEqual(['Controller for our Valorant roster']);
    expect((await findTeams(player, '?paid=true')).total).toBe(0);
  });

  it('filters by role needed, fits my rank and overlapping times (session 24)', async () => {
    const titles = async (query: string) => (await findTeams(player, query)).items.map((item) => item.post.title);
    expect(await titles('?role=Controller')).toEqual(['Controller for our Valorant roster']);
    expect(await titles('?role=Support')).toEqual(['Support main wanted']);
    const [ascendant3] = [await tierOf(t.database.db, 'valorant', 'Ascendant 3')];
    const high = await insertPost({ teamId, title: 'Ascendant and up', esportsTitleId: valorantId, minTierOrdinal: ascendant3.ordinal });
    try {
      expect(await titles('')).toContain('Ascendant and up');
      // Diamond 2 is below the range: left out; a post without a range stays.
      expect((await titles('?fitsRank=true')).sort()).toEqual(['Controller for our Valorant roster', 'Support main wanted']);
    } finally {
      await t.database.db.execute(sql`delete from team_recruiting_posts where id = ${high}`);
    }
    // Riley's two evenings (10 h) meet the post's; the League post has no times.
    expect(await titles('?minOverlapHours=6')).toEqual(['Controller for our Valorant roster']);
    expect(await titles('?minOverlapHours=11')).toEqual([]);
    expect(await titles('?minOverlapHours=0')).toHaveLength(2);
  });

  it('pages by score, then post id, with no row twice', async () => {
    const db = t.database.db;
    const extra = await rowsOf<{ id: string }>(
      db,
      sql`insert into team_recruiting_posts (team_id, title) select ${lolTeamId}, 'Bulk ' || n from generate_series(1, 25) n returning id`,
    );
    try {
      const first = await findTeams(player, '?page=1');
      const second = await findTeams(player, '?page=2');
      expect(first.total).toBe(27);
      expect(first.items).toHaveLength(20);
      expect(second.items).toHaveLength(7);
      const all = [...first.items, ...second.items];
      expect(new Set(all.map((item) => item.post.id)).size).toBe(27);
      for (let i = 1; i < all.length; i += 1) {
        const [a, b] = [all[i - 1]!, all[i]!];
        const ordered = a.match.score > b.match.score || (a.match.score === b.match.score && (a.match.confidence.value > b.match.confidence.value || (a.match.confidence.value === b.match.confidence.value && a.post.id < b.post.id)));
        expect(ordered, `${i}`).toBe(true);
      }
    } finally {
      await db.execute(sql`delete from team_recruiting_posts where id in ${extra.map((row) => row.id)}`);
    }
  });

  it('a player without a game profile is told so', async () => {
    const newcomer = await signUpUser(t.app);
    expect(await findTeams(newcomer)).toMatchObject({ eligibility: 'no_player_profile', items: [], total: 0 });
  });

  it('bad input: 400 with the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?game=chess', 'game'],
      ['?level=elite', 'level'],
      ['?paid=maybe', 'paid'],
      ['?role=Wizard', 'role'],
      ['?fitsRank=yes', 'fitsRank'],
      ['?minOverlapHours=999', 'minOverlapHours'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/matchmaking/teams${query}`, headers: headers(player) });
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
    // A player without weekly times cannot filter by overlap: the field says why.
    const noTimes = await t.app.inject({ method: 'GET', url: '/api/matchmaking/teams?minOverlapHours=1', headers: headers(minor) });
    expect(noTimes.statusCode).toBe(400);
    expect(noTimes.json()).toMatchObject({ error: { fields: { 'querystring.minOverlapHours': 'Add your weekly availability to your profile to filter by overlapping times.' } } });
  });
});

describe('POST /api/matchmaking/posts/:postId/applications', () => {
  const apply = (user: TestUser, postId: string, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url: `/api/matchmaking/posts/${postId}/applications`, headers: headers(user), payload: payload as object });

  it('sends the application to the team owner as a message and lists it on the Recruiting tab', async () => {
    const response = await apply(player, bestPostId, { message: 'I main Omen and Viper.' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { messaged: boolean; conversationId: string };
    expect(body.messaged).toBe(true);
    const [message] = await rowsOf<{ body: string; senderId: string }>(
      t.database.db,
      sql`select m.body, m.sender_id as "senderId" from messages m where m.conversation_id = ${body.conversationId}`,
    );
    expect(message).toEqual({
      senderId: player.id,
      body: 'Application: Controller for our Valorant roster (Red River Rising)\nMatch: 95%\n\nI main Omen and Viper.',
    });
    const [unread] = await rowsOf<{ unread: number }>(
      t.database.db,
      sql`select unread_count as unread from conversation_participants where conversation_id = ${body.conversationId} and user_id = ${owner.id}`,
    );
    expect(unread!.unread).toBe(1);

    const list = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/recruiting-applications`, headers: headers(owner) });
    expect(list.statusCode).toBe(200);
    const { applications } = list.json() as RecruitingApplicationsResponse;
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({
      postId: bestPostId,
      postTitle: 'Controller for our Valorant roster',
      applicant: { userId: player.id, displayName: 'Riley' },
      message: 'I main Omen and Viper.',
      score: 95,
      conversationId: body.conversationId,
    });
    expect((await findTeams(player)).items[0]).toMatchObject({ applied: true });
  });

  it('twice is a 409 and changes nothing', async () => {
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    const response = await apply(player, bestPostId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: 'You already applied to this post.' } });
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
  });

  it('a minor who may not message the adult owner still applies; the Recruiting tab has it', async () => {
    const response = await apply(minor, bestPostId);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ messaged: false, conversationId: null });
    const list = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/recruiting-applications`, headers: headers(owner) });
    expect((list.json() as RecruitingApplicationsResponse).applications.map((a) => a.applicant.displayName)).toEqual(['Young Player', 'Riley']);
  });

  it('404 for an inactive post, a post of an archived team and an unknown post; the owner may not apply to their own', async () => {
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    for (const postId of [inactivePostId, archivedPostId, '00000000-0000-4000-8000-000000000000']) {
      const response = await apply(player, postId);
      expect(response.statusCode, postId).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: 'Recruiting post not found' } });
    }
    expect((await apply(owner, bestPostId)).statusCode).toBe(409);
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
  });

  it('bad input: 400 and nothing written', async () => {
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    expect((await apply(player, 'not-a-uuid')).statusCode).toBe(400);
    const html = await apply(player, inactivePostId, { message: '<b>hi</b>' });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ error: { fields: { message: 'Message must be plain text (no HTML tags)' } } });
    expect((await apply(player, inactivePostId, { message: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
  });
});

describe('a post’s game, rank range and availability (the team edits them)', () => {
  const url = () => `/api/teams/${teamId}/recruiting-posts`;

  it('saves them and refuses a rank of another ladder, a range upside down, a range without a game, an unknown zone', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: headers(owner),
      payload: { title: 'Sentinel wanted', esportsTitleId: valorantId, minTierOrdinal: 10, maxTierOrdinal: 20, availability: ['sat:afternoon'], timeZone: 'Europe/Berlin' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const [row] = await rowsOf<Record<string, unknown>>(
      t.database.db,
      sql`select esports_title_id as "titleId", min_tier_ordinal as min, max_tier_ordinal as max, availability, time_zone as zone from team_recruiting_posts where id = ${id}`,
    );
    expect(row).toEqual({ titleId: valorantId, min: 10, max: 20, availability: ['sat:afternoon'], zone: 'Europe/Berlin' });

    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    for (const [payload, field] of [
      [{ maxTierOrdinal: 99 }, 'maxTierOrdinal'],
      [{ minTierOrdinal: 21 }, 'maxTierOrdinal'],
      [{ esportsTitleId: '00000000-0000-4000-8000-000000000000' }, 'esportsTitleId'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ availability: ['tue:noon'] }, 'availability'],
    ] as const) {
      const response = await t.app.inject({ method: 'PATCH', url: `${url()}/${id}`, headers: headers(owner), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(payload)).toContain(field);
    }
    const noGame = await t.app.inject({ method: 'POST', url: url(), headers: headers(owner), payload: { title: 'x', minTierOrdinal: 3 } });
    expect(noGame.statusCode).toBe(400);
    expect(noGame.json()).toMatchObject({ error: { fields: { minTierOrdinal: 'Pick a game before a rank range' } } });
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);

    // Clearing the game clears its range.
    const cleared = await t.app.inject({ method: 'PATCH', url: `${url()}/${id}`, headers: headers(owner), payload: { esportsTitleId: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [after] = await rowsOf<Record<string, unknown>>(t.database.db, sql`select min_tier_ordinal as min, max_tier_ordinal as max from team_recruiting_posts where id = ${id}`);
    expect(after).toEqual({ min: null, max: null });
    await t.database.db.execute(sql`delete from team_recruiting_posts where id = ${id}`);
  });
});
