/**
 * Engagement tracking (docs/decisions/044): one endpoint takes batches of
 * events from the browser (visitors and signed-in users, with consent);
 * a signed-in user reads their account's stored analytics choice;
 * platform staff read the newest activity on the testing dashboard.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/app-error.ts';
import { activityQuerySchema, activityResponseSchema } from '#shared/contracts/activity.ts';
import { accountConsentSchema, trackingBatchResultSchema, trackingBatchSchema } from '#shared/contracts/tracking.ts';
import { TRACKING_MAX_BATCH_BYTES, TRACKING_TEXTS } from '#shared/tracking-constants.ts';
import { getSessionUser } from '#server/auth/current-user.ts';
import { requirePrivileged, requireUser } from '#server/auth/policies.ts';
import { sendAppError } from '#server/http/error-handler.ts';
import { hitCounter } from '#server/http/rate-limit-store.ts';
import { getAccountConsent } from './get-account-consent.ts';
import { listRecentActivity } from './list-recent-activity.ts';
import { userAgentOf } from './log-activity.ts';
import { recordTrackingBatch } from './record-tracking-batch.ts';

export async function trackingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/tracking/events',
    {
      // More events than a batch holds is a 400 (the schema); more bytes too (issue 14: an oversized batch is a
      // 400 like any malformed one), with a message naming the limit instead of the API's generic 413.
      bodyLimit: TRACKING_MAX_BATCH_BYTES,
      errorHandler: (error, request, reply) =>
        sendAppError(error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError('validation', TRACKING_TEXTS.batchTooLarge, { events: TRACKING_TEXTS.batchTooLarge }) : error, request, reply),
      schema: { tags: ['tracking'], body: trackingBatchSchema, response: { 202: trackingBatchResultSchema } },
    },
    async (request, reply) => {
      // The session without its roles: this route needs no grant, and it is the busiest route there is.
      const viewer = await getSessionUser(request);
      const limits = viewer ? app.rateLimits.trackingBatches : app.rateLimits.anonymousTrackingBatches;
      const key = viewer ? `tracking:session:${viewer.sessionId}` : `tracking:address:${request.ip}`;
      const { current } = await hitCounter(app.ctx.db, key, limits.windowSeconds);
      if (current > limits.max) throw new AppError('rate_limited', TRACKING_TEXTS.rateLimited);
      const accepted = await recordTrackingBatch(app.ctx.db, request.body, {
        userId: viewer?.userId ?? null,
        userAgent: userAgentOf(request.headers['user-agent']),
      });
      // Points for page views, searches and college views (docs/decisions/048), paid without holding up the answer.
      if (viewer && accepted > 0) app.ctx.trackedPoints.add(viewer.userId, request.body.events);
      return reply.status(202).send({ accepted });
    },
  );

  // The caller's own stored choice (set by the privacy events above); every signed-in user, nobody else's.
  api.get(
    '/api/tracking/consent',
    { config: { access: requireUser }, schema: { tags: ['tracking'], response: { 200: accountConsentSchema } } },
    async (request) => getAccountConsent(app.ctx.db, (await requireUser(request)).userId),
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
