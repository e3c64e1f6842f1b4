/**
 * The recruiting dashboard (issue 13.2, docs/decisions/040): one request for
 * the whole screen, for recruiters and platform staff (spec 6's Dashboard).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/app-error.ts';
import { canSeeDashboard } from '#shared/access/access-rules.ts';
import { RECRUITING_DASHBOARD_TEXTS, recruitingDashboardSchema } from '#shared/contracts/recruiting-dashboard.ts';
import { requireUser } from '#server/auth/policies.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { getRecruitingDashboard } from './get-recruiting-dashboard.ts';

/** Recruiters (college program and coaching roles) and platform staff; anyone else 403, signed out 401. */
export async function requireDashboardViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!canSeeDashboard(viewer.grants)) throw new AppError('forbidden', RECRUITING_DASHBOARD_TEXTS.notForYou);
  return viewer;
}

export async function recruitingDashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/recruiting-dashboard',
    { config: { access: requireDashboardViewer }, schema: { tags: ['recruiting'], response: { 200: recruitingDashboardSchema } } },
    async (request) => getRecruitingDashboard(app.ctx.db, await requireDashboardViewer(request)),
  );
}
