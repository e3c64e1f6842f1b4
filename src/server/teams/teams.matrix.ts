/**
 * Access matrices of the team routes (teams.routes.ts) and the schedule routes (src/server/test/access-matrix.ts, docs/decisions/055): their cases still run in the test files named below in those files' own format; `covers` is the predicate each file's completeness test collects routes with, so a route one misses fails there and one outside them fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const teamsAccessMatrix = defineAccessMatrix({
  module: 'src/server/teams/teams.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/teams/teams-access-matrix.api.test.ts',
    covers: (method, url) =>
      [
      'DELETE /api/teams/:teamId/game-profiles/:itemId',
      'DELETE /api/teams/:teamId/invitations/:itemId',
      'DELETE /api/teams/:teamId/members/:itemId',
      'DELETE /api/teams/:teamId/staff/:itemId',
      'GET /api/esports-titles',
      'GET /api/team-invitations',
      'GET /api/teams',
      'GET /api/teams/:teamId/manage',
      'GET /api/teams/:teamId/user-search',
      'PATCH /api/teams/:teamId',
      'PATCH /api/teams/:teamId/members/:itemId',
      'PATCH /api/teams/:teamId/staff/:itemId',
      'POST /api/team-invitations/:invitationId/accept',
      'POST /api/team-invitations/:invitationId/decline',
      'POST /api/teams',
      'POST /api/teams/:teamId/archive',
      'POST /api/teams/:teamId/game-profiles',
      'POST /api/teams/:teamId/members',
      'POST /api/teams/:teamId/staff',
      'POST /api/teams/:teamId/transfer-ownership',
    ].includes(`${method} ${url}`),
  },
});

export const scheduleAccessMatrix = defineAccessMatrix({
  module: 'src/server/teams/teams.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/teams/schedule-access-matrix.api.test.ts',
    covers: (_method, url) => /^\/api\/teams\/:teamId\/(practices|tournaments|recruiting-posts|achievements|calendar-feed|analytics)/.test(url),
  },
});
