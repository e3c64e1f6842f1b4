/**
 * Find players' filters and the team without a post (docs/decisions/047,
 * session 24): roles, rank range, class years, region and the overlap with
 * the team's weekly times; scoring against the team when no post is
 * chosen; a tryout invitation without a post; the minors' rule unchanged;
 * bad input a 400 naming the field, nothing written. Access per role:
 * matchmaking-access-matrix.api.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindPlayersResponse } from '#shared/contracts/matchmaking.ts';
import { teamRecruitingPosts } from '#server/db/schema/teams.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { addGameProfile, publishProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { insertGameProfile, insertTeam, insertTitle, insertUser, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

let t: TestApp;
let owner: TestUser;
let teamId: string;
let twoGameTeamId: string;
let noTimesTeamId: string;
let postId: string;
let valorantId: string;
let lolId: string;
const ids = {} as Record<'controller' | 'duelist' | 'minor' | 'lol', string>;
const tiers = {} as Record<'gold1' | 'plat1' | 'diamond2', string>;

const headers = (user: TestUser) => ({ origin: 'http://localhost:3000', cookie: user.cookie });

async function findPlayers(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/matchmaking/players?${query}`, headers: headers(owner) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FindPlayersResponse;
}
const names = (body: FindPlayersResponse) => body.items.map((item) => item.player.displayName);

async function digests() {
  const { rate_limits: _counters, sessions: _sessions, ...rest } = await tableDigests(t.app.ctx.db);
  return rest;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await setTeamsFlag(db, true);
  owner = await signUpUser(t.app, { displayName: 'Filter Owner' });
  valorantId = (await tierOf(db, 'valorant', 'Gold 1')).titleId;
  for (const [key, name] of [['gold1', 'Gold 1'], ['plat1', 'Platinum 1'], ['diamond2', 'Diamond 2']] as const) tiers[key] = (await tierOf(db, 'valorant', name)).tierId;
  lolId = (await insertTitle(db, 'Filter League')).id;

  const team = await insertTeam(db, owner.id, { name: 'Filter Five' });
  teamId = team.id;
  await insertGameProfile(db, teamId, valorantId, 'competitive');
  await db.execute(sql`update teams set availability = '{tue:evening,thu:evening}', time_zone = 'America/Chicago' where id = ${teamId}`);
  const twoGames = await insertTeam(db, owner.id, { name: 'Two Games' });
  twoGameTeamId = twoGames.id;
  await insertGameProfile(db, twoGameTeamId, valorantId, 'casual');
  await insertGameProfile(db, twoGameTeamId, lolId, 'casual');
  noTimesTeamId = (await insertTeam(db, owner.id, { name: 'No Times' })).id;
  await insertGameProfile(db, noTimesTeamId, valorantId, 'competitive');
  const [post] = await db
    .insert(teamRecruitingPosts)
    .values({ teamId, title: 'Controller wanted', positionsNeeded: ['Controller'], esportsTitleId: valorantId, commitmentLevel: 'competitive' })
    .returning({ id: teamRecruitingPosts.id });
  postId = post!.id;

  const looking = { openTo: ['looking_for_team'], timeZone: 'America/Chicago' };
  const controller = await insertUser(db, 'Casey Controller');
  await publishProfile(db, controller.id, { ...looking, gradYear: 2027 });
  await addGameProfile(db, controller.id, 'valorant', 'Diamond 2', {
    primaryRole: 'Controller',
    region: 'NA Central',
    hoursPerWeek: 10,
    availability: ['tue:evening', 'thu:evening'],
  });
  const duelist = await insertUser(db, 'Dana Duelist');
  await publishProfile(db, duelist.id, { ...looking, gradYear: 2028 });
  await addGameProfile(db, duelist.id, 'valorant', 'Gold 1', { primaryRole: 'Duelist', secondaryRole: 'Controller', region: 'Europe', availability: ['tue:evening', 'mon:morning'] });
  // A minor looking for a team, live without a guardian's approval: no manager sees them, with any filter.
  const minor = await insertUser(db, 'Young Controller');
  await publishProfile(db, minor.id, { ...looking, gradYear: 2027, birthDate: birthDateForAge(15), lastName: 'Hidden' });
  await addGameProfile(db, minor.id, 'valorant', 'Diamond 2', { primaryRole: 'Controller', region: 'NA Central', availability: ['tue:evening', 'thu:evening'] });
  const lolPlayer = await insertUser(db, 'Lane Player');
  await publishProfile(db, lolPlayer.id, looking);
  await db.execute(sql`insert into player_game_profiles (user_id, esports_title_id, primary_role) values (${lolPlayer.id}, ${lolId}, 'Support')`);
  Object.assign(ids, { controller: controller.id, duelist: duelist.id, minor: minor.id, lol: lolPlayer.id });
});
afterAll(async () => t.close());

describe('Find players without a post: against the team', () => {
  it('scores the players of the team’s games against its weekly times and level; no post’s facts to compare', async () => {
    const body = await findPlayers(`team=${teamId}`);
    expect(names(body)).toEqual(['Casey Controller', 'Dana Duelist']);
    const factors = Object.fromEntries(body.items[0]!.match.factors.map((factor) => [factor.key, factor]));
    expect(factors.title).toMatchObject({ value: 1 });
    expect(factors.availability).toMatchObject({ value: 1, evidence: "10 of the team's 10 hours a week overlap the player's" });
    expect(factors.rank).toMatchObject({ value: null, evidence: 'Unknown: no recruiting post chosen, so no rank range (Diamond 2)' });
    expect(factors.roles).toMatchObject({ value: null, evidence: 'Unknown: no recruiting post chosen, so no roles needed' });
    expect(factors.commitment).toMatchObject({ value: null, evidence: 'Unknown: no recruiting post chosen, so no commitment level (10 h a week)' });
    expect(JSON.stringify(body)).not.toContain('Hidden');
  });

  it('a team of two games finds the players of either; the Game filter narrows to one', async () => {
    expect(names(await findPlayers(`team=${twoGameTeamId}`)).sort()).toEqual(['Casey Controller', 'Dana Duelist', 'Lane Player']);
    expect(names(await findPlayers(`team=${twoGameTeamId}&game=${lolId}`))).toEqual(['Lane Player']);
  });

  it('invites a player found against the team (no post) to a tryout', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${twoGameTeamId}/tryout-invitations`, headers: headers(owner), payload: { playerUserId: ids.lol } });
    expect(response.statusCode, response.body).toBe(201);
    const body = await findPlayers(`team=${twoGameTeamId}&game=${lolId}`);
    expect(body.items[0]).toMatchObject({ invited: true });
    // The minor stays out of reach without a post too.
    const minor = await t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${twoGameTeamId}/tryout-invitations`, headers: headers(owner), payload: { playerUserId: ids.minor } });
    expect(minor.statusCode).toBe(404);
  });
});

describe('Find players’ filters', () => {
  it('role matches the main or secondary role', async () => {
    expect(names(await findPlayers(`team=${teamId}&roles=Duelist`))).toEqual(['Dana Duelist']);
    expect(names(await findPlayers(`team=${teamId}&post=${postId}&roles=Controller`))).toEqual(['Casey Controller', 'Dana Duelist']);
  });

  it('rank range on the game’s ladder, class years and region', async () => {
    expect(names(await findPlayers(`team=${teamId}&minTier=${tiers.plat1}`))).toEqual(['Casey Controller']);
    expect(names(await findPlayers(`team=${teamId}&maxTier=${tiers.plat1}`))).toEqual(['Dana Duelist']);
    expect(names(await findPlayers(`team=${teamId}&classYears=2028,2030`))).toEqual(['Dana Duelist']);
    expect(names(await findPlayers(`team=${teamId}&region=NA%20Central`))).toEqual(['Casey Controller']);
  });

  it('overlap with the team’s weekly times: at least N hours a week', async () => {
    // Casey covers both evenings (10 h), Dana one (5 h).
    expect(names(await findPlayers(`team=${teamId}&minOverlapHours=5`))).toEqual(['Casey Controller', 'Dana Duelist']);
    const body = await findPlayers(`team=${teamId}&minOverlapHours=6`);
    expect(names(body)).toEqual(['Casey Controller']);
    expect(body.total).toBe(1);
  });

  it('filters never show the minor without approval', async () => {
    const body = await findPlayers(`team=${teamId}&roles=Controller&region=NA%20Central&classYears=2027&minTier=${tiers.gold1}&minOverlapHours=1`);
    expect(names(body)).toEqual(['Casey Controller']);
    expect(JSON.stringify(body)).not.toContain('Hidden');
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const before = await digests();
    const nope = '00000000-0000-4000-8000-000000000000';
    for (const [query, field] of [
      [`team=${teamId}&roles=Wizard`, 'roles'],
      [`team=${teamId}&roles=Support`, 'roles'],
      [`team=${teamId}&region=Mars`, 'region'],
      [`team=${teamId}&classYears=27`, 'classYears'],
      [`team=${teamId}&minOverlapHours=200`, 'minOverlapHours'],
      [`team=${teamId}&minOverlapHours=lots`, 'minOverlapHours'],
      [`team=${noTimesTeamId}&minOverlapHours=2`, 'minOverlapHours'],
      [`team=${teamId}&minTier=x`, 'minTier'],
      [`team=${teamId}&minTier=${nope}`, 'minTier'],
      [`team=${teamId}&minTier=${tiers.diamond2}&maxTier=${tiers.gold1}`, 'maxTier'],
      [`team=${twoGameTeamId}&minTier=${tiers.gold1}`, 'minTier'],
      [`team=${teamId}&game=${lolId}`, 'game'],
      [`team=${teamId}&post=${postId}&game=${nope}`, 'game'],
      [`team=${teamId}&post=x`, 'post'],
      [`team=x`, 'team'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/matchmaking/players?${query}`, headers: headers(owner) });
      expect(response.statusCode, `${query} ${response.body}`).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
    const tryout = await t.app.inject({ method: 'POST', url: `/api/matchmaking/teams/${teamId}/tryout-invitations`, headers: headers(owner), payload: { playerUserId: ids.controller, postId: 'x' } });
    expect(tryout.statusCode).toBe(400);
    expect(JSON.stringify(tryout.json())).toContain('postId');
    expect(await digests()).toEqual(before);
  });
});
