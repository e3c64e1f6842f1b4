/** GET /api/admin/outbox: the emails the product sent, for platform staff (and browser tests). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxQuerySchema, outboxResponseSchema } from '#shared/contracts/outbox.ts';
import { requirePrivileged } from '#server/auth/policies.ts';
import { listOutbox } from './list-outbox.ts';

export async function outboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/outbox',
    { config: { access: requirePrivileged }, schema: { tags: ['admin'], querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    async (request) => {
      await requirePrivileged(request);
      return listOutbox(app.ctx, request.query);
    },
  );
}
