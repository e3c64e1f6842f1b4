/**
 * Access matrix of the matchmaking routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in matchmaking-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const matchmakingAccessMatrix = defineAccessMatrix({
  module: 'src/server/test/matchmaking/matchmaking.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/matchmaking/matchmaking-access-matrix.api.test.ts',
    covers: (_method, url) => url.startsWith('/api/matchmaking') || url.endsWith('/recruiting-applications'),
  },
});
