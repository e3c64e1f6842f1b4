/**
 * The matchmaking world of matchmaking.api.test.ts and
 * matchmaking-team-search.api.test.ts (docs/decisions/047): teams on, an
 * owner with a Valorant team, a League of Legends team and an archived one;
 * a player (Riley, Diamond 2, Chicago evenings) and a 15-year-old; the best
 * post for Riley, an inactive post, one of the archived team and one for LoL.
 */
import type { Database } from '#server/db/client.ts';
import { teamRecruitingPosts } from '#server/db/schema/teams.ts';
import { birthDateForAge } from '#server/seed/birth-date-for-age.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { addGameProfile, setProfile, tierOf } from '#server/test/profiles/player-test-data.ts';
import { insertGameProfile, insertTeam, insertTitle, setTeamsFlag } from '#server/test/teams/team-test-data.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';

export interface MatchmakingWorld {
  t: TestApp;
  owner: TestUser;
  player: TestUser;
  minor: TestUser;
  teamId: string;
  lolTeamId: string;
  bestPostId: string;
  inactivePostId: string;
  archivedPostId: string;
  valorantId: string;
}

/** A request's headers as a browser sends them for `user` (with the app's Origin). */
export const headers = (user: TestUser) => ({ origin: 'http://localhost:3000', cookie: user.cookie });

export async function insertPost(db: Database, values: Partial<typeof teamRecruitingPosts.$inferInsert> & { teamId: string }) {
  const [row] = await db
    .insert(teamRecruitingPosts)
    .values({ title: 'Tryouts', positionsNeeded: [], ...values })
    .returning({ id: teamRecruitingPosts.id });
  return row!.id;
}

export async function openMatchmakingWorld(): Promise<MatchmakingWorld> {
  const t = await createTestApp();
  const db = t.database.db;
  await setTeamsFlag(db, true);
  const owner = await signUpUser(t.app, { displayName: 'Team Owner' });
  const player = await signUpUser(t.app, { displayName: 'Riley' });
  const minor = await signUpUser(t.app, { displayName: 'Young Player' });
  await setProfile(db, minor.id, { birthDate: birthDateForAge(15) });
  const diamond = await tierOf(db, 'valorant', 'Diamond 2');
  const valorantId = diamond.titleId;
  const lol = await insertTitle(db, 'League of Legends');
  const team = await insertTeam(db, owner.id, { name: 'Red River Rising' });
  const teamId = team.id;
  await insertGameProfile(db, team.id, valorantId, 'competitive');
  const lolTeam = await insertTeam(db, owner.id, { name: 'Lane Control' });
  const lolTeamId = lolTeam.id;
  await insertGameProfile(db, lolTeam.id, lol.id, 'casual');
  const archived = await insertTeam(db, owner.id, { name: 'Gone Team', archivedAt: new Date() });
  await insertGameProfile(db, archived.id, valorantId, 'competitive');

  await setProfile(db, player.id, { timeZone: 'America/Chicago' });
  await addGameProfile(db, player.id, 'valorant', 'Diamond 2', {
    primaryRole: 'Controller',
    secondaryRole: 'Sentinel',
    hoursPerWeek: 10,
    availability: ['tue:evening', 'thu:evening'],
  });
  await addGameProfile(db, minor.id, 'valorant', 'Gold 1', { primaryRole: 'Duelist' });

  const [gold1, ascendant3] = [await tierOf(db, 'valorant', 'Gold 1'), await tierOf(db, 'valorant', 'Ascendant 3')];
  const bestPostId = await insertPost(db, {
    teamId,
    title: 'Controller for our Valorant roster',
    commitmentLevel: 'competitive',
    positionsNeeded: ['Controller', 'Initiator'],
    esportsTitleId: valorantId,
    minTierOrdinal: gold1.ordinal,
    maxTierOrdinal: ascendant3.ordinal,
    availability: ['tue:evening', 'thu:evening'],
    timeZone: 'America/Chicago',
  });
  const inactivePostId = await insertPost(db, { teamId, title: 'Old post', isActive: false });
  const archivedPostId = await insertPost(db, { teamId: archived.id, title: 'Archived team post' });
  await insertPost(db, { teamId: lolTeam.id, title: 'Support main wanted', positionsNeeded: ['Support'], commitmentLevel: 'casual' });
  return { t, owner, player, minor, teamId, lolTeamId, bestPostId, inactivePostId, archivedPostId, valorantId };
}
