/**
 * POST /api/subscriptions/checkout (docs/decisions/046): a Stripe Checkout
 * session for a subject and a paid plan; the answer is its URL. Only who
 * pays may start it (team owner, college admin, the user: 404 for anyone
 * else). The plan is applied by the signed webhook, never by the return to
 * /success. A subject already paying through Stripe changes its plan in the
 * billing portal (409 here).
 */
import { AppError } from '#shared/app-error.ts';
import type { BillingRedirect, CheckoutBody } from '#shared/contracts/subscriptions.ts';
import { DEFAULT_PLAN, isPlanOf, PLAN_TEXTS, type SubjectType } from '#shared/access/plans.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { billingAccountOf, requireStripe, stripeFailure } from './stripe-calls.ts';
import { requireBillingManager } from './subscriptions-policies.ts';

/** The page's query for a subject: ?team=, ?college= or ?user=. */
export function subjectQuery(subjectType: SubjectType, subjectId: string): string {
  return `${subjectType}=${encodeURIComponent(subjectId)}`;
}

export async function createCheckoutSession(ctx: AppContext, viewer: Viewer, body: CheckoutBody): Promise<BillingRedirect> {
  // A minor sees the player plan but cannot buy it; anyone else who may not pay learns nothing.
  const subject = await requireBillingManager(ctx.db, viewer, body.subjectType, body.subjectId);
  const stripe = requireStripe(ctx, subject.type);
  if (!isPlanOf(body.subjectType, body.plan) || body.plan === DEFAULT_PLAN[body.subjectType]) {
    throw new AppError('validation', PLAN_TEXTS.notPurchasable, { plan: PLAN_TEXTS.notPurchasable });
  }
  const price = ctx.billing.priceFor(body.subjectType, body.plan);
  if (!price) throw new AppError('conflict', PLAN_TEXTS.notPurchasable, { plan: PLAN_TEXTS.notPurchasable });
  if (subject.plan === body.plan) throw new AppError('conflict', PLAN_TEXTS.alreadyOnPlan);
  if (subject.hasStripeSubscription) throw new AppError('conflict', PLAN_TEXTS.hasSubscription);

  const query = subjectQuery(subject.type, subject.id);
  const metadata = { subject_type: subject.type, subject_id: subject.id, plan: body.plan, price_id: price };
  const customer = await billingAccountOf(ctx.db, subject.type, subject.id);
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      success_url: `${ctx.baseUrl}/success?${query}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ctx.baseUrl}/subscription?${query}`,
      client_reference_id: `${subject.type}:${subject.id}`,
      ...(customer ? { customer } : { customer_email: viewer.email }),
      metadata,
      subscription_data: { metadata },
    });
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    return { url: session.url };
  } catch (error) {
    throw stripeFailure(ctx, error, 'checkout');
  }
}
