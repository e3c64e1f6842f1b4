/** GET /api/home (issue 26.2, docs/decisions/068): the signed-in home in one request. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeResponseSchema } from '#shared/contracts/home.ts';
import { getHome } from './get-home.ts';
import { requireHomeViewer } from './home-policies.ts';

export async function homeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/home',
    { config: { access: requireHomeViewer }, schema: { tags: ['home'], response: { 200: homeResponseSchema } } },
    async (request) => getHome(app.ctx.db, await requireHomeViewer(request)),
  );
}
