/**
 * Access matrix of a player's profile page (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in player-profile-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const playerProfileAccessMatrix = defineAccessMatrix({
  module: 'src/server/profiles/player-profile.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/profiles/player-profile-access-matrix.api.test.ts',
    covers: (method, url) => method === 'GET' && url === '/api/players/:slug',
  },
});
