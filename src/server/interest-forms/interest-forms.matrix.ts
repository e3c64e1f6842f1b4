/**
 * Access matrix of the interest-form routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in interest-forms-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const interestFormsAccessMatrix = defineAccessMatrix({
  module: 'src/server/interest-forms/interest-forms.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/interest-forms/interest-forms-access-matrix.api.test.ts',
    covers: (_method, url) => url.startsWith('/api/programs/:programId/interest-forms'),
  },
});
