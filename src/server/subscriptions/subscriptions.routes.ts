/**
 * Subscriptions (issue 14.5, docs/decisions/046): the viewer's subjects and
 * their plans, one subject, a platform admin's plan by hand, Stripe Checkout
 * and the customer portal. Signed-in
 * users only; a subject the viewer may not see answers 404. The plans
 * themselves are the shared table (#shared/plans.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingRedirectSchema,
  checkoutBodySchema,
  manualPlanBodySchema,
  planRequestBodySchema,
  planRequestReceiptSchema,
  portalBodySchema,
  subscriptionsOverviewSchema,
  subscriptionsQuerySchema,
  subscriptionSubjectParamsSchema,
  subscriptionSubjectSchema,
} from '#shared/contracts/subscriptions.ts';
import { requireUser } from '#server/auth/policies.ts';
import { authRateLimit } from '#server/http/rate-limits.ts';
import { applyDueDowngrades } from './apply-plan.ts';
import { createCheckoutSession } from './create-checkout-session.ts';
import { createPortalSession } from './create-portal-session.ts';
import { requestPlan } from './request-plan.ts';
import { setSubjectPlan } from './set-subject-plan.ts';
import { listViewerSubjects, requireSubject } from './subscription-subjects.ts';

export async function subscriptionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['subscriptions'];
  const config = { access: requireUser };

  api.get(
    '/api/subscriptions',
    { config, schema: { tags, querystring: subscriptionsQuerySchema, response: { 200: subscriptionsOverviewSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      await applyDueDowngrades(ctx.db);
      return {
        billingConfigured: ctx.billing.configured,
        purchasable: ctx.billing.configured ? ctx.billing.purchasable : [],
        subjects: await listViewerSubjects(ctx.db, viewer, request.query),
      };
    },
  );

  api.get(
    '/api/subscriptions/:subjectType/:subjectId',
    { config, schema: { tags, params: subscriptionSubjectParamsSchema, response: { 200: subscriptionSubjectSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      await applyDueDowngrades(ctx.db);
      return requireSubject(ctx.db, viewer, request.params.subjectType, request.params.subjectId);
    },
  );

  api.put(
    '/api/subscriptions/:subjectType/:subjectId/plan',
    { config, schema: { tags, params: subscriptionSubjectParamsSchema, body: manualPlanBodySchema, response: { 200: subscriptionSubjectSchema } } },
    async (request) => setSubjectPlan(ctx.db, await requireUser(request), request.params.subjectType, request.params.subjectId, request.body),
  );

  api.post(
    '/api/subscriptions/checkout',
    { config, schema: { tags, body: checkoutBodySchema, response: { 200: billingRedirectSchema } } },
    async (request) => createCheckoutSession(ctx, await requireUser(request), request.body),
  );

  api.post(
    '/api/subscriptions/plan-requests',
    {
      config: { ...config, rateLimit: authRateLimit(app) },
      schema: { tags, body: planRequestBodySchema, response: { 201: planRequestReceiptSchema } },
    },
    async (request, reply) => reply.status(201).send(await requestPlan(ctx, await requireUser(request), request.body)),
  );

  api.post(
    '/api/subscriptions/portal',
    { config, schema: { tags, body: portalBodySchema, response: { 200: billingRedirectSchema } } },
    async (request) => createPortalSession(ctx, await requireUser(request), request.body),
  );
}
