/**
 * Access matrix of the privileged analytics routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in analytics-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const analyticsAccessMatrix = defineAccessMatrix({
  module: 'src/server/analytics/analytics.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/analytics/analytics-access-matrix.api.test.ts',
    covers: (_method, url) => url.startsWith('/api/admin/analytics'),
  },
});
