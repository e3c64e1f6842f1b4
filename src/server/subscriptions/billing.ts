/**
 * Billing through Stripe (docs/decisions/046): the client, the webhook
 * secret and the price ids, from the environment (main.ts) or a test. The
 * client is made only with STRIPE_SECRET_KEY; tests point it at a local
 * fake API (`api`: the library's host, port and protocol options).
 */
import Stripe from 'stripe';
import { paidPlans, type PlanKey, type SubjectType } from '#shared/access/plans.ts';

export interface BillingOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Price id by environment variable name (STRIPE_PRICE_TEAM_SILVER, ...): paidPlans()' priceEnv. */
  prices?: Readonly<Record<string, string | undefined>>;
  /** Where the Stripe API is (tests: a local fake). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface Billing {
  /** Null without STRIPE_SECRET_KEY. */
  stripe: Stripe | null;
  /** Null without STRIPE_WEBHOOK_SECRET: the webhook answers 503. */
  webhookSecret: string | null;
  /** Checkout and the portal work: both keys set. */
  configured: boolean;
  priceFor(subjectType: SubjectType, plan: string): string | null;
  planForPrice(priceId: string): { subjectType: SubjectType; plan: PlanKey } | null;
  /** "subjectType:plan" of every paid plan with a price id. */
  purchasable: string[];
}

export function createBilling(options: BillingOptions = {}): Billing {
  const prices = options.prices ?? {};
  const priced = paidPlans().flatMap((paid) => {
    const priceId = prices[paid.priceEnv]?.trim();
    return priceId ? [{ ...paid, priceId }] : [];
  });
  const stripe = options.secretKey
    ? new Stripe(options.secretKey, {
        maxNetworkRetries: 1,
        timeout: 15_000,
        ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
      })
    : null;
  const webhookSecret = options.webhookSecret || null;
  return {
    stripe,
    webhookSecret,
    configured: stripe !== null && webhookSecret !== null,
    priceFor: (subjectType, plan) => priced.find((paid) => paid.subjectType === subjectType && paid.plan === plan)?.priceId ?? null,
    planForPrice: (priceId) => {
      const paid = priced.find((candidate) => candidate.priceId === priceId);
      return paid ? { subjectType: paid.subjectType, plan: paid.plan } : null;
    },
    purchasable: priced.map((paid) => `${paid.subjectType}:${paid.plan}`),
  };
}

/** Stripe.webhooks without a client: verifying needs only the secret. */
export const stripeWebhooks = Stripe.webhooks;

/** The billing options from the environment (main.ts): STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_*. */
export function billingOptionsFromEnv(source: Readonly<Record<string, unknown>>): BillingOptions {
  const text = (name: string) => {
    const value = source[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    secretKey: text('STRIPE_SECRET_KEY'),
    webhookSecret: text('STRIPE_WEBHOOK_SECRET'),
    prices: Object.fromEntries(paidPlans().map((paid) => [paid.priceEnv, text(paid.priceEnv)])),
  };
}
