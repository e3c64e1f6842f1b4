/**
 * Engagement tracking (docs/decisions/044): one endpoint takes batches of
 * events from the browser (visitors and signed-in users, with consent);
 * platform staff read the newest activity on the testing dashboard.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/app-error.ts';
import { activityQuerySchema, activityResponseSchema } from '#shared/contracts/activity.ts';
import { trackingBatchResultSchema, trackingBatchSchema } from '#shared/contracts/tracking.ts';
import { TRACKING_MAX_BATCH_BYTES, TRACKING_TEXTS } from '#shared/tracking-constants.ts';
import { getViewer } from '#server/auth/current-user.ts';
import { requirePrivileged } from '#server/auth/policies.ts';
import { hitCounter } from '#server/http/rate-limit-store.ts';
import { listRecentActivity } from './list-recent-activity.ts';
import { userAgentOf } from './log-activity.ts';
import { awardTrackedEvents } from '#server/points/award-tracked-events.ts';
import { recordTrackingBatch } from './record-tracking-batch.ts';

export async function trackingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/tracking/events',
    {
      // More events than a batch holds is a 400 (the schema); more bytes is the API's 413 for any body too large.
      bodyLimit: TRACKING_MAX_BATCH_BYTES,
      schema: { tags: ['tracking'], body: trackingBatchSchema, response: { 202: trackingBatchResultSchema } },
    },
    async (request, reply) => {
      const viewer = await getViewer(request);
      const limits = viewer ? app.rateLimits.trackingBatches : app.rateLimits.anonymousTrackingBatches;
      const key = viewer ? `tracking:session:${viewer.sessionId}` : `tracking:address:${request.ip}`;
      const { current } = await hitCounter(app.ctx.db, key, limits.windowSeconds);
      if (current > limits.max) throw new AppError('rate_limited', TRACKING_TEXTS.rateLimited);
      const accepted = await recordTrackingBatch(app.ctx.db, request.body, {
        userId: viewer?.userId ?? null,
        userAgent: userAgentOf(request.headers['user-agent']),
      });
      if (viewer && accepted > 0) {
        // Points for page views, searches and college views (docs/decisions/048); a failure never fails the batch.
        await awardTrackedEvents(app.ctx.db, viewer.userId, request.body.events).catch((error: unknown) => {
          request.log.error({ err: error }, 'tracking: points for the batch were not awarded');
        });
      }
      return reply.status(202).send({ accepted });
    },
  );

  api.get(
    '/api/admin/activity',
    { config: { access: requirePrivileged }, schema: { tags: ['admin'], querystring: activityQuerySchema, response: { 200: activityResponseSchema } } },
    async (request) => {
      await requirePrivileged(request);
      return listRecentActivity(app.ctx.db, request.query.limit);
    },
  );
}
