/**
 * The Marvel Rivals cooldown table (docs/decisions/045): anyone, signed in
 * or not, reads it (game data, nothing personal); platform staff (spec 6's
 * privileged) create, change and delete heroes and abilities. The write
 * routes check access before the body is read (route config `access`).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mrAbilityInputSchema,
  mrAbilityParamsSchema,
  mrAbilitySchema,
  mrHeroInputSchema,
  mrHeroListSchema,
  mrHeroParamsSchema,
  mrHeroSchema,
} from '#shared/contracts/mr-cooldowns.ts';
import { requireMrDataEditor } from '#server/auth/policies.ts';
import { createMrAbility } from './create-mr-ability.ts';
import { createMrHero } from './create-mr-hero.ts';
import { deleteMrAbility } from './delete-mr-ability.ts';
import { deleteMrHero } from './delete-mr-hero.ts';
import { listMrHeroes } from './list-mr-heroes.ts';
import { updateMrAbility } from './update-mr-ability.ts';
import { updateMrHero } from './update-mr-hero.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function mrCooldownRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mr-cooldowns'];
  const access = requireMrDataEditor;

  api.get('/api/mr/heroes', { schema: { tags, response: { 200: mrHeroListSchema } } }, async () => listMrHeroes(app.ctx));

  api.post(
    '/api/mr/heroes',
    { config: { access }, schema: { tags, body: mrHeroInputSchema, response: { 201: mrHeroSchema } } },
    async (request, reply) => {
      const viewer = await requireMrDataEditor(request);
      return reply.status(201).send(await createMrHero(app.ctx, viewer.userId, request.body));
    },
  );

  api.patch(
    '/api/mr/heroes/:heroId',
    { config: { access }, schema: { tags, params: mrHeroParamsSchema, body: mrHeroInputSchema.partial(), response: { 200: mrHeroSchema } } },
    async (request) => {
      const viewer = await requireMrDataEditor(request);
      return updateMrHero(app.ctx, viewer.userId, request.params.heroId, request.body);
    },
  );

  api.delete('/api/mr/heroes/:heroId', { config: { access }, schema: { tags, params: mrHeroParamsSchema, response: { 204: noContent } } }, async (request, reply) => {
    await deleteMrHero(app.ctx, request.params.heroId);
    return reply.status(204).send();
  });

  api.post(
    '/api/mr/heroes/:heroId/abilities',
    { config: { access }, schema: { tags, params: mrHeroParamsSchema, body: mrAbilityInputSchema, response: { 201: mrAbilitySchema } } },
    async (request, reply) => {
      const viewer = await requireMrDataEditor(request);
      return reply.status(201).send(await createMrAbility(app.ctx, viewer.userId, request.params.heroId, request.body));
    },
  );

  api.patch(
    '/api/mr/abilities/:abilityId',
    {
      config: { access },
      schema: { tags, params: mrAbilityParamsSchema, body: mrAbilityInputSchema.partial(), response: { 200: mrAbilitySchema } },
    },
    async (request) => {
      const viewer = await requireMrDataEditor(request);
      return updateMrAbility(app.ctx, viewer.userId, request.params.abilityId, request.body);
    },
  );

  api.delete('/api/mr/abilities/:abilityId', { config: { access }, schema: { tags, params: mrAbilityParamsSchema, response: { 204: noContent } } }, async (request, reply) => {
    await deleteMrAbility(app.ctx, request.params.abilityId);
    return reply.status(204).send();
  });
}
