/**
 * The match on the college side (issue 12.6, docs/decisions/030 "Preferences
 * and the match on the college side"): the player's own college preferences
 * (GET, PUT, DELETE /api/profile/match-preferences, beside the other routes
 * of the signed-in user's own profile, /api/profile/...) and the player's
 * match with a college's programs (GET /api/colleges/:slug/match). Signed
 * out: 401 before any input is read.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collegeSlugParamsSchema } from '#shared/contracts/colleges.ts';
import {
  clearMatchPreferencesBodySchema,
  collegeMatchResponseSchema,
  matchPreferencesBodySchema,
  matchPreferencesResponseSchema,
} from '#shared/contracts/match.ts';
import { requireCollegeMatchViewer, requireMatchPreferencesOwner } from './match-policies.ts';
import { getCollegeMatch } from './get-college-match.ts';
import { clearMatchPreferences, getMatchPreferences, saveMatchPreferences } from './match-preferences.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function matchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['match'];
  const { db } = app.ctx;
  const owner = { access: requireMatchPreferencesOwner };
  const response = { 200: matchPreferencesResponseSchema };

  api.get('/api/profile/match-preferences', { config: owner, schema: { tags, response } }, async (request) => {
    const viewer = await requireMatchPreferencesOwner(request);
    return { preferences: await getMatchPreferences(db, viewer.userId) };
  });

  api.put('/api/profile/match-preferences', { config: owner, schema: { tags, body: matchPreferencesBodySchema, response } }, async (request) => {
    const viewer = await requireMatchPreferencesOwner(request);
    return { preferences: await saveMatchPreferences(db, viewer.userId, request.body) };
  });

  api.delete('/api/profile/match-preferences', { config: owner, schema: { tags, body: clearMatchPreferencesBodySchema, response: { 204: noContent } } }, async (request, reply) => {
    const viewer = await requireMatchPreferencesOwner(request);
    await clearMatchPreferences(db, viewer.userId);
    return reply.status(204).send();
  });

  api.get(
    '/api/colleges/:slug/match',
    { config: { access: requireCollegeMatchViewer }, schema: { tags, params: collegeSlugParamsSchema, response: { 200: collegeMatchResponseSchema } } },
    async (request) => {
      // The viewer's own match: API answers are no-store by default (security/headers), so no cache keeps it.
      const viewer = await requireCollegeMatchViewer(request);
      return getCollegeMatch(db, viewer, request.params.slug);
    },
  );
}
