/** Player profiles (issue 11.3): the profile page's read API. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerProfileQuerySchema, playerProfileSchema, playerSlugParamsSchema } from '#shared/contracts/player-profile.ts';
import { getViewer } from '#server/auth/current-user.ts';
import { playerProfileViewing } from './profiles-policies.ts';
import { profileViewRecordingFor } from '#server/profile-views/record-profile-view-sql.ts';
import { getPlayerProfile } from './page/get-player-profile.ts';

export async function playerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['players'];
  const { db } = app.ctx;

  api.get(
    '/api/players/:slug',
    { schema: { tags, params: playerSlugParamsSchema, querystring: playerProfileQuerySchema, response: { 200: playerProfileSchema } } },
    async (request) => {
      const viewing = await playerProfileViewing(request, request.query);
      // A college staff member's view is recorded in the same statement (docs/decisions/049); never the owner's own, preview or not.
      const recording = profileViewRecordingFor(await getViewer(request));
      return getPlayerProfile(db, request.params.slug, viewing, recording);
    },
  );
}
