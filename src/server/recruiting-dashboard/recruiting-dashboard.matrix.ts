/**
 * Access matrix of the recruiting dashboard (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in recruiting-dashboard-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const recruitingDashboardAccessMatrix = defineAccessMatrix({
  module: 'src/server/recruiting-dashboard/recruiting-dashboard.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/recruiting-dashboard/recruiting-dashboard-access-matrix.api.test.ts',
    covers: (method, url) => method === 'GET' && url === '/api/recruiting-dashboard',
  },
});
