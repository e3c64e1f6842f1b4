/**
 * Access matrix of the short-link routes and the /r/:code redirect (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in short-links-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const shortLinksAccessMatrix = defineAccessMatrix({
  module: 'src/server/short-links/short-links.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/short-links/short-links-access-matrix.api.test.ts',
    covers: (_method, url) => url.includes('short-links') || url.startsWith('/r/'),
  },
});
