/**
 * Access matrix of the Marvel Rivals cooldown routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in mr-cooldowns.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const mrCooldownsAccessMatrix = defineAccessMatrix({
  module: 'src/server/mr-cooldowns/mr-cooldowns.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/mr-cooldowns/mr-cooldowns.api.test.ts',
    covers: (_method, url) => url.startsWith('/api/mr/'),
  },
});
