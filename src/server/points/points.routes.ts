/**
 * Points (issue 14.3, docs/decisions/048). Every route needs a signed-in
 * user (401 otherwise) and reads or writes only the caller's own rows:
 * - GET /api/points/me?page=: total, this week, history newest first;
 * - GET /api/points/leaderboard?game=: this week's opted-in players by gamer tag;
 * - GET, PUT /api/points/settings: the leaderboard opt-in;
 * - POST /api/points/events: process-points (spec 7.3) for the caller,
 *   rate limited per account (POINTS_EVENTS_RATE_LIMIT_*: 429 past it); its
 *   failure answers carry the error shape and spec 8's success false, 0 points, message.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { processPointsBodySchema, processPointsFailure, processPointsResultSchema } from '#shared/contracts/functions.ts';
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  myPointsResponseSchema,
  pointsHistoryQuerySchema,
  pointsSettingsSchema,
} from '#shared/contracts/points.ts';
import { requireUser } from '#server/auth/policies.ts';
import { processPointsFor } from './process-points-event.ts';
import { sendAppError } from '#server/http/error-handler.ts';
import { perAccountRateLimit } from '#server/auth/account-rate-limits.ts';
import { POINTS_EVENTS_RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { userAgentOf } from '#server/tracking/log-activity.ts';
import { getLeaderboard } from './get-leaderboard.ts';
import { getMyPoints } from './get-my-points.ts';
import { getPointsSettings, updatePointsSettings } from './points-settings.ts';

export async function pointsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['points'];
  const config = { access: requireUser };

  api.get('/api/points/me', { config, schema: { tags, querystring: pointsHistoryQuerySchema, response: { 200: myPointsResponseSchema } } }, async (request) =>
    getMyPoints(ctx.db, (await requireUser(request)).userId, request.query.page),
  );

  api.get(
    '/api/points/leaderboard',
    { config, schema: { tags, querystring: leaderboardQuerySchema, response: { 200: leaderboardResponseSchema } } },
    async (request) => getLeaderboard(ctx.db, (await requireUser(request)).userId, request.query.game),
  );

  api.get('/api/points/settings', { config, schema: { tags, response: { 200: pointsSettingsSchema } } }, async (request) =>
    getPointsSettings(ctx.db, (await requireUser(request)).userId),
  );

  api.put('/api/points/settings', { config, schema: { tags, body: pointsSettingsSchema, response: { 200: pointsSettingsSchema } } }, async (request) =>
    updatePointsSettings(ctx.db, (await requireUser(request)).userId, request.body),
  );

  api.post(
    '/api/points/events',
    {
      config: { ...config, rateLimit: perAccountRateLimit(app.rateLimits.pointsEvents, POINTS_EVENTS_RATE_LIMIT_MESSAGE) },
      schema: { tags, body: processPointsBodySchema, response: { 200: processPointsResultSchema } },
      errorHandler: (error, request, reply) => sendAppError(error, request, reply, processPointsFailure),
    },
    async (request) => {
      const viewer = await requireUser(request);
      return processPointsFor(ctx, { userId: viewer.userId, userAgent: userAgentOf(request.headers['user-agent']) }, request.body);
    },
  );
}
