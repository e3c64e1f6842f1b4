import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageBodySchema, contactMessageResponseSchema } from '#shared/contracts/contact.ts';
import { getViewer } from '#server/auth/current-user.ts';
import { authRateLimit } from '#server/http/rate-limits.ts';
import { sendContactMessage } from './send-contact-message.ts';

export async function contactRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/contact',
    {
      config: { rateLimit: authRateLimit(app) },
      schema: {
        tags: ['contact'],
        body: contactMessageBodySchema,
        response: { 201: contactMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const receipt = await sendContactMessage(app.ctx, await getViewer(request), request.body);
      return reply.status(201).send(receipt);
    },
  );
}
