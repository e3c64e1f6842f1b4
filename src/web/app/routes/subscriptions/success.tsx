/**
 * /success (issue 14.5, docs/decisions/046): back from Stripe Checkout. The
 * subject comes from the query (?team=, ?college=, ?user=); the plan, the
 * renewal date and what it unlocked come from the server, which learns them
 * from Stripe's signed webhook, never from this URL. Until the webhook has
 * landed the page waits (asking every 2 s, for about a minute).
 */
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_PLAN, planOf } from '#shared/access/plans.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { ErrorState, RetryButton } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { subjectFromSearch, useSubscriptionSubject } from '#web/features/subscriptions/api/subscriptions.ts';
import { formatRenewal } from '#web/features/subscriptions/components/plan-cards.tsx';
import { planUnlocks } from '#web/features/subscriptions/plan-effects.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';

export const SUCCESS_WAITING = 'Confirming your payment with Stripe...';
export const SUCCESS_SLOW = 'Stripe has not confirmed the payment yet. This can take a minute; your plan changes as soon as it does.';
export const SUCCESS_NO_SUBJECT = 'There is no checkout to confirm here.';
/** How long the page asks again before it says Stripe is slow. */
const WAIT_MS = 60_000;

function SuccessPage() {
  const [params] = useSearchParams();
  const subject = subjectFromSearch(params);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const query = useSubscriptionSubject(subject, {
    poll: (data) => data !== undefined && data.plan === DEFAULT_PLAN[data.type] && Date.now() - startedAt < WAIT_MS,
  });
  const waiting = query.data !== undefined && query.data.plan === DEFAULT_PLAN[query.data.type];

  if (!subject) {
    return (
      <div className="grid justify-items-start gap-3">
        <p>{SUCCESS_NO_SUBJECT}</p>
        <Button asChild variant="outline">
          <Link to={paths.subscription.getHref()}>See your plans</Link>
        </Button>
      </div>
    );
  }
  if (query.isPending) return <PageLoading label="Loading your plan..." />;
  if (query.isError) {
    return <ErrorState layout="inline" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  if (waiting) {
    const slow = query.dataUpdatedAt - startedAt >= WAIT_MS;
    return (
      <div role="status" className="grid justify-items-start gap-3">
        <p>{slow ? SUCCESS_SLOW : SUCCESS_WAITING}</p>
        {slow ? (
          <RetryButton
            onRetry={() => {
              setStartedAt(Date.now());
              void query.refetch();
            }}
          />
        ) : null}
      </div>
    );
  }
  const plan = planOf(data.type, data.plan);
  const renewal = formatRenewal(data.currentPeriodEnd);
  const unlocked = planUnlocks(data.type, data.plan);
  return (
    <section aria-labelledby="success-heading" className="grid justify-items-start gap-4 rounded-xl border bg-card p-6">
      <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
      <h2 id="success-heading" className="text-2xl font-bold">
        {data.name} is on {plan?.label ?? data.plan}
      </h2>
      {renewal ? <p>{data.cancelAtPeriodEnd ? `It ends on ${renewal}.` : `It renews on ${renewal}.`}</p> : null}
      {unlocked.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-semibold">What it unlocked</h3>
          <ul className="grid list-disc gap-1 pl-5">
            {unlocked.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {data.type === 'team' ? (
          <Button asChild>
            <Link to={paths.teams.manage.getHref(data.id)}>Go to the team</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.subscription.getHref({ type: data.type, id: data.id })}>See your plans</Link>
        </Button>
      </div>
    </section>
  );
}

export function SuccessRoute() {
  return (
    <RequireAuth>
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
        <title>Subscription confirmed · Esports Recruiting</title>
        <h1 className="text-3xl font-bold tracking-tight">Subscription</h1>
        <SuccessPage />
      </div>
    </RequireAuth>
  );
}
