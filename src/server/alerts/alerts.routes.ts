import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertIdParamsSchema, alertInputSchema, alertListResponseSchema, alertSchema } from '#shared/contracts/alerts.ts';
import { requireContentWriter } from '#server/auth/policies.ts';
import { createAlert } from './create-alert.ts';
import { deleteAlert } from './delete-alert.ts';
import { getAlert } from './get-alert.ts';
import { listActiveAlerts, listAllAlerts } from './list-alerts.ts';
import { updateAlert } from './update-alert.ts';

export async function alertRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: requireContentWriter };

  api.get(
    '/api/alerts',
    { schema: { tags: ['alerts'], response: { 200: alertListResponseSchema } } },
    async () => listActiveAlerts(app.ctx),
  );

  api.get(
    '/api/admin/alerts',
    { config, schema: { tags: ['alerts'], response: { 200: alertListResponseSchema } } },
    async (request) => {
      await requireContentWriter(request);
      return listAllAlerts(app.ctx);
    },
  );

  api.get(
    '/api/admin/alerts/:id',
    { config, schema: { tags: ['alerts'], params: alertIdParamsSchema, response: { 200: alertSchema } } },
    async (request) => {
      await requireContentWriter(request);
      return getAlert(app.ctx, request.params.id);
    },
  );

  api.post(
    '/api/admin/alerts',
    { config, schema: { tags: ['alerts'], body: alertInputSchema, response: { 201: alertSchema } } },
    async (request, reply) => {
      await requireContentWriter(request);
      return reply.status(201).send(await createAlert(app.ctx, request.body));
    },
  );

  api.patch(
    '/api/admin/alerts/:id',
    { config, schema: { tags: ['alerts'], params: alertIdParamsSchema, body: alertInputSchema, response: { 200: alertSchema } } },
    async (request) => {
      await requireContentWriter(request);
      return updateAlert(app.ctx, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/admin/alerts/:id',
    { config, schema: { tags: ['alerts'], params: alertIdParamsSchema, response: { 200: z.object({ id: z.string() }) } } },
    async (request) => {
      await requireContentWriter(request);
      await deleteAlert(app.ctx, request.params.id);
      return { id: request.params.id };
    },
  );
}
