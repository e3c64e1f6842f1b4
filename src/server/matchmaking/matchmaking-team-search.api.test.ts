/**
 * What a team manager finds (docs/decisions/047): Find players with the post's scores and
 * tryout invitations; Find scrims, its filters and proposals that put a practice on both schedules.
 * "Find a team" and applying are matchmaking.api.test.ts; access per role:
 * matchmaking-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindPlayersResponse, FindScrimsResponse, ScrimProposalsResponse } from '#shared/contracts/matchmaking.ts';
import { setProfile } from '#server/test/profiles/player-test-data.ts';
import { insertGameProfile, insertTeam } from '#server/test/teams/team-test-data.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { headers, openMatchmakingWorld } from '#server/test/matchmaking/matchmaking-world.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let owner: TestUser;
let player: TestUser;
let minor: TestUser;
let teamId: string;
let lolTeamId: string;
let bestPostId: string;
let valorantId: string;

beforeAll(async () => {
  ({ t, owner, player, minor, teamId, lolTeamId, bestPostId, valorantId } = await openMatchmakingWorld());
});
afterAll(async () => t.close());

describe('Find players and tryout invitations (a team manager)', () => {
  it('lists the players looking for a team whom the manager may see, by display name, scored against the post', async () => {
    const db = t.database.db;
    await setProfile(db, player.id, { isPublished: true, visibility: 'public', openTo: ['looking_for_team'], setupCompletedAt: new Date() });
    // A minor looking for a team, published without a guardian's approval: no one outside sees them.
    await setProfile(db, minor.id, { isPublished: true, visibility: 'public', openTo: ['looking_for_team'], lastName: 'Hidden' });
    const response = await t.app.inject({ method: 'GET', url: `/api/matchmaking/players?team=${teamId}&post=${bestPostId}`, headers: headers(owner) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as FindPlayersResponse;
    expect(body.items.map((item) => item.player.displayName)).toEqual(['Riley']);
    expect(JSON.stringify(body)).not.toContain('Hidden');
    expect(body.items[0]!.match.factors.find((factor) => factor.key === 'rank')).toMatchObject({ value: 1 });
    expect(body.items[0]!.invited).toBe(false);

    // With a guardian's approval of public, the minor shows as the profile rules show them: display name only.
    await setProfile(db, minor.id, { guardianApprovedVisibility: 'public' });
    const again = (await t.app.inject({ method: 'GET', url: `/api/matchmaking/players?team=${teamId}&post=${bestPostId}`, headers: headers(owner) })).json() as FindPlayersResponse;
    expect(again.items.map((item) => item.player.displayName).sort()).toEqual(['Riley', 'Young Player']);
    expect(JSON.stringify(again)).not.toContain('Hidden');
    await setProfile(db, minor.id, { guardianApprovedVisibility: null });
  });

  it('another team’s post is a 404; bad ids are 400; no post is the team’s own match (session 24)', async () => {
    const [lolPost] = await rowsOf<{ id: string }>(t.database.db, sql`select id from team_recruiting_posts where team_id = ${lolTeamId} limit 1`);
    const other = await t.app.inject({ method: 'GET', url: `/api/matchmaking/players?team=${teamId}&post=${lolPost!.id}`, headers: headers(owner) });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/matchmaking/players?team=x&post=${bestPostId}`, headers: headers(owner) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/matchmaking/players?team=${teamId}&post=x`, headers: headers(owner) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/matchmaking/players?team=${teamId}`, headers: headers(owner) })).statusCode).toBe(200);
  });

  it('invites a found player to a tryout: a pending trial invitation on the game roster; a player not found is a 404', async () => {
    const invite = (playerUserId: string) =>
      t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${teamId}/tryout-invitations`, headers: headers(owner), payload: { playerUserId, postId: bestPostId } });
    const response = await invite(player.id);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await rowsOf<{ role: string; kind: string; status: string; onGameRoster: boolean }>(
      t.database.db,
      sql`select role, kind, status, game_profile_id is not null as "onGameRoster" from team_invitations where team_id = ${teamId} and invitee_user_id = ${player.id}`,
    );
    expect(row).toEqual({ role: 'trial', kind: 'member', status: 'pending', onGameRoster: true });
    expect((await invite(player.id)).statusCode).toBe(409);
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    // The minor without approval is not findable by this manager: same 404 as nobody.
    for (const id of [minor.id, 'no-such-user']) {
      const refused = await invite(id);
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json()).toMatchObject({ error: { message: 'Player not found' } });
    }
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/matchmaking/players?team=${teamId}&post=${bestPostId}`, headers: headers(owner) })).json() as FindPlayersResponse;
    expect(listed.items[0]).toMatchObject({ invited: true });
  });
});

describe('Find scrims and proposals', () => {
  let rivalId: string;
  let rivalOwner: TestUser;

  beforeAll(async () => {
    const db = t.database.db;
    rivalOwner = await signUpUser(t.app, { displayName: 'Rival Owner' });
    const rival = await insertTeam(db, rivalOwner.id, { name: 'Rival Five' });
    rivalId = rival.id;
    await insertGameProfile(db, rivalId, valorantId, 'competitive');
    const far = await insertTeam(db, rivalOwner.id, { name: 'Pro Stack' });
    await insertGameProfile(db, far.id, valorantId, 'professional');
    await db.execute(sql`update teams set availability = '{tue:evening,thu:evening}', time_zone = 'America/Chicago' where id in (${teamId}, ${rivalId})`);
  });

  it('ranks the teams of the same game by level and availability overlap', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/matchmaking/scrims?team=${teamId}&level=any&minOverlapHours=0`, headers: headers(owner) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as FindScrimsResponse;
    expect(body.game).toMatchObject({ name: 'Valorant', playLevel: 'competitive' });
    expect(body.items.map((item) => [item.team.name, item.match.score])).toEqual([
      ['Rival Five', 100],
      ['Pro Stack', 40],
    ]);
    expect(body.items[1]!.match.factors.map((factor) => factor.evidence)).toEqual([
      'Both play Valorant',
      'Professional vs your Competitive',
      'Unknown: no availability on their team',
    ]);
  });

  it('by default only teams within one level with at least an hour a week in common; the filters widen or narrow it (session 24)', async () => {
    const db = t.database.db;
    const extra = await insertTeam(db, rivalOwner.id, { name: 'Casual Crew' });
    await insertGameProfile(db, extra.id, valorantId, 'casual');
    const semi = await insertTeam(db, rivalOwner.id, { name: 'Semi Squad' });
    await insertGameProfile(db, semi.id, valorantId, 'semi_professional');
    // Casual Crew shares Tuesday evening (5 h); Semi Squad plays Monday mornings only.
    await db.execute(sql`update teams set availability = '{tue:evening}', time_zone = 'America/Chicago' where id = ${extra.id}`);
    await db.execute(sql`update teams set availability = '{mon:morning}', time_zone = 'America/Chicago' where id = ${semi.id}`);
    const scrims = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/matchmaking/scrims?team=${teamId}${query}`, headers: headers(owner) });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as FindScrimsResponse;
      return { names: body.items.map((item) => item.team.name), filters: body.filters, total: body.total };
    };
    try {
      expect(await scrims('')).toEqual({ names: ['Rival Five', 'Casual Crew'], filters: { level: 'near', minOverlapHours: 1 }, total: 2 });
      expect((await scrims('&level=same')).names).toEqual(['Rival Five']);
      expect((await scrims('&minOverlapHours=6')).names).toEqual(['Rival Five']);
      expect((await scrims('&minOverlapHours=0')).names).toEqual(['Rival Five', 'Casual Crew', 'Semi Squad']);
      expect((await scrims('&level=any&minOverlapHours=0')).names).toEqual(['Rival Five', 'Casual Crew', 'Semi Squad', 'Pro Stack']);
      // A team without weekly times: overlap is not filtered by default, and asking for it is a 400 naming the field.
      await db.execute(sql`update teams set availability = '{}' where id = ${teamId}`);
      expect((await scrims('')).filters).toEqual({ level: 'near', minOverlapHours: 0 });
      const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
      for (const [query, field] of [
        ['&minOverlapHours=2', 'minOverlapHours'],
        ['&minOverlapHours=-1', 'minOverlapHours'],
        ['&level=similar', 'level'],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url: `/api/matchmaking/scrims?team=${teamId}${query}`, headers: headers(owner) });
        expect(response.statusCode, query).toBe(400);
        expect(JSON.stringify(response.json()), query).toContain(field);
      }
      expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
    } finally {
      await db.execute(sql`update teams set availability = '{tue:evening,thu:evening}' where id = ${teamId}`);
      await db.execute(sql`update teams set archived_at = now() where id in (${extra.id}, ${semi.id})`);
    }
  });

  it('a proposal, accepted by the other team’s manager, puts a practice on both schedules once', async () => {
    const scheduledAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/matchmaking/teams/${teamId}/scrim-proposals`,
      headers: headers(owner),
      payload: { toTeamId: rivalId, titleId: valorantId, scheduledAt, durationMinutes: 120, message: 'Best of three?' },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { id } = proposed.json() as { id: string };
    const twice = await t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${teamId}/scrim-proposals`, headers: headers(owner), payload: { toTeamId: rivalId, titleId: valorantId, scheduledAt } });
    expect(twice.statusCode).toBe(409);

    const incoming = (await t.app.inject({ method: 'GET', url: `/api/matchmaking/teams/${rivalId}/scrim-proposals`, headers: headers(rivalOwner) })).json() as ScrimProposalsResponse;
    expect(incoming.proposals).toEqual([expect.objectContaining({ id, direction: 'incoming', otherTeam: { id: teamId, name: 'Red River Rising' }, status: 'pending', durationMinutes: 120 })]);

    // The proposing team cannot accept its own proposal: it is not addressed to it.
    const own = await t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${teamId}/scrim-proposals/${id}/accept`, headers: headers(owner) });
    expect(own.statusCode).toBe(404);

    const accepted = await t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${rivalId}/scrim-proposals/${id}/accept`, headers: headers(rivalOwner) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const practices = await rowsOf<{ teamId: string; title: string; minutes: number; at: string }>(
      t.database.db,
      sql`select team_id as "teamId", title, duration_minutes as minutes, scheduled_at as at from team_practices where id in (
        select from_practice_id from scrim_proposals where id = ${id} union select to_practice_id from scrim_proposals where id = ${id}) order by title`,
    );
    expect(practices.map(({ teamId: team, title, minutes }) => ({ team, title, minutes }))).toEqual([
      { team: rivalId, title: 'Scrim vs Red River Rising', minutes: 120 },
      { team: teamId, title: 'Scrim vs Rival Five', minutes: 120 },
    ]);
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    const again = await t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${rivalId}/scrim-proposals/${id}/accept`, headers: headers(rivalOwner) });
    expect(again.statusCode).toBe(409);
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
  });

  it('bad input: 400 with the field, nothing written', async () => {
    const before = await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits']);
    const url = `/api/matchmaking/teams/${teamId}/scrim-proposals`;
    for (const [payload, field] of [
      [{ toTeamId: rivalId, titleId: valorantId, scheduledAt: '2020-01-01T10:00:00Z' }, 'scheduledAt'],
      [{ toTeamId: rivalId, titleId: valorantId, scheduledAt: 'soon' }, 'scheduledAt'],
      [{ toTeamId: rivalId, titleId: valorantId, scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), durationMinutes: 5 }, 'durationMinutes'],
      [{ toTeamId: teamId, titleId: valorantId, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() }, 'toTeamId'],
      [{ toTeamId: 'x', titleId: valorantId, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() }, 'toTeamId'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: headers(owner), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    }
    const answer = await t.app.inject({ method: 'POST', url: `${url}/00000000-0000-4000-8000-000000000000/maybe`, headers: headers(owner) });
    expect(answer.statusCode).toBe(400);
    expect(await tableCounts(t.app.ctx.db, ['sessions', 'rate_limits'])).toEqual(before);
  });
});
