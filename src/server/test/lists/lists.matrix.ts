/**
 * Access matrix of the lists routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in lists-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const listsAccessMatrix = defineAccessMatrix({
  module: 'src/server/test/lists/lists.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/lists/lists-access-matrix.api.test.ts',
    covers: (_method, url) => url.startsWith('/api/lists'),
  },
});
