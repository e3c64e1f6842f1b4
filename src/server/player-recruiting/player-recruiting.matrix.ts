/**
 * Access matrices of the player's recruiting pages and recruiting emails (src/server/test/access-matrix.ts, docs/decisions/055): their cases still run in the test files named below in those files' own format; `covers` is the predicate each file's completeness test collects routes with, so a route one misses fails there and one outside them fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const playerRecruitingAccessMatrix = defineAccessMatrix({
  module: 'src/server/player-recruiting/player-recruiting.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/player-recruiting/player-recruiting-access-matrix.api.test.ts',
    covers: (_method, url) =>
      url.startsWith('/api/players/:slug/college-board') || url.startsWith('/api/players/:slug/pipeline') || url.startsWith('/api/player-recruiting'),
  },
});

export const recruitingNotificationsAccessMatrix = defineAccessMatrix({
  module: 'src/server/player-recruiting/player-recruiting.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/player-recruiting/recruiting-notifications-access-matrix.api.test.ts',
    covers: (_method, url) => url === '/api/account/recruiting-emails' || url === '/api/admin/recruiting-digests/run',
  },
});
