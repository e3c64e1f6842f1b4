/** Player profiles (issue 11.3): the profile page's read API. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerProfileQuerySchema, playerProfileSchema, playerSlugParamsSchema } from '#shared/contracts/player-profile.ts';
import { playerProfileViewing } from '#server/auth/policies.ts';
import { getPlayerProfile } from './get-player-profile.ts';

export async function playerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['players'];
  const { db } = app.ctx;

  api.get(
    '/api/players/:slug',
    { schema: { tags, params: playerSlugParamsSchema, querystring: playerProfileQuerySchema, response: { 200: playerProfileSchema } } },
    async (request) => getPlayerProfile(db, request.params.slug, await playerProfileViewing(request, request.query)),
  );
}
