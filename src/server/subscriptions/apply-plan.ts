/**
 * Writes a subject's plan (docs/decisions/046): the subscriptions row, and
 * for a team teams.subscription_tier in the same transaction (the gates read
 * the tier). Downgrades wait in pending_plan until current_period_end; the
 * hourly check (and every webhook) applies the ones that are due. Every
 * plan change goes through applyPlan: Stripe's webhooks, the end of a
 * subscription, and a platform admin's change by hand (setPlanByHand, for a
 * team from Team Settings too), which clears any pending downgrade and marks
 * the plan as set by hand until Stripe sets it again (session 24).
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_PLAN, type SubjectType } from '#shared/access/plans.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

type Executor = Pick<Database, 'execute'>;

export interface PlanChange {
  subjectType: SubjectType;
  subjectId: string;
  plan: string;
  /** Undefined keeps the stored status ('active' for a new row). */
  status?: string;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
  pendingPlan?: string | null;
  /** true: set by a platform admin now; false: set by Stripe (clears the mark); undefined keeps it. */
  setByHand?: boolean;
}

/** Keeps a team's tier equal to its plan (a no-op for a team that is gone). */
async function syncTeamTier(tx: Executor, subjectId: string, plan: string): Promise<void> {
  await tx.execute(sql`update teams set subscription_tier = ${plan}, updated_at = now()
    where id::text = ${subjectId} and subscription_tier <> ${plan}`);
}

/** Inserts or updates the subject's row; undefined fields keep their stored value. Call inside a transaction. */
export async function applyPlan(tx: Executor, change: PlanChange): Promise<void> {
  const keep = (value: unknown) => value === undefined;
  await tx.execute(sql`insert into subscriptions as s (subject_type, subject_id, plan, status, stripe_customer_id, stripe_subscription_id,
      current_period_end, cancel_at_period_end, pending_plan, plan_set_by_hand_at)
    values (${change.subjectType}, ${change.subjectId}, ${change.plan}, ${change.status ?? 'active'}, ${change.stripeCustomerId ?? null},
      ${change.stripeSubscriptionId ?? null}, ${change.currentPeriodEnd?.toISOString() ?? null}, ${change.cancelAtPeriodEnd ?? false}, ${change.pendingPlan ?? null},
      ${change.setByHand ? sql`now()` : null})
    on conflict (subject_type, subject_id) do update set
      plan = excluded.plan,
      status = ${keep(change.status) ? sql`s.status` : sql`excluded.status`},
      stripe_customer_id = ${keep(change.stripeCustomerId) ? sql`s.stripe_customer_id` : sql`excluded.stripe_customer_id`},
      stripe_subscription_id = ${keep(change.stripeSubscriptionId) ? sql`s.stripe_subscription_id` : sql`excluded.stripe_subscription_id`},
      current_period_end = ${keep(change.currentPeriodEnd) ? sql`s.current_period_end` : sql`excluded.current_period_end`},
      cancel_at_period_end = ${keep(change.cancelAtPeriodEnd) ? sql`s.cancel_at_period_end` : sql`excluded.cancel_at_period_end`},
      pending_plan = ${keep(change.pendingPlan) ? sql`s.pending_plan` : sql`excluded.pending_plan`},
      plan_set_by_hand_at = ${keep(change.setByHand) ? sql`s.plan_set_by_hand_at` : sql`excluded.plan_set_by_hand_at`},
      updated_at = now()`);
  if (change.subjectType === 'team') await syncTeamTier(tx, change.subjectId, change.plan);
}

/** The subject back on its default plan (the subscription ended). */
export async function endPlan(tx: Executor, subjectType: SubjectType, subjectId: string): Promise<void> {
  await applyPlan(tx, {
    subjectType,
    subjectId,
    plan: DEFAULT_PLAN[subjectType],
    status: 'canceled',
    stripeSubscriptionId: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    setByHand: false,
  });
}

/**
 * A platform admin's plan by hand (Team Settings' tier, PUT
 * /api/subscriptions/:subjectType/:subjectId/plan): the plan now, any pending
 * downgrade dropped (else the hourly check would undo the admin's choice),
 * Stripe's ids, status and period kept. A later Stripe event for a paid
 * subscription still sets the plan from what the customer pays.
 */
export async function setPlanByHand(tx: Executor, subjectType: SubjectType, subjectId: string, plan: string): Promise<void> {
  await applyPlan(tx, { subjectType, subjectId, plan, pendingPlan: null, setByHand: true });
}

/** Applies every downgrade whose period has ended; returns how many. */
export async function applyDueDowngrades(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await rowsOf<{ subjectType: SubjectType; subjectId: string; plan: string }>(
      tx,
      sql`update subscriptions set plan = pending_plan, pending_plan = null, updated_at = now()
        where pending_plan is not null and current_period_end <= now()
        returning subject_type as "subjectType", subject_id as "subjectId", plan`,
    );
    for (const row of due) if (row.subjectType === 'team') await syncTeamTier(tx, row.subjectId, row.plan);
    return due.length;
  });
}
