/**
 * Colleges (issue 12, docs/decisions/029): the directory and the college
 * page's facts. Public: anyone may read them (collegeReader in colleges-policies.ts).
 * The signed-in player's match is added to the directory's cards; on the
 * college page it is a separate request (src/server/match/match.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collegeSchema,
  collegeSearchQuerySchema,
  collegeSearchResponseSchema,
  collegeSlugParamsSchema,
} from '#shared/contracts/colleges.ts';
import { collegeReader } from './colleges-policies.ts';
import { resolveDistanceOrigin } from './college-distance.ts';
import { searchCollegesForViewer } from '#server/match/college-cards-match.ts';
import { getCollege } from './get-college.ts';

export async function collegeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['colleges'];
  const { db } = app.ctx;

  api.get(
    '/api/colleges',
    { schema: { tags, querystring: collegeSearchQuerySchema, response: { 200: collegeSearchResponseSchema } } },
    async (request) => {
      const viewer = await collegeReader(request);
      const { sort, near } = request.query;
      const origin = sort === 'distance' && near ? await resolveDistanceOrigin(near) : undefined;
      // A signed-in player's cards carry their match (docs/decisions/030); `sort=match` needs it.
      return searchCollegesForViewer(db, viewer, request.query, origin);
    },
  );

  api.get(
    '/api/colleges/:slug',
    { schema: { tags, params: collegeSlugParamsSchema, response: { 200: collegeSchema } } },
    async (request) => {
      await collegeReader(request);
      return getCollege(db, request.params.slug);
    },
  );
}
