/**
 * Runs the team tools and team players access matrices (team-tools.matrix.ts,
 * team-players/team-players.matrix.ts) on one app and the standard cast of
 * callers (matrix-cast.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { publishProfile } from '#server/test/profiles/player-test-data.ts';
import { teamPlayersAccessMatrix, type TeamPlayersFixture } from '#server/test/team-players/team-players.matrix.ts';
import { describeAccessMatrix } from '#server/test/access-matrix.ts';
import { openMatrixCast, type MatrixCast } from '#server/test/matrix-cast.ts';
import { insertGameProfile, insertMember, insertTeam, insertTitle } from '../test/teams/team-test-data.ts';
import { teamToolsAccessMatrix, type TeamToolsFixture } from '../test/teams/team-tools.matrix.ts';

let cast: MatrixCast;
let tools: TeamToolsFixture;
let players: TeamPlayersFixture;
let sequence = 0;

async function as(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await cast.t.app.inject({ method, url, headers: { cookie, origin: 'http://localhost:3000' }, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

beforeAll(async () => {
  cast = await openMatrixCast();
  const { db } = cast.t.app.ctx;
  const { team_owner: owner, team_member: member } = cast.users;
  const gold = await insertTeam(db, owner.id, { tier: 'gold' });
  const memberRow = await insertMember(db, gold.id, member.id);
  const valorant = await insertTitle(db, 'Valorant');
  await insertMember(db, cast.ids.teamId, member.id, { gameProfileId: (await insertGameProfile(db, cast.ids.teamId, valorant.id)).id });
  await publishProfile(db, member.id, { displayName: 'Matrix Rostered Player' });
  const feedToken = async (url: string, cookie: string) => ((await as(cookie, 'POST', url)).json() as { url: string }).url.split('/').pop()!;
  tools = {
    goldTeamId: gold.id,
    memberRowId: memberRow.id,
    teamCalendarToken: () => feedToken(`/api/teams/${gold.id}/team-calendar`, owner.cookie),
    memberCalendarToken: () => feedToken(`/api/teams/${gold.id}/calendar-feed`, member.cookie),
  };
  players = {
    teamId: cast.ids.teamId,
    memberUserId: member.id,
    newPlayer: (overrides = {}) => ({
      displayName: 'Jamie Matrix',
      email: `jamie.matrix.${(sequence += 1)}@example.com`,
      isMinor: false,
      guardianEmail: '',
      teamId: cast.ids.teamId,
      game: 'valorant',
      role: 'Duelist',
      classYear: new Date().getUTCFullYear() + 2,
      sendClaimLink: true,
      ...overrides,
    }),
    async addedPlayerId() {
      const body = players.newPlayer({ sendClaimLink: false });
      await as(owner.cookie, 'POST', '/api/team-players', body);
      const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, body.email as string));
      return row!.id;
    },
  };
});
afterAll(async () => cast.t.close());

const run = {
  app: () => cast.t.app,
  cookie: (caller: string) => (caller === 'anonymous' ? undefined : cast.users[caller as keyof MatrixCast['users']].cookie),
};
describeAccessMatrix(teamToolsAccessMatrix, { ...run, fixture: () => tools });
describeAccessMatrix(teamPlayersAccessMatrix, { ...run, fixture: () => players });
