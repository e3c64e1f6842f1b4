/**
 * Access matrix of the profile-view routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in profile-views.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const profileViewsAccessMatrix = defineAccessMatrix({
  module: 'src/server/test/profile-views/profile-views.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/profile-views/profile-views.api.test.ts',
    covers: (_method, url) => url.includes('profile-view'),
  },
});
