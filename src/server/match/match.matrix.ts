/**
 * Access matrix of the match routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in match-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const matchAccessMatrix = defineAccessMatrix({
  module: 'src/server/match/match.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/match/match-access-matrix.api.test.ts',
    covers: (_method, url) => url === '/api/profile/match-preferences' || url.endsWith('/match'),
  },
});
