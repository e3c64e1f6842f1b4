/**
 * Colleges (issue 12, docs/decisions/029): the directory and the college
 * page's facts. Public: anyone may read them (collegeReader in colleges-policies.ts).
 * The signed-in player's match is added to the directory's cards; on the
 * college page it is a separate request (src/server/match/match.routes.ts).
 * match/ builds on the colleges' search, so app.ts passes the match-aware
 * search in (CollegeRoutesOptions) rather than colleges importing match
 * (docs/decisions/058).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collegeSchema,
  collegeSearchQuerySchema,
  collegeSearchResponseSchema,
  collegeSlugParamsSchema,
  type CollegeSearchQuery,
  type CollegeSearchResponse,
} from '#shared/contracts/colleges.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { collegeReader } from './colleges-policies.ts';
import { resolveDistanceOrigin, type DistanceOrigin } from './directory/college-distance.ts';
import { getCollege } from './directory/get-college.ts';

export interface CollegeRoutesOptions {
  /** The directory's search with the signed-in player's match on each card: match/college-cards-match.ts. */
  searchCollegesForViewer(db: Database, viewer: Viewer | null, query: CollegeSearchQuery, origin?: DistanceOrigin): Promise<CollegeSearchResponse>;
}

export async function collegeRoutes(app: FastifyInstance, { searchCollegesForViewer }: CollegeRoutesOptions) {
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
