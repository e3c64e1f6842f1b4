/**
 * GET /api/landing-figures (issue 26 item 5, docs/decisions/070): the landing page's figures and real
 * stories, for everyone alike. It never reads the session; one count is kept in this process for
 * LANDING_FIGURES_TTL_SECONDS and browsers and proxies may keep it as long.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LANDING_FIGURES_TTL_SECONDS, landingFiguresSchema } from '#shared/contracts/marketing.ts';
import { countLandingFigures } from './count-landing-figures.ts';
import { createTtlCache } from './ttl-cache.ts';

export interface MarketingRoutesOptions {
  /** How long one count is kept in the process (tests: 0, counted at every request). */
  landingFiguresTtlMs?: number;
}

export async function marketingRoutes(app: FastifyInstance, options: MarketingRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const figures = createTtlCache(() => countLandingFigures(app.ctx.db), options.landingFiguresTtlMs ?? LANDING_FIGURES_TTL_SECONDS * 1000);

  api.get('/api/landing-figures', { schema: { tags: ['marketing'], response: { 200: landingFiguresSchema } } }, async (_request, reply) =>
    reply.header('cache-control', `public, max-age=${LANDING_FIGURES_TTL_SECONDS}`).send(await figures.get()),
  );
}
