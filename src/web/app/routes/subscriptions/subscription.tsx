/**
 * /subscription (issue 14.5, docs/decisions/046): the plans of one subject
 * (a team the viewer owns or manages, a college they administer, or
 * themselves), chosen by ?team=, ?college= or ?user= (the first subject
 * otherwise), side by side with the current one; upgrades go to Stripe
 * Checkout, changes of a paid plan to the billing portal, downgrades after
 * their effects are shown. Without Stripe keys the page says who to ask and
 * what happens next, and who pays requests a plan of platform staff
 * (docs/decisions/070). A platform admin sets
 * the plan by hand here (any team, college or player, by ?team=, ?college=,
 * ?user=; decision 046 session 24).
 */
import CreditCard from 'lucide-react/icons/credit-card';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PlanRequestReceipt, SubscriptionSubject } from '#shared/contracts/subscriptions.ts';
import { PLAN_TEXTS, planOf } from '#shared/access/plans.ts';
import { ErrorState } from '#web/components/query-state.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { paths } from '#web/config/paths.ts';
import { subjectFromSearch, useCheckout, usePortal, useSubscriptions } from '#web/features/subscriptions/api/subscriptions.ts';
import { ManualPlanCard } from '#web/features/subscriptions/components/manual-plan-card.tsx';
import { formatRenewal, PlanCards } from '#web/features/subscriptions/components/plan-cards.tsx';
import { collegeUsageLines } from '#web/features/subscriptions/plan-effects.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';

export const SUBSCRIPTION_LOAD_ERROR = 'Could not load your plans.';
export const NO_SUBJECTS_TEXT = 'Plans are for team owners, college program admins and players. There is nothing here for your account to subscribe to.';
export const SUBJECT_NOT_YOURS = 'You cannot change this plan. Ask the team owner or the college admin.';

const TYPE_LABELS = { team: 'Team', college: 'College', user: 'Player' } as const;

function readOnlyReason(subject: SubscriptionSubject): string {
  if (subject.type === 'team') return 'Only the team owner can change this team\u2019s plan.';
  if (subject.type === 'college') return 'Only the college\u2019s program admins can change its plan.';
  if (subject.canSetPlanByHand) return 'Only the player can buy Player Plus.';
  return 'Player Plus is for players 18 and over; nothing a younger player needs is behind it.';
}

/** Without online payment: who to ask and what happens next, for the one looking (docs/decisions/070). */
export function offlineBillingNotice(subject: SubscriptionSubject | undefined): string {
  if (subject?.canSetPlanByHand) return PLAN_TEXTS.offlineBilling.admin;
  if (subject?.canManageBilling) return PLAN_TEXTS.offlineBilling.payer;
  return PLAN_TEXTS.offlineBilling[subject?.type ?? 'user'];
}

function CurrentPlan({ subject }: { subject: SubscriptionSubject }) {
  const plan = planOf(subject.type, subject.plan);
  const pending = subject.pendingPlan ? planOf(subject.type, subject.pendingPlan) : undefined;
  const renewal = formatRenewal(subject.currentPeriodEnd);
  const usage = collegeUsageLines(subject);
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/30 p-4">
      <p>
        Current plan: <strong>{plan?.label ?? subject.plan}</strong>
        {subject.status && subject.status !== 'active' && subject.status !== 'canceled' ? <span> ({subject.status.replace('_', ' ')})</span> : null}
      </p>
      {subject.setByHand ? <p className="text-sm">Set by hand by a platform admin.</p> : null}
      {subject.cancelAtPeriodEnd && renewal ? <p className="text-sm">Cancelled: it ends on {renewal}.</p> : null}
      {!subject.cancelAtPeriodEnd && renewal && subject.hasStripeSubscription ? <p className="text-sm">Renews on {renewal}.</p> : null}
      {pending ? <p className="text-sm">Changes to {pending.label} {renewal ? `on ${renewal}` : 'at the end of the period'}.</p> : null}
      {!subject.canManageBilling ? <p className="text-sm text-muted-foreground">{readOnlyReason(subject)}</p> : null}
      {usage.length > 0 ? (
        <dl aria-label="Usage against the plan" className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {usage.map((line) => (
            <div key={line.label} className="flex justify-between gap-3 border-b border-dashed py-1">
              <dt className="text-muted-foreground">{line.label}</dt>
              <dd className="font-medium tabular-nums">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

function SubscriptionPage() {
  const [params, setParams] = useSearchParams();
  const requested = subjectFromSearch(params);
  const overview = useSubscriptions(requested);
  const checkout = useCheckout();
  const portal = usePortal();
  const pickerId = useId();
  const [sent, setSent] = useState<{ receipt: PlanRequestReceipt; planLabel: string; subjectKey: string } | null>(null);

  if (overview.isPending) return <PageLoading label="Loading your plans..." />;
  if (overview.isError) {
    return <ErrorState layout="inline" error={{ message: SUBSCRIPTION_LOAD_ERROR }} onRetry={() => void overview.refetch()} />;
  }
  const { subjects, billingConfigured, purchasable } = overview.data;
  const subject = requested ? subjects.find((candidate) => candidate.type === requested.type && candidate.id === requested.id) : subjects[0];
  const mutationError = checkout.error ?? portal.error;

  return (
    <div className="grid gap-6">
      {!billingConfigured ? (
        <p role="status" className="rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-sm">
          {offlineBillingNotice(subject)}{' '}
          {subject?.canSetPlanByHand ? null : (
            <>
              Questions?{' '}
              <Link className="underline underline-offset-4" to={paths.contact.getHref()}>
                Write to us
              </Link>
              .
            </>
          )}
        </p>
      ) : null}
      {subjects.length === 0 ? (
        <p className="text-muted-foreground">{NO_SUBJECTS_TEXT}</p>
      ) : (
        <>
          {subjects.length > 1 ? (
            <div className="grid max-w-md gap-2">
              <Label htmlFor={pickerId}>Plan for</Label>
              <NativeSelect
                id={pickerId}
                value={subject ? `${subject.type}:${subject.id}` : ''}
                onChange={(event) => {
                  const [type, ...rest] = event.target.value.split(':');
                  setParams({ [type!]: rest.join(':') }, { replace: true });
                }}
              >
                {subject ? null : <option value="">Choose...</option>}
                {subjects.map((candidate) => (
                  <option key={`${candidate.type}:${candidate.id}`} value={`${candidate.type}:${candidate.id}`}>
                    {TYPE_LABELS[candidate.type]}: {candidate.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          {!subject ? (
            <p role="alert" className="rounded-lg border border-destructive/40 p-4">
              {SUBJECT_NOT_YOURS}
            </p>
          ) : (
            <section aria-labelledby={`${pickerId}-heading`} className="grid gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id={`${pickerId}-heading`} className="text-xl font-semibold">
                  {subject.name}
                </h2>
                {billingConfigured && subject.canManageBilling && subject.hasBillingAccount ? (
                  <Button
                    variant="outline"
                    disabled={portal.isPending}
                    onClick={() => portal.mutate({ subjectType: subject.type, subjectId: subject.id })}
                  >
                    <CreditCard aria-hidden="true" /> Manage billing
                  </Button>
                ) : null}
              </div>
              <CurrentPlan subject={subject} />
              {subject.canSetPlanByHand ? <ManualPlanCard key={`${subject.type}:${subject.id}:${subject.plan}`} subject={subject} /> : null}
              {mutationError ? (
                <p role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
                  {mutationError.message}
                </p>
              ) : null}
              {checkout.isPending || portal.isPending ? <p role="status">Opening Stripe...</p> : null}
              {sent && sent.subjectKey === `${subject.type}:${subject.id}` ? (
                <p role="status" className="rounded-lg border border-success/50 bg-success/10 p-4 text-sm">
                  {PLAN_TEXTS.planRequestSent(sent.planLabel, sent.receipt.replyTo)}
                </p>
              ) : null}
              <PlanCards
                subject={subject}
                billingConfigured={billingConfigured}
                purchasable={purchasable}
                pendingPlan={subject.pendingPlan}
                onCheckout={(plan) => checkout.mutate({ subjectType: subject.type, subjectId: subject.id, plan })}
                onRequestSent={(receipt, planLabel) => setSent({ receipt, planLabel, subjectKey: `${subject.type}:${subject.id}` })}
                onPortal={async () => {
                  try {
                    await portal.mutateAsync({ subjectType: subject.type, subjectId: subject.id });
                    return true;
                  } catch {
                    return false;
                  }
                }}
              />
              {subject.type === 'team' ? (
                <p className="text-sm">
                  <Link className="underline underline-offset-4" to={paths.teams.manage.getHref(subject.id)}>
                    Back to the team
                  </Link>
                </p>
              ) : null}
            </section>
          )}
        </>
      )}
    </div>
  );
}

export function SubscriptionRoute() {
  return (
    <RequireAuth>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <title>Subscription · Esports Recruiting</title>
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">Subscription</h1>
          <p className="text-muted-foreground">Plans for your teams, your college program and yourself. Guardian tools, privacy, your data and replying to coaches are free on every plan.</p>
        </div>
        <SubscriptionPage />
      </div>
    </RequireAuth>
  );
}
