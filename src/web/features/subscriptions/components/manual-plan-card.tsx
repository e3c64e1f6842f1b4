/**
 * "Set the plan by hand" on /subscription, for platform admins
 * (subject.canSetPlanByHand; decision 046 session 24): the same control as
 * Team Settings' tier, for a team, a college or a player. A pending
 * downgrade is dropped; a subject paying through Stripe is warned that
 * Stripe's next event sets the plan from what is paid.
 */
import { useId, useState } from 'react';
import type { SubscriptionSubject } from '#shared/contracts/subscriptions.ts';
import { PLAN_KEYS_BY_SUBJECT, planOf } from '#shared/access/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useSetPlanByHand } from '../api/subscriptions.ts';

export const MANUAL_PLAN_TEXTS = {
  title: 'Set the plan by hand',
  description: 'Platform admins only. The plan applies at once, without payment; a pending downgrade is dropped.',
  paysThroughStripe: 'This subscription is paid through Stripe: Stripe\u2019s next event for it sets the plan from what is paid.',
  saved: (label: string) => `Plan set to ${label}`,
  failed: 'Could not set the plan.',
} as const;

export function ManualPlanCard({ subject }: { subject: SubscriptionSubject }) {
  const selectId = useId();
  const [choice, setChoice] = useState(subject.plan);
  const setPlan = useSetPlanByHand({ type: subject.type, id: subject.id });
  const keys = PLAN_KEYS_BY_SUBJECT[subject.type] as readonly string[];

  const save = () =>
    setPlan.mutate(
      { plan: choice },
      {
        onSuccess: (saved) => toast.success(MANUAL_PLAN_TEXTS.saved(planOf(saved.type, saved.plan)?.label ?? saved.plan)),
        onError: (error) => toast.error(MANUAL_PLAN_TEXTS.failed, { description: error instanceof Error ? error.message : undefined }),
      },
    );

  return (
    <section aria-labelledby={`${selectId}-heading`} className="grid gap-3 rounded-lg border border-dashed p-4">
      <div className="grid gap-1">
        <h3 id={`${selectId}-heading`} className="font-semibold">
          {MANUAL_PLAN_TEXTS.title}
        </h3>
        <p className="text-sm text-muted-foreground">{MANUAL_PLAN_TEXTS.description}</p>
        {subject.hasStripeSubscription ? <p className="text-sm">{MANUAL_PLAN_TEXTS.paysThroughStripe}</p> : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 gap-2">
          <Label htmlFor={selectId}>Plan</Label>
          <NativeSelect id={selectId} value={choice} disabled={setPlan.isPending} onChange={(event) => setChoice(event.target.value)}>
            {keys.map((key) => (
              <option key={key} value={key}>
                {planOf(subject.type, key)?.label ?? key}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={save} disabled={setPlan.isPending || (choice === subject.plan && subject.pendingPlan === null)}>
          {setPlan.isPending ? (
            <>
              <Spinner /> Saving...
            </>
          ) : (
            'Set plan'
          )}
        </Button>
      </div>
    </section>
  );
}
