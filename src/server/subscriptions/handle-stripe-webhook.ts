/**
 * POST /api/stripe/webhook (docs/decisions/046). The raw body is verified
 * with stripe.webhooks.constructEvent and the STRIPE_WEBHOOK_SECRET; then,
 * in one transaction, the event id is recorded (a replay finds it and
 * changes nothing) and the event applied:
 * - checkout.session.completed: the subject of the session's metadata (set
 *   by our checkout) gets the plan of its price, its customer and subscription;
 * - customer.subscription.created / updated: the plan of the subscription's
 *   price, its status and period end; an upgrade applies at once, a downgrade
 *   waits in pending_plan until the end of the period already paid; an ended
 *   subscription (canceled, unpaid, incomplete_expired, paused) puts the
 *   subject back on its default plan;
 * - customer.subscription.deleted: back to the default plan.
 * A plan a platform admin set by hand gives way to Stripe's at once (the
 * customer pays for Stripe's plan; no pending downgrade keeps the hand-set one).
 * A price no plan has here is refused (400) and nothing is kept, not even the
 * event id: Stripe retries, and succeeds once the price is configured.
 * Other event types are recorded and ignored.
 */
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { AppError } from '#shared/app-error.ts';
import { SUBSCRIPTION_TEXTS } from '#shared/contracts/subscriptions.ts';
import { isDowngrade, PLAN_TEXTS, SUBJECT_TYPES, type SubjectType } from '#shared/access/plans.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { applyDueDowngrades, applyPlan, endPlan } from './apply-plan.ts';
import { stripeWebhooks } from './billing.ts';

type Executor = Pick<Database, 'execute'>;

const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

function unknownPrice(): AppError {
  return new AppError('validation', SUBSCRIPTION_TEXTS.unknownPrice);
}

function subjectOfMetadata(metadata: Stripe.Metadata | null | undefined): { subjectType: SubjectType; subjectId: string } | null {
  const subjectType = metadata?.subject_type;
  const subjectId = metadata?.subject_id;
  if (!subjectType || !subjectId || !(SUBJECT_TYPES as readonly string[]).includes(subjectType)) return null;
  return { subjectType: subjectType as SubjectType, subjectId };
}

/** The plan of a price for a subject type, or 400: an unknown price, or one of another subject type's plans. */
function planOfPrice(ctx: AppContext, priceId: string | null | undefined, subjectType: SubjectType): string {
  const mapped = priceId ? ctx.billing.planForPrice(priceId) : null;
  if (!mapped || mapped.subjectType !== subjectType) throw unknownPrice();
  return mapped.plan;
}

async function checkoutCompleted(tx: Executor, ctx: AppContext, session: Stripe.Checkout.Session): Promise<void> {
  if (session.mode !== 'subscription') return;
  const subject = subjectOfMetadata(session.metadata);
  if (!subject) return;
  const plan = planOfPrice(ctx, session.metadata?.price_id, subject.subjectType);
  if (session.metadata?.plan !== plan) throw unknownPrice();
  await applyPlan(tx, {
    ...subject,
    plan,
    status: 'active',
    stripeCustomerId: idOf(session.customer),
    stripeSubscriptionId: idOf(session.subscription),
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    setByHand: false,
  });
}

interface StoredSubscription {
  subjectType: SubjectType;
  subjectId: string;
  plan: string;
  /** The current plan was set by a platform admin (not paid): Stripe's plan applies at once, without a pending downgrade. */
  setByHand: boolean;
}

/**
 * The subject of a Stripe subscription and its plan now. A pending downgrade
 * whose period has ended (by the clock, or because this event starts a later
 * period: the renewal) counts as applied.
 */
async function storedSubscription(tx: Executor, subscription: Stripe.Subscription): Promise<StoredSubscription | null> {
  const periodEnd = periodEndOf(subscription)?.toISOString() ?? null;
  const [row] = await rowsOf<StoredSubscription>(
    tx,
    sql`select subject_type as "subjectType", subject_id as "subjectId",
        case when s.pending_plan is not null and (s.current_period_end <= now() or s.current_period_end < ${periodEnd}::timestamptz) then s.pending_plan
          when subject_type = 'team' then coalesce((select t.subscription_tier from teams t where t.id::text = s.subject_id), s.plan)
          else s.plan end as plan,
        s.plan_set_by_hand_at is not null as "setByHand"
      from subscriptions s where s.stripe_subscription_id = ${subscription.id} for update`,
  );
  if (row) return row;
  // The subscription's events can come before the checkout's: find the subject from its metadata.
  const subject = subjectOfMetadata(subscription.metadata);
  if (!subject) return null;
  const [current] = await rowsOf<{ plan: string | null; setByHand: boolean | null }>(
    tx,
    sql`select case when ${subject.subjectType} = 'team' then (select t.subscription_tier from teams t where t.id::text = ${subject.subjectId})
        else (select s.plan from subscriptions s where s.subject_type = ${subject.subjectType} and s.subject_id = ${subject.subjectId}) end as plan,
        (select s.plan_set_by_hand_at is not null from subscriptions s where s.subject_type = ${subject.subjectType} and s.subject_id = ${subject.subjectId}) as "setByHand"`,
  );
  return { ...subject, plan: current?.plan ?? '', setByHand: Boolean(current?.setByHand) };
}

function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items?.data?.[0];
  const seconds = item?.current_period_end ?? (subscription as unknown as { current_period_end?: number }).current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

async function subscriptionChanged(tx: Executor, ctx: AppContext, subscription: Stripe.Subscription): Promise<void> {
  const stored = await storedSubscription(tx, subscription);
  if (!stored) return;
  const base = {
    subjectType: stored.subjectType,
    subjectId: stored.subjectId,
    status: subscription.status,
    stripeCustomerId: idOf(subscription.customer),
    stripeSubscriptionId: subscription.id,
  };
  if (ENDED_STATUSES.has(subscription.status)) return endPlan(tx, stored.subjectType, stored.subjectId);
  const plan = planOfPrice(ctx, subscription.items?.data?.[0]?.price?.id, stored.subjectType);
  const currentPeriodEnd = periodEndOf(subscription);
  const cancelAtPeriodEnd = Boolean(subscription.cancel_at_period_end);
  if (!LIVE_STATUSES.has(subscription.status)) {
    // Not paid yet (incomplete): remember the subscription, change no plan.
    const [row] = await rowsOf<{ plan: string }>(tx, sql`select plan from subscriptions where subject_type = ${stored.subjectType} and subject_id = ${stored.subjectId}`);
    if (row) await applyPlan(tx, { ...base, plan: row.plan, currentPeriodEnd, cancelAtPeriodEnd });
    return;
  }
  const periodAhead = currentPeriodEnd !== null && currentPeriodEnd.getTime() > Date.now();
  if (periodAhead && !stored.setByHand && isDowngrade(stored.subjectType, stored.plan, plan)) {
    // Paid for the higher plan until the period ends: keep it, switch then.
    await applyPlan(tx, { ...base, plan: stored.plan, currentPeriodEnd, cancelAtPeriodEnd, pendingPlan: plan });
    return;
  }
  await applyPlan(tx, { ...base, plan, currentPeriodEnd, cancelAtPeriodEnd, pendingPlan: null, setByHand: false });
}

async function subscriptionDeleted(tx: Executor, subscription: Stripe.Subscription): Promise<void> {
  const stored = await storedSubscription(tx, subscription);
  if (stored) await endPlan(tx, stored.subjectType, stored.subjectId);
}

/** Verifies and applies one event; `duplicate`: its id was already applied (nothing changed). */
export async function handleStripeWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
  // No signature is a caller's mistake whatever the configuration; a signed event needs the secret to check it.
  if (!signature) throw new AppError('validation', SUBSCRIPTION_TEXTS.badSignature);
  const secret = ctx.billing.webhookSecret;
  if (!secret) throw new AppError('unavailable', PLAN_TEXTS.billingNotConfigured(null));
  let event: Stripe.Event;
  try {
    event = stripeWebhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('validation', SUBSCRIPTION_TEXTS.badSignature);
  }
  const applied = await ctx.db.transaction(async (tx) => {
    const recorded = await rowsOf<{ id: string }>(
      tx,
      sql`insert into stripe_webhook_events (id, type) values (${event.id}, ${event.type}) on conflict (id) do nothing returning id`,
    );
    if (recorded.length === 0) return false;
    switch (event.type) {
      case 'checkout.session.completed':
        await checkoutCompleted(tx, ctx, event.data.object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        await subscriptionChanged(tx, ctx, event.data.object);
        break;
      case 'customer.subscription.deleted':
        await subscriptionDeleted(tx, event.data.object);
        break;
      default:
        break;
    }
    return true;
  });
  // A renewal is the moment a pending downgrade falls due: apply it now rather than at the next hourly check.
  if (applied) await applyDueDowngrades(ctx.db);
  return { duplicate: !applied };
}
