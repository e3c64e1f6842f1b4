/**
 * Stripe events as the webhook receives them, signed the way Stripe signs
 * them (stripe.webhooks.generateTestHeaderString), for API tests and the e2e
 * journeys (e2e/support/stripe-webhook.ts). Imports nothing but the stripe
 * library, so Playwright can load it.
 */
import Stripe from 'stripe';

/** The webhook secret and price ids of the tests and of the e2e server (playwright.config.ts). */
export const TEST_WEBHOOK_SECRET = 'whsec_test_esports_recruiting_0123456789';
export const TEST_PRICES = {
  STRIPE_PRICE_TEAM_SILVER: 'price_test_team_silver',
  STRIPE_PRICE_TEAM_GOLD: 'price_test_team_gold',
  STRIPE_PRICE_COLLEGE_PRO: 'price_test_college_pro',
  STRIPE_PRICE_PLAYER_PLUS: 'price_test_player_plus',
} as const;

let counter = 0;
const nextId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}_${(counter += 1)}`;

export interface TestSubject {
  subjectType: 'team' | 'college' | 'user';
  subjectId: string;
}

function event(type: string, object: Record<string, unknown>, id: string = nextId('evt')) {
  return { id, object: 'event', type, api_version: '2025-10-29.clover', created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
}

/** checkout.session.completed for a subscription our checkout started (its metadata names the subject, plan and price). */
export function checkoutCompletedEvent(input: TestSubject & { plan: string; priceId: string; customer?: string; subscription?: string; eventId?: string }) {
  const metadata = { subject_type: input.subjectType, subject_id: input.subjectId, plan: input.plan, price_id: input.priceId };
  return event(
    'checkout.session.completed',
    {
      id: nextId('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer: input.customer ?? nextId('cus'),
      subscription: input.subscription ?? nextId('sub'),
      client_reference_id: `${input.subjectType}:${input.subjectId}`,
      metadata,
    },
    input.eventId,
  );
}

/** customer.subscription.created / updated / deleted with one item at `priceId`. */
export function subscriptionEvent(
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  input: TestSubject & {
    subscription: string;
    customer: string;
    priceId: string;
    status?: string;
    periodEnd?: Date;
    cancelAtPeriodEnd?: boolean;
    eventId?: string;
  },
) {
  const periodEnd = Math.floor((input.periodEnd ?? new Date(Date.now() + 30 * 86_400_000)).getTime() / 1000);
  return event(
    type,
    {
      id: input.subscription,
      object: 'subscription',
      customer: input.customer,
      status: input.status ?? (type === 'customer.subscription.deleted' ? 'canceled' : 'active'),
      cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
      metadata: { subject_type: input.subjectType, subject_id: input.subjectId },
      items: { object: 'list', data: [{ id: nextId('si'), object: 'subscription_item', price: { id: input.priceId, object: 'price' }, current_period_end: periodEnd }] },
    },
    input.eventId,
  );
}

/** The body and headers to POST to /api/stripe/webhook; `secret`: another one makes a bad signature. */
export function signedWebhook(payloadObject: object, secret: string = TEST_WEBHOOK_SECRET): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(payloadObject);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
