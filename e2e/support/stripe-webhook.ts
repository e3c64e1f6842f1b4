/**
 * Stands in for Stripe in the e2e journeys (docs/decisions/046): posts a
 * signed event to POST /api/stripe/webhook, as Stripe would after Checkout.
 * The e2e server runs with STRIPE_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET and the
 * STRIPE_PRICE_* = TEST_PRICES (playwright.config.ts) but no STRIPE_SECRET_KEY:
 * /subscription then says billing is not configured (no Checkout), while the
 * webhook still verifies and applies signed events.
 *
 *   await postStripeEvent(baseURL, checkoutCompletedEvent({ subjectType: 'team', subjectId: teamId, plan: 'silver',
 *     priceId: TEST_PRICES.STRIPE_PRICE_TEAM_SILVER }));
 */
import { expect, request } from '@playwright/test';
import { checkoutCompletedEvent, signedWebhook, subscriptionEvent, TEST_PRICES } from '../../src/server/test/subscriptions/stripe-test-events.ts';

export { checkoutCompletedEvent, subscriptionEvent, TEST_PRICES };

/** Posts the event signed with the e2e server's secret; expects 200 and returns the answer ({ received, duplicate }). */
export async function postStripeEvent(baseURL: string, event: object): Promise<{ received: true; duplicate: boolean }> {
  const api = await request.newContext({ baseURL });
  try {
    const { payload, headers } = signedWebhook(event);
    const response = await api.post('/api/stripe/webhook', { data: payload, headers });
    expect(response.status(), `stripe webhook: ${response.status()} ${await response.text()}`).toBe(200);
    return (await response.json()) as { received: true; duplicate: boolean };
  } finally {
    await api.dispose();
  }
}

/** Makes a team silver (or gold) the way a completed Checkout does. */
export function upgradeTeam(baseURL: string, teamId: string, plan: 'silver' | 'gold' = 'silver') {
  const priceId = plan === 'silver' ? TEST_PRICES.STRIPE_PRICE_TEAM_SILVER : TEST_PRICES.STRIPE_PRICE_TEAM_GOLD;
  return postStripeEvent(baseURL, checkoutCompletedEvent({ subjectType: 'team', subjectId: teamId, plan, priceId }));
}
