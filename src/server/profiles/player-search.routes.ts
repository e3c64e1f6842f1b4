/**
 * Player search (issue 11.6, docs/decisions/023): the header search of spec
 * 7.2 for everyone and the recruiter search on /players (its filter choices
 * are the public GET /api/rank-ladders).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PLAYER_SEARCH_TEXTS,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
  profileSearchQuerySchema,
  profileSearchResponseSchema,
} from '#shared/contracts/player-search.ts';
import { requireMatchProgram, requirePlayerSearcher } from './profiles-policies.ts';
import { perAccountRateLimit } from '#server/auth/account-rate-limits.ts';
import { type RateLimitSettings } from '#server/http/rate-limits.ts';
import { searchPlayers } from './search/search-players.ts';
import { searchPublicProfiles } from './search/search-public-profiles.ts';

/**
 * The header search is open to signed-out visitors: counted per account or
 * address, generously (a person types a few searches a minute; the client
 * caches each for 30 s), so that nobody pages through every public profile.
 */
export const PROFILE_SEARCH_RATE_LIMIT: RateLimitSettings = { max: 120, windowSeconds: 60 };

export async function playerSearchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['player search'];
  const { ctx } = app;

  api.get(
    '/api/profiles/search',
    {
      config: { rateLimit: perAccountRateLimit(PROFILE_SEARCH_RATE_LIMIT, PLAYER_SEARCH_TEXTS.rateLimited) },
      schema: { tags, querystring: profileSearchQuerySchema, response: { 200: profileSearchResponseSchema } },
    },
    async (request) => ({ results: await searchPublicProfiles(ctx.db, request.query) }),
  );

  api.get(
    '/api/players',
    { config: { access: requirePlayerSearcher }, schema: { tags, querystring: playerSearchQuerySchema, response: { 200: playerSearchResponseSchema } } },
    async (request) => {
      const viewer = await requirePlayerSearcher(request);
      const program = request.query.program ? await requireMatchProgram(request, request.query.program) : null;
      return searchPlayers(ctx.db, viewer, request.query, program);
    },
  );
}
