/**
 * Access matrix of the guardian routes (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in guardian-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const guardiansAccessMatrix = defineAccessMatrix({
  module: 'src/server/guardians/guardians.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/guardians/guardian-access-matrix.api.test.ts',
    covers: (method, url) =>
      [
      'DELETE /api/guardian/players/:userId/approval',
      'GET /api/guardian/invitations/:token',
      'GET /api/guardian/players',
      'GET /api/players/:userId/export',
      'GET /api/players/:userId/guardian-links',
      'POST /api/guardian/invitations/accept',
      'POST /api/players/:userId/deletion-request',
      'POST /api/players/:userId/guardian-links/:linkId/resend',
      'PUT /api/guardian/players/:userId/approval',
    ].includes(`${method} ${url}`),
  },
});
