/**
 * The guardian page's recruiting outcomes (docs/decisions/041): the minors'
 * records, those waiting for the guardian's approval first, with Approve
 * and the guardian's own public consent.
 */
import { Link } from 'react-router';
import type { GuardianOutcomes } from '#shared/contracts/outcomes.ts';
import { OUTCOME_STATUS_LABELS, OUTCOME_TEXTS } from '#shared/recruiting/outcome-texts.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useGuardianOutcomes } from '../api/get-player-outcomes.ts';
import { useOutcomeDecision } from '../api/outcome-actions.ts';
import { OutcomeConsentSwitch } from './outcome-controls.tsx';
import { outcomeConfirmationLabel } from './outcome-format.ts';

type GuardianOutcome = GuardianOutcomes['outcomes'][number];

function ApproveButton({ outcome }: { outcome: GuardianOutcome }) {
  const action = useOutcomeDecision(outcome.id);
  return (
    <Button
      size="sm"
      disabled={action.isPending}
      onClick={() =>
        action.mutate('guardian-approval', { onSuccess: () => toast.success('Outcome approved'), onError: (error) => toast.error(error.message) })
      }
    >
      {action.isPending ? <Spinner /> : null} Approve
      <span className="sr-only">
        {' '}
        {outcome.player.displayName}’s {OUTCOME_STATUS_LABELS[outcome.status].toLowerCase()} with {outcome.college.name}
      </span>
    </Button>
  );
}

function OutcomeItem({ outcome }: { outcome: GuardianOutcome }) {
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="grid gap-1">
        <p className="font-semibold">
          {outcome.player.displayName}: {OUTCOME_STATUS_LABELS[outcome.status]} · {outcome.college.name}
          {outcome.titleName ? ` · ${outcome.titleName}` : ''}
        </p>
        <p className="text-sm text-muted-foreground">
          {outcome.awaitingGuardianApproval ? OUTCOME_TEXTS.awaitingApproval : outcomeConfirmationLabel(outcome)}
        </p>
      </div>
      {outcome.viewer.canApprove ? <ApproveButton outcome={outcome} /> : null}
      {outcome.viewer.canConsent && !outcome.awaitingGuardianApproval ? <OutcomeConsentSwitch outcome={outcome} /> : null}
      <Link className="text-sm underline underline-offset-4" to={paths.recruitingStatus.getHref(outcome.id)}>
        Open the recruiting status
      </Link>
    </li>
  );
}

export function GuardianOutcomesSection() {
  const query = useGuardianOutcomes();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recruiting outcomes</CardTitle>
        <CardDescription>
          Commitments your players recorded or colleges recorded for them. A player’s own record stays private until you approve it, and
          nothing is public without your consent as well as theirs.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <LoadingState layout="inline">Loading recruiting outcomes...</LoadingState>
        ) : query.isError ? (
          <ErrorState layout="inline" title="Could not load recruiting outcomes." error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.outcomes.length === 0 ? (
          <EmptyState layout="inline">No recruiting outcomes yet.</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {query.data.outcomes.map((outcome) => (
              <OutcomeItem key={outcome.id} outcome={outcome} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
