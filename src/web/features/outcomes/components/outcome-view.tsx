/** One outcome on /recruiting-status/{id} (docs/decisions/041): who, where, what, when, and who confirmed it. */
import BadgeCheck from 'lucide-react/icons/badge-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import CircleX from 'lucide-react/icons/circle-x';
import PartyPopper from 'lucide-react/icons/party-popper';
import { Link } from 'react-router';
import type { Outcome } from '#shared/contracts/outcomes.ts';
import { OUTCOME_STATUS_LABELS, OUTCOME_TEXTS } from '#shared/recruiting/outcome-texts.ts';
import { PROGRAM_LEVEL_LABELS } from '#shared/recruiting/program-levels.ts';
import { paths } from '#web/config/paths.ts';
import { formatDay, outcomeConfirmationLabel, outcomePlayerFacts } from './outcome-format.ts';

export function ConfirmationBadge({ outcome }: { outcome: Pick<Outcome, 'confirmed' | 'declined' | 'college'> }) {
  const Icon = outcome.confirmed ? BadgeCheck : outcome.declined ? CircleX : CircleDashed;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium ${outcome.confirmed ? 'border-primary/40 bg-primary/10' : 'bg-muted'}`}
    >
      <Icon aria-hidden="true" className="size-4" /> {outcomeConfirmationLabel(outcome)}
    </span>
  );
}

export function OutcomeView({ outcome }: { outcome: Outcome }) {
  const facts = outcomePlayerFacts(outcome.player);
  const program = [outcome.titleName, outcome.program ? PROGRAM_LEVEL_LABELS[outcome.program.level] : null].filter(Boolean).join(' · ');
  return (
    <article className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Recruiting status</p>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {outcome.player.profileSlug ? (
          <Link className="underline-offset-4 hover:underline" to={paths.player.getHref(outcome.player.profileSlug)}>
            {outcome.player.displayName}
          </Link>
        ) : (
          outcome.player.displayName
        )}
        {': '}
        {OUTCOME_STATUS_LABELS[outcome.status]}
      </h1>
      {facts ? <p className="text-muted-foreground">{facts}</p> : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">College</dt>
          <dd className="font-medium">
            <Link className="underline underline-offset-4" to={paths.college.getHref(outcome.college.slug, outcome.program?.id)}>
              {outcome.college.name}
            </Link>
          </dd>
        </div>
        {program ? (
          <div>
            <dt className="text-sm text-muted-foreground">Program</dt>
            <dd className="font-medium">{program}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-muted-foreground">Status</dt>
          <dd className="font-medium">{OUTCOME_STATUS_LABELS[outcome.status]}</dd>
        </div>
        {outcome.decidedOn ? (
          <div>
            <dt className="text-sm text-muted-foreground">Date</dt>
            <dd className="font-medium">{formatDay(outcome.decidedOn)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <ConfirmationBadge outcome={outcome} />
        {outcome.awaitingGuardianApproval ? <span className="text-sm text-muted-foreground">{OUTCOME_TEXTS.awaitingApproval}</span> : null}
        {outcome.confirmed && outcome.isPublic ? (
          <Link className="inline-flex items-center gap-1.5 text-sm font-medium underline underline-offset-4" to={paths.recruitingSuccess.getHref(outcome.id)}>
            <PartyPopper aria-hidden="true" className="size-4" /> Celebration page
          </Link>
        ) : null}
      </div>
    </article>
  );
}
