/**
 * Paid plans (issue 14.5, docs/decisions/046). One row per subject (a team,
 * a college or a user) that has or had a Stripe subscription; a subject
 * without a row is on its default plan (#shared/plans.ts DEFAULT_PLAN).
 * `plan` is the effective plan; a downgrade waits in `pending_plan` until
 * `current_period_end`. For teams, teams.subscription_tier is kept equal to
 * the effective plan in the same transaction (the gates read it).
 *
 * stripe_webhook_events: every Stripe event applied, by its id, so a replay
 * changes nothing.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { SUBJECT_TYPES } from '#shared/access/plans.ts';
import { valueIn } from './value-check.ts';

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').notNull(),
    /** teams.id or colleges.id (uuid as text) or profiles.id. */
    subjectId: text('subject_id').notNull(),
    plan: text('plan').notNull(),
    status: text('status').notNull().default('active'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade chosen for the end of the paid period; applied then. */
    pendingPlan: text('pending_plan'),
    /** When a platform admin last set the plan by hand (decision 046, session 24); null once Stripe sets it again. */
    planSetByHandAt: timestamp('plan_set_by_hand_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('subscriptions_subject_key').on(table.subjectType, table.subjectId),
    unique('subscriptions_stripe_subscription_key').on(table.stripeSubscriptionId),
    index('subscriptions_stripe_customer_idx').on(table.stripeCustomerId),
    index('subscriptions_pending_due_idx').on(table.currentPeriodEnd).where(sql`${table.pendingPlan} is not null`),
    check('subscriptions_subject_type_check', valueIn(table.subjectType, SUBJECT_TYPES)),
    check('subscriptions_status_check', valueIn(table.status, SUBSCRIPTION_STATUSES)),
  ],
);

export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  /** Stripe's event id (evt_...). */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
