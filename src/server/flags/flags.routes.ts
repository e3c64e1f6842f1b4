/** Feature-flag administration for platform staff (the testing dashboard's Feature Flags tab). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createFlagBodySchema,
  flagKeyParamsSchema,
  flagListResponseSchema,
  flagResponseSchema,
  updateFlagBodySchema,
} from '#shared/contracts/flags.ts';
import { requirePrivileged } from '#server/auth/policies.ts';
import { createFlag } from './create-flag.ts';
import { deleteFlag } from './delete-flag.ts';
import { listFlags } from './list-flags.ts';
import { updateFlag } from './update-flag.ts';
import { noContent } from '#server/http/openapi-document.ts';

export async function flagRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['flags'];
  const config = { access: requirePrivileged };

  api.get('/api/admin/flags', { config, schema: { tags, response: { 200: flagListResponseSchema } } }, async (request) => {
    await requirePrivileged(request);
    return listFlags(app.ctx.db);
  });

  api.post(
    '/api/admin/flags',
    { config, schema: { tags, body: createFlagBodySchema, response: { 201: flagResponseSchema } } },
    async (request, reply) => {
      await requirePrivileged(request);
      return reply.status(201).send({ flag: await createFlag(app.ctx.db, request.body) });
    },
  );

  api.patch(
    '/api/admin/flags/:flagKey',
    { config, schema: { tags, params: flagKeyParamsSchema, body: updateFlagBodySchema, response: { 200: flagResponseSchema } } },
    async (request) => {
      await requirePrivileged(request);
      return { flag: await updateFlag(app.ctx.db, request.params.flagKey, request.body) };
    },
  );

  api.delete(
    '/api/admin/flags/:flagKey',
    { config, schema: { tags, params: flagKeyParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await requirePrivileged(request);
      await deleteFlag(app.ctx.db, request.params.flagKey);
      return reply.status(204).send();
    },
  );
}
