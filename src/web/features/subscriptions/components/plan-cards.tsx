/**
 * The plans of one subject side by side (docs/decisions/046): price, what
 * each has, the current one marked, and the action to move to each: Checkout
 * for a first paid plan, the billing portal for a subject already paying
 * through Stripe, a downgrade only after its effects are shown; a plan this
 * server cannot sell online is requested of platform staff (decision 070).
 */
import Check from 'lucide-react/icons/check';
import type { PlanRequestReceipt, SubscriptionSubject } from '#shared/contracts/subscriptions.ts';
import { formatPlanPrice, PLAN_KEYS_BY_SUBJECT, planOf } from '#shared/access/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { cn } from '#web/lib/cn.ts';
import { downgradeEffects, planHighlights } from '../plan-effects.ts';
import { PlanRequestDialog } from './plan-request-dialog.tsx';

export interface PlanCardsProps {
  subject: SubscriptionSubject;
  billingConfigured: boolean;
  /** "subjectType:plan" that this server can sell. */
  purchasable: readonly string[];
  pendingPlan: string | null;
  /** Checkout for a paid plan. */
  onCheckout: (plan: string) => void;
  /** The billing portal (change or cancel a Stripe subscription); resolves true when leaving for it. */
  onPortal: () => Promise<boolean>;
  /** A plan this server cannot sell online was requested of platform staff (docs/decisions/070). */
  onRequestSent: (receipt: PlanRequestReceipt, planLabel: string) => void;
}

export function formatRenewal(iso: string | null): string | null {
  return iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : null;
}

export function PlanCards({ subject, billingConfigured, purchasable, pendingPlan, onCheckout, onPortal, onRequestSent }: PlanCardsProps) {
  const keys = PLAN_KEYS_BY_SUBJECT[subject.type] as readonly string[];
  const current = planOf(subject.type, subject.plan);
  const renewal = formatRenewal(subject.currentPeriodEnd);

  return (
    <ul aria-label={`Plans for ${subject.name}`} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {keys.map((key) => {
        const plan = planOf(subject.type, key)!;
        const isCurrent = key === subject.plan;
        const isDowngrade = current !== undefined && plan.rank < current.rank;
        const label = `${isDowngrade ? 'Downgrade' : 'Upgrade'} to ${plan.label}`;
        const canBuy = billingConfigured && purchasable.includes(`${subject.type}:${key}`);
        const action = (() => {
          if (isCurrent) return <p className="text-sm font-semibold text-primary">Current plan</p>;
          if (!subject.canManageBilling) return null;
          if (pendingPlan === key) return <p className="text-sm text-muted-foreground">Starts {renewal ? `on ${renewal}` : 'at the end of the period'}</p>;
          if (isDowngrade) {
            if (!subject.hasStripeSubscription || !billingConfigured) return null;
            const effects = downgradeEffects(subject, key);
            return (
              <ConfirmDialog
                destructive={false}
                refocusTriggerAfterDone
                trigger={<Button variant="outline">{label}</Button>}
                title={label}
                description={
                  <span className="grid gap-2">
                    <span>
                      {plan.label} starts {renewal ? `on ${renewal}, ` : ''}at the end of the period already paid; until then you keep {current?.label}. Nothing is
                      deleted:
                    </span>
                    <span className="grid gap-1">
                      {effects.map((effect) => (
                        <span key={effect} className="block">
                          • {effect}
                        </span>
                      ))}
                    </span>
                    <span>You confirm the change in the Stripe billing portal.</span>
                  </span>
                }
                confirmLabel="Continue to billing portal"
                pendingText="Opening..."
                onConfirm={onPortal}
              />
            );
          }
          // Not for sale online here (no Stripe keys, or no price for it): ask platform staff (docs/decisions/070).
          if (!canBuy) return <PlanRequestDialog subject={subject} plan={key} planLabel={plan.label} onSent={onRequestSent} />;
          if (subject.hasStripeSubscription) {
            return <Button onClick={() => void onPortal()}>{label}</Button>;
          }
          return <Button onClick={() => onCheckout(key)}>{label}</Button>;
        })();
        return (
          <li
            key={key}
            aria-current={isCurrent ? 'true' : undefined}
            className={cn('grid content-start gap-3 rounded-xl border bg-card p-5', isCurrent && 'border-primary ring-1 ring-primary')}
          >
            <div className="grid gap-1">
              <h3 className="text-lg font-bold">{plan.label}</h3>
              <p className="text-2xl font-bold">{formatPlanPrice(plan.priceCents)}</p>
              <p className="text-sm text-muted-foreground">{plan.tagline}</p>
            </div>
            <ul className="grid gap-1 text-sm" aria-label={`${plan.label} includes`}>
              {planHighlights(subject.type, key).map((line) => (
                <li key={line} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {line}
                </li>
              ))}
            </ul>
            <div className="mt-auto">{action}</div>
          </li>
        );
      })}
    </ul>
  );
}
