/**
 * Privileged analytics (issue 14 item 8, docs/decisions/050): one GET per
 * chart, so the testing dashboard's Analytics section draws each chart as
 * soon as its own answer is in, and each stays one SQL aggregate. Platform
 * staff only (yes_staff, yes_developer, yes_admin), like the rest of the
 * testing dashboard's API.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsDailySchema,
  analyticsPointsSchema,
  analyticsFunnelSchema,
  analyticsPageViewsSchema,
  analyticsRangeQuerySchema,
  type AnalyticsChart,
} from '#shared/contracts/analytics.ts';
import { requirePrivileged } from '#server/auth/policies.ts';
import { getDailyActiveUsers } from './get-daily-active-users.ts';
import { getDailyPoints } from './get-daily-points.ts';
import { getPageViewsByRoute } from './get-page-views-by-route.ts';
import { getSearchCounts } from './get-search-counts.ts';
import { getSignupFunnel } from './get-signup-funnel.ts';

export async function analyticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = <R>(response: R) => ({ tags: ['admin'], querystring: analyticsRangeQuerySchema, response: { 200: response } });
  const config = { access: requirePrivileged };
  const path = (chart: AnalyticsChart) => `/api/admin/analytics/${chart}`;

  api.get(path('daily-active-users'), { config, schema: schema(analyticsDailySchema) }, async (request) => {
    await requirePrivileged(request);
    return getDailyActiveUsers(app.ctx.db, request.query);
  });
  api.get(path('page-views'), { config, schema: schema(analyticsPageViewsSchema) }, async (request) => {
    await requirePrivileged(request);
    return getPageViewsByRoute(app.ctx.db, request.query);
  });
  api.get(path('searches'), { config, schema: schema(analyticsDailySchema) }, async (request) => {
    await requirePrivileged(request);
    return getSearchCounts(app.ctx.db, request.query);
  });
  api.get(path('funnel'), { config, schema: schema(analyticsFunnelSchema) }, async (request) => {
    await requirePrivileged(request);
    return getSignupFunnel(app.ctx.db, request.query);
  });
  api.get(path('points'), { config, schema: schema(analyticsPointsSchema) }, async (request) => {
    await requirePrivileged(request);
    return getDailyPoints(app.ctx.db, request.query);
  });
}
