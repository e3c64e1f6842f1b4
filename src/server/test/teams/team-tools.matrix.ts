/**
 * Access matrix of the Gold team tools and the calendar links (docs/decisions/055,
 * run by team-tools-access-matrix.api.test.ts, on a Gold team): contracts,
 * the brand kit and the team calendar link are the team's managers' (its
 * owner, platform admins and developers; members and platform staff 403,
 * signed out 401). A calendar's .ics address is its own credential: anyone
 * holding it reads the feed, a wrong one is 404 for everyone.
 */
import { defineAccessMatrix, type Outcome } from '#server/test/access-matrix.ts';

export type TeamToolsCaller = 'anonymous' | 'stranger' | 'team_member' | 'team_owner' | 'college_staff' | 'yes_staff' | 'yes_developer' | 'yes_admin';

export interface TeamToolsFixture {
  /** A Gold team owned by the team_owner caller, the team_member caller on its roster. */
  goldTeamId: string;
  /** The team_member caller's roster row on it. */
  memberRowId: string;
  /** A team calendar link's token (the .ics file name) and a member's own calendar feed token. */
  teamCalendarToken(): Promise<string>;
  memberCalendarToken(): Promise<string>;
}

const managers = (ok: Outcome) =>
  ({ anonymous: 401, stranger: 403, team_member: 403, college_staff: 403, yes_staff: 403, team_owner: ok, yes_developer: ok, yes_admin: ok }) as const;
const anyone = (ok: Outcome) => ({ anonymous: ok, stranger: ok, team_member: ok, team_owner: ok, yes_admin: ok }) as const;
const WRONG_TOKEN = `${'x'.repeat(40)}.ics`;

export const teamToolsAccessMatrix = defineAccessMatrix<TeamToolsCaller, TeamToolsFixture>({
  module: 'src/server/test/teams/team-tools.matrix.ts',
  entries: [
    { route: 'GET /api/teams/:teamId/contracts', request: (f) => ({ params: { teamId: f.goldTeamId } }), expect: managers(200) },
    {
      route: 'PUT /api/teams/:teamId/contracts/:kind/:itemId',
      request: (f) => ({ params: { teamId: f.goldTeamId, kind: 'player', itemId: f.memberRowId }, payload: { contractStart: '2026-03-01', contractEnd: null } }),
      expect: managers(200),
    },
    {
      route: 'PUT /api/teams/:teamId/brand',
      request: (f) => ({ params: { teamId: f.goldTeamId }, payload: { primaryColor: null, accentColor: null, bannerUrl: '' } }),
      expect: managers(200),
    },
    { route: 'GET /api/teams/:teamId/team-calendar', request: (f) => ({ params: { teamId: f.goldTeamId } }), expect: managers(200) },
    { route: 'POST /api/teams/:teamId/team-calendar', request: (f) => ({ params: { teamId: f.goldTeamId } }), expect: managers(200) },
    { route: 'DELETE /api/teams/:teamId/team-calendar', request: (f) => ({ params: { teamId: f.goldTeamId } }), expect: managers(204) },
    { route: 'GET /api/team-calendar/:token', label: 'the link', request: async (f) => ({ params: { token: await f.teamCalendarToken() } }), expect: anyone(200) },
    { route: 'GET /api/team-calendar/:token', label: 'a wrong link', request: () => ({ params: { token: WRONG_TOKEN } }), expect: anyone(404) },
    { route: 'GET /api/calendar/:token', label: "a member's feed", request: async (f) => ({ params: { token: await f.memberCalendarToken() } }), expect: anyone(200) },
    { route: 'GET /api/calendar/:token', label: 'a wrong feed', request: () => ({ params: { token: WRONG_TOKEN } }), expect: anyone(404) },
  ],
});
