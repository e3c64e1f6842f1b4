/**
 * Access matrix of the messaging routes (messaging.routes.ts) (src/server/test/access-matrix.ts, docs/decisions/055): its cases still run in messaging-access-matrix.api.test.ts in that file's own format; `covers` is the predicate its completeness test collects routes with, so a route it misses fails there and one outside it fails the coverage test.
 */
import { defineAccessMatrix } from '#server/test/access-matrix.ts';

export const messagingAccessMatrix = defineAccessMatrix({
  module: 'src/server/messaging/messaging.matrix.ts',
  entries: [],
  legacy: {
    file: 'src/server/messaging/messaging-access-matrix.api.test.ts',
    covers: (method, url) =>
      [
      'DELETE /api/conversations/:conversationId/messages/:messageId',
      'DELETE /api/conversations/:conversationId/participants/:userId',
      'GET /api/conversations',
      'GET /api/conversations/:conversationId',
      'GET /api/conversations/:conversationId/messages',
      'GET /api/conversations/unread-count',
      'GET /api/conversations/user-search',
      'GET /api/guardian/conversations',
      'PATCH /api/conversations/:conversationId',
      'POST /api/conversations',
      'POST /api/conversations/:conversationId/messages',
      'POST /api/conversations/:conversationId/participants',
      'POST /api/conversations/:conversationId/read',
    ].includes(`${method} ${url}`),
  },
});
