/** Profile setup (issue 11.1): the rank ladders, the own draft, one save per onboarding step, the slug check, finishing. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academicsStepSchema,
  finishSetupResponseSchema,
  finishSetupSchema,
  gamesStepSchema,
  highlightsStepSchema,
  identityStepSchema,
  profileSetupDraftSchema,
  rankLaddersResponseSchema,
  slugAvailableQuerySchema,
  slugAvailableResponseSchema,
  visibilityStepSchema,
} from '#shared/contracts/profile-setup.ts';
import type { OnboardingStep } from '#shared/value-sets.ts';
import { requireProfileOwner, requireSetupStep } from './profiles-policies.ts';
import { checkSlugAvailable } from './setup/check-slug-available.ts';
import { finishProfileSetup } from './setup/finish-profile-setup.ts';
import { getProfileSetup } from './setup/get-profile-setup.ts';
import { listRankLadders } from './setup/list-rank-ladders.ts';
import { saveAcademicsStep } from './setup/save-academics-step.ts';
import { saveGamesStep } from './setup/save-games-step.ts';
import { saveHighlightsStep } from './setup/save-highlights-step.ts';
import { saveIdentityStep } from './setup/save-identity-step.ts';
import { saveVisibilityStep } from './setup/save-visibility-step.ts';

/** Ladders change with a season, not per request: browsers and proxies may keep them an hour. */
const LADDER_CACHE = 'public, max-age=3600';

export async function profileSetupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];
  const { db } = app.ctx;
  const stepAccess = (step: OnboardingStep) => ({ access: (request: Parameters<typeof requireSetupStep>[0]) => requireSetupStep(request, step) });
  const draftResponse = { 200: profileSetupDraftSchema };

  api.get('/api/rank-ladders', { schema: { tags, response: { 200: rankLaddersResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', LADDER_CACHE);
    return listRankLadders(db);
  });

  api.get('/api/profile/setup', { config: { access: requireProfileOwner }, schema: { tags, response: draftResponse } }, async (request) =>
    getProfileSetup(db, await requireProfileOwner(request)),
  );

  api.get(
    '/api/profile/slug-available',
    { config: { access: requireProfileOwner }, schema: { tags, querystring: slugAvailableQuerySchema, response: { 200: slugAvailableResponseSchema } } },
    async (request) => checkSlugAvailable(db, (await requireProfileOwner(request)).userId, request.query.slug),
  );

  api.put('/api/profile/setup/identity', { config: stepAccess('identity'), schema: { tags, body: identityStepSchema, response: draftResponse } }, async (request) =>
    saveIdentityStep(db, await requireSetupStep(request, 'identity'), request.body),
  );

  api.put('/api/profile/setup/games', { config: stepAccess('games'), schema: { tags, body: gamesStepSchema, response: draftResponse } }, async (request) =>
    saveGamesStep(db, await requireSetupStep(request, 'games'), request.body),
  );

  api.put('/api/profile/setup/academics', { config: stepAccess('academics'), schema: { tags, body: academicsStepSchema, response: draftResponse } }, async (request) =>
    saveAcademicsStep(db, await requireSetupStep(request, 'academics'), request.body),
  );

  api.put('/api/profile/setup/highlights', { config: stepAccess('highlights'), schema: { tags, body: highlightsStepSchema, response: draftResponse } }, async (request) =>
    saveHighlightsStep(db, await requireSetupStep(request, 'highlights'), request.body),
  );

  api.put('/api/profile/setup/visibility', { config: stepAccess('visibility'), schema: { tags, body: visibilityStepSchema, response: draftResponse } }, async (request) =>
    saveVisibilityStep(db, await requireSetupStep(request, 'visibility'), request.body),
  );

  api.post(
    '/api/profile/setup/finish',
    { config: { access: requireProfileOwner }, schema: { tags, body: finishSetupSchema, response: { 200: finishSetupResponseSchema } } },
    async (request) => finishProfileSetup(db, await requireProfileOwner(request)),
  );
}
