/**
 * POST /api/subscriptions/portal (docs/decisions/046): a Stripe customer
 * portal session (payment method, invoices, plan change, cancellation) for a
 * subject that has a billing account; only who pays (404 for anyone else).
 */
import { AppError } from '#shared/app-error.ts';
import type { BillingRedirect, PortalBody } from '#shared/contracts/subscriptions.ts';
import { PLAN_TEXTS } from '#shared/access/plans.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { subjectQuery } from './create-checkout-session.ts';
import { billingAccountOf, requireStripe, stripeFailure } from './stripe-calls.ts';
import { requireSubject } from './subscription-subjects.ts';

export async function createPortalSession(ctx: AppContext, viewer: Viewer, body: PortalBody): Promise<BillingRedirect> {
  const subject = await requireSubject(ctx.db, viewer, body.subjectType, body.subjectId, { billing: true });
  const stripe = requireStripe(ctx, subject.type);
  const customer = await billingAccountOf(ctx.db, subject.type, subject.id);
  if (!customer) throw new AppError('conflict', PLAN_TEXTS.noBillingAccount);
  try {
    const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${ctx.baseUrl}/subscription?${subjectQuery(subject.type, subject.id)}` });
    return { url: session.url };
  } catch (error) {
    throw stripeFailure(ctx, error, 'portal');
  }
}
