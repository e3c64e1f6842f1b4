/**
 * Access matrix of the recruiting outcome routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in outcomes-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const outcomesAccessMatrix = defineAccessMatrix({
  module: 'src/server/outcomes/outcomes.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/outcomes/outcomes-access-matrix.api.test.ts',
    covers: (_method, url) =>
      (/recruiting-(outcomes|status|success)/.test(url) || url.startsWith('/api/widget') || url === '/api/players/:slug/outcomes') && url.startsWith('/api/'),
  },
});
