/**
 * Profile views for players (issue 14.4, docs/decisions/049): the player's
 * list of colleges that viewed their profile (read by the player, their
 * active guardians and platform staff, as the player's recruiting pages of
 * decision 042), and the platform admin's "send the weekly digests now".
 * Views are recorded by GET /api/players/:slug (players.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { digestRunBodySchema, playerRecruitingParamsSchema } from '#shared/contracts/player-recruiting.ts';
import { profileViewDigestRunSchema, profileViewsSchema } from '#shared/contracts/profile-views.ts';
import {
  requireDigestRunner,
  requirePlayerRecruitingReader,
  requirePlayerRecruitingReaderBeforeParsing,
} from '#server/player-recruiting/player-recruiting-policies.ts';
import { getProfileViews } from './get-profile-views.ts';
import { sendProfileViewDigests } from './send-profile-view-digests.ts';

export async function profileViewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    '/api/players/:slug/profile-views',
    {
      config: { access: requirePlayerRecruitingReaderBeforeParsing },
      schema: { tags: ['player-recruiting'], params: playerRecruitingParamsSchema, response: { 200: profileViewsSchema } },
    },
    async (request) => getProfileViews(db, await requirePlayerRecruitingReader(request)),
  );

  api.post(
    '/api/admin/profile-view-digests/run',
    { config: { access: requireDigestRunner }, schema: { tags: ['admin'], body: digestRunBodySchema, response: { 200: profileViewDigestRunSchema } } },
    async () => sendProfileViewDigests(app.ctx),
  );
}
