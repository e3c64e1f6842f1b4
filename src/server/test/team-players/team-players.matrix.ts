/**
 * Access matrix of the coach-created players (docs/decisions/025, run by
 * teams/team-tools-access-matrix.api.test.ts): the list is for team managers
 * and platform admins; adding a player, a claim link and an evaluation are
 * for the managers of that player's team (404 to anyone else, signed out
 * included: an id says nothing to them); evaluations are read by the player's
 * team managers and the player, not by strangers.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export type TeamPlayersCaller = 'anonymous' | 'stranger' | 'team_member' | 'team_owner' | 'college_staff' | 'yes_admin';

export interface TeamPlayersFixture {
  /** The cast's team, the team_owner's; the team_member (a published adult) on its Valorant roster. */
  teamId: string;
  memberUserId: string;
  /** A body for POST /api/team-players on that team (a new email each time). */
  newPlayer(overrides?: Record<string, unknown>): Record<string, unknown>;
  /** A player the team's owner added without a claim link: its user id. */
  addedPlayerId(): Promise<string>;
}

export const teamPlayersAccessMatrix = defineAccessMatrix<TeamPlayersCaller, TeamPlayersFixture>({
  module: 'src/server/test/team-players/team-players.matrix.ts',
  entries: [
    { route: 'GET /api/team-players', expect: { anonymous: 401, stranger: 403, team_member: 403, college_staff: 403, team_owner: 200, yes_admin: 200 } },
    { route: 'POST /api/team-players', request: (f) => ({ payload: f.newPlayer() }), expect: { anonymous: 401, stranger: 404, team_member: 404, college_staff: 404, team_owner: 202, yes_admin: 202 } },
    {
      route: 'POST /api/team-players/:userId/claim-link',
      request: async (f) => ({ params: { userId: await f.addedPlayerId() } }),
      expect: { anonymous: 404, stranger: 404, team_member: 404, college_staff: 404, team_owner: 202, yes_admin: 202 },
    },
    {
      route: 'GET /api/team-players/:userId/evaluations',
      request: (f) => ({ params: { userId: f.memberUserId } }),
      expect: { anonymous: 404, stranger: 404, team_member: 200, team_owner: 200, yes_admin: 200 },
    },
    {
      route: 'PUT /api/team-players/:userId/evaluation',
      request: (f) => ({ params: { userId: f.memberUserId }, payload: { body: 'Calm under pressure.', projectedLevels: ['college_varsity'] } }),
      expect: { anonymous: 404, stranger: 404, team_member: 404, college_staff: 404, yes_admin: 404, team_owner: 200 },
    },
  ],
});
