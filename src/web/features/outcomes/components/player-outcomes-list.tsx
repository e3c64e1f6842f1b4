/**
 * A player's outcomes (docs/decisions/041), for the player's pipeline page to
 * embed: each with its status, college, who confirmed it and whether it is
 * public, linking to its status page (where the consent controls are).
 */
import { Link } from 'react-router';
import { OUTCOME_STATUS_LABELS } from '#shared/recruiting/outcome-texts.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { paths } from '#web/config/paths.ts';
import { usePlayerOutcomes } from '../api/get-player-outcomes.ts';
import { outcomeVisibilityLine } from './outcome-format.ts';
import { ConfirmationBadge } from './outcome-view.tsx';

export function PlayerOutcomesList({ slug }: { slug: string }) {
  const query = usePlayerOutcomes(slug);
  return (
    <QueryState
      query={query}
      layout="inline"
      loading="Loading recruiting outcomes..."
      errorTitle="Could not load recruiting outcomes."
      empty="No recruiting outcomes yet."
      isEmpty={(data) => data.outcomes.length === 0}
    >
      {(data) => (
        <ul className="grid gap-3">
          {data.outcomes.map((outcome) => (
            <li key={outcome.id} className="grid gap-2 rounded-lg border p-3">
              <Link className="font-semibold underline-offset-4 hover:underline" to={paths.recruitingStatus.getHref(outcome.id)}>
                {OUTCOME_STATUS_LABELS[outcome.status]} · {outcome.college.name}
                {outcome.titleName ? ` · ${outcome.titleName}` : ''}
              </Link>
              <div className="flex flex-wrap items-center gap-2">
                <ConfirmationBadge outcome={outcome} />
              </div>
              {outcome.viewer.relation === 'player' || outcome.viewer.relation === 'guardian' ? (
                <p className="text-sm text-muted-foreground">{outcomeVisibilityLine(outcome)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
