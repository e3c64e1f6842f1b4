/** What the checkout and portal services share: the client (503 without keys), the subject's Stripe customer, Stripe's failures. */
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { AppError } from '#shared/app-error.ts';
import { PLAN_TEXTS, type SubjectType } from '#shared/access/plans.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

/** The Stripe client, or 503 "Billing is not configured" (no STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET). */
export function requireStripe(ctx: AppContext, subjectType: SubjectType): Stripe {
  if (!ctx.billing.configured || !ctx.billing.stripe) throw new AppError('unavailable', PLAN_TEXTS.billingNotConfigured(subjectType));
  return ctx.billing.stripe;
}

export async function billingAccountOf(db: Pick<Database, 'execute'>, subjectType: SubjectType, subjectId: string): Promise<string | null> {
  const [row] = await rowsOf<{ customer: string | null }>(
    db,
    sql`select stripe_customer_id as customer from subscriptions where subject_type = ${subjectType} and subject_id = ${subjectId}`,
  );
  return row?.customer ?? null;
}

/** Stripe refused or could not be reached: logged, 503 with a message fit to show. */
export function stripeFailure(ctx: AppContext, error: unknown, what: 'checkout' | 'portal'): AppError {
  if (error instanceof AppError) return error;
  ctx.log.error({ err: error }, `Stripe ${what} session failed`);
  return new AppError('unavailable', `Stripe could not open the ${what === 'checkout' ? 'checkout' : 'billing portal'}. Please try again later.`);
}
