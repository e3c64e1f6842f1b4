/**
 * GET /api/admin/outbox: the emails the product sent, reset and claim links
 * included, for the platform admin and browser tests. Only where the outbox
 * is the delivery path (development and tests without SMTP_URL, or the e2e
 * server's EMAIL_TEST_OUTBOX); elsewhere 404 (docs/decisions/013-email-outbox.md).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/app-error.ts';
import { outboxQuerySchema, outboxResponseSchema } from '#shared/contracts/outbox.ts';
import { requireOutboxReader } from '#server/auth/policies.ts';
import { NO_READABLE_OUTBOX } from '#server/email/email-delivery.ts';
import { listOutbox } from './list-outbox.ts';

export async function outboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/outbox',
    { config: { access: requireOutboxReader }, schema: { tags: ['admin'], querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    async (request) => {
      await requireOutboxReader(request);
      if (app.ctx.emailDelivery.kind !== 'outbox') throw new AppError('not_found', NO_READABLE_OUTBOX);
      return listOutbox(app.ctx, request.query);
    },
  );
}
