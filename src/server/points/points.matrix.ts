/**
 * Access matrix of the points routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in points-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const pointsAccessMatrix = defineAccessMatrix({
  module: 'src/server/points/points.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/points/points-access-matrix.api.test.ts',
    covers: (_method, url) => url.startsWith('/api/points'),
  },
});
