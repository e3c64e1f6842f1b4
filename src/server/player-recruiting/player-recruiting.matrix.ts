/**
 * Access matrix of the player's recruiting pages (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in player-recruiting-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
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
