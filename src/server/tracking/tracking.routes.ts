/**
 * Engagement tracking: signed-in users record events (page views, spec
 * section 4); platform staff read the newest ones on the testing dashboard.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityQuerySchema, activityResponseSchema, logActivityBodySchema } from '#shared/contracts/activity.ts';
import { requirePrivileged, requireUser } from '#server/auth/policies.ts';
import { listRecentActivity } from './list-recent-activity.ts';
import { logActivity, userAgentOf } from './log-activity.ts';

export async function trackingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/activity', { schema: { tags: ['tracking'], body: logActivityBodySchema } }, async (request, reply) => {
    const viewer = await requireUser(request);
    await logActivity(app.ctx.db, { ...request.body, userId: viewer.userId, userAgent: userAgentOf(request.headers['user-agent']) });
    return reply.status(204).send();
  });

  api.get(
    '/api/admin/activity',
    { config: { access: requirePrivileged }, schema: { tags: ['admin'], querystring: activityQuerySchema, response: { 200: activityResponseSchema } } },
    async (request) => {
      await requirePrivileged(request);
      return listRecentActivity(app.ctx.db, request.query.limit);
    },
  );
}
