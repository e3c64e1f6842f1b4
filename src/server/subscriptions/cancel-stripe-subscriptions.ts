/**
 * Cancels the Stripe subscriptions of subjects being deleted
 * (docs/decisions/046): called after the deletion has committed, for each
 * subject's subscription that has a Stripe id and has not ended. Stripe
 * cancels it at once, without proration or a final invoice (the subject is
 * gone; nothing is credited or charged), and the row goes back to the
 * default plan (status canceled, no Stripe id; the later
 * customer.subscription.deleted webhook then finds nothing to change).
 * Without STRIPE_SECRET_KEY nothing is called and nothing changes. A Stripe
 * error never fails the deletion: it is logged (with the subscription id, to
 * cancel by hand in the dashboard) and the row is left as it was.
 */
import { sql } from 'drizzle-orm';
import type { SubjectType } from '#shared/access/plans.ts';
import type { AppContext } from '#server/app-context.ts';
import { rowsOf } from '#server/db/sql.ts';
import { endPlan } from './apply-plan.ts';

export interface BillingSubject {
  subjectType: SubjectType;
  subjectId: string;
}

/** Returns the Stripe subscription ids cancelled (empty without keys or when there were none). */
export async function cancelStripeSubscriptions(ctx: AppContext, subjects: readonly BillingSubject[]): Promise<string[]> {
  const stripe = ctx.billing.stripe;
  if (!stripe || subjects.length === 0) return [];
  const rows = await rowsOf<{ subjectType: SubjectType; subjectId: string; stripeSubscriptionId: string }>(
    ctx.db,
    sql`select subject_type as "subjectType", subject_id as "subjectId", stripe_subscription_id as "stripeSubscriptionId"
      from subscriptions
      where stripe_subscription_id is not null and status not in ('canceled', 'incomplete_expired')
        and (subject_type, subject_id) in (${sql.join(
          subjects.map((subject) => sql`(${subject.subjectType}, ${subject.subjectId})`),
          sql`, `,
        )})
      order by subject_type, subject_id`,
  );
  const cancelled: string[] = [];
  for (const row of rows) {
    try {
      await stripe.subscriptions.cancel(row.stripeSubscriptionId, { prorate: false, invoice_now: false });
    } catch (error) {
      ctx.log.error(
        { err: error, subjectType: row.subjectType, subjectId: row.subjectId, stripeSubscriptionId: row.stripeSubscriptionId },
        'Stripe did not cancel the subscription of a deleted subject; cancel it in the Stripe dashboard',
      );
      continue;
    }
    await ctx.db.transaction((tx) => endPlan(tx, row.subjectType, row.subjectId));
    cancelled.push(row.stripeSubscriptionId);
  }
  return cancelled;
}
