/**
 * POST /api/stripe/webhook (docs/decisions/046): Stripe's events, verified
 * on the exact bytes Stripe signed. In its own plugin, whose JSON parser
 * keeps the raw body (the app's parser stays as it is everywhere else).
 * No session, no origin: the signature is the only credential. 400 for a
 * bad signature or an unknown price, 503 without STRIPE_WEBHOOK_SECRET, 200
 * `{ received, duplicate }` otherwise.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookResultSchema } from '#shared/contracts/subscriptions.ts';
import { handleStripeWebhook } from './handle-stripe-webhook.ts';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

export async function stripeWebhookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  api.post(
    STRIPE_WEBHOOK_PATH,
    { schema: { tags: ['subscriptions'], response: { 200: webhookResultSchema } } },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const result = await handleStripeWebhook(app.ctx, body, typeof signature === 'string' ? signature : undefined);
      return { received: true as const, duplicate: result.duplicate };
    },
  );
}
