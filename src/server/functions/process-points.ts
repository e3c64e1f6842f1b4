/**
 * The process-points server function (spec 7.3): the staff's way to run
 * points/process-points-event.ts, which the signed-in route shares.
 */
import { processPointsBodySchema, type ProcessPointsResult } from '#shared/contracts/functions.ts';
import { processPointsFor } from '#server/points/process-points-event.ts';
import { defineFunction } from './server-function.ts';

export const processPoints = defineFunction({
  name: 'process-points',
  description: 'Records an engagement event for you and awards its points through the ledger (spec 7.3, decision 048).',
  exampleBody: {
    event_type: 'page_view',
    event_category: 'navigation',
    properties: {},
    page_path: '/colleges',
  },
  bodySchema: processPointsBodySchema,
  handler: async ({ ctx, viewer, userAgent }, body): Promise<ProcessPointsResult> => processPointsFor(ctx, { userId: viewer.userId, userAgent }, body),
});
