/**
 * Access matrix of the form submission and application routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in submissions-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const submissionsAccessMatrix = defineAccessMatrix({
  module: 'src/server/submissions/submissions.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/submissions/submissions-access-matrix.api.test.ts',
    covers: (_method, url) =>
      url.includes('/apply/') || url.startsWith('/api/applications') || url === '/api/me/submissions' || url.includes('/responses'),
  },
});
