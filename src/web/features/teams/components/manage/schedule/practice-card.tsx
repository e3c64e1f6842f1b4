import { Users } from 'lucide-react';
import type { Practice } from '#shared/contracts/teams-schedule.ts';
import { cn } from '#web/lib/cn.ts';
import { DeleteTeamItemButton } from '../delete-team-item-button.tsx';
import { isPracticePast } from '../format-team-dates.ts';
import { PracticeFormDialog } from './practice-form-dialog.tsx';
import { PracticeWhenWhere } from './practice-when-where.tsx';
import { Pill, StatusBadge } from '../status-badge.tsx';

/**
 * One practice (spec 2.4): title, status, date and time, duration,
 * location, description, mandatory, attendance counts. The main area is a
 * button that opens the attendance dialog; past practices are faded.
 */
export function PracticeCard({
  teamId,
  practice,
  now,
  canEdit,
  onOpen,
}: {
  teamId: string;
  practice: Practice;
  now: Date;
  canEdit: boolean;
  onOpen: (practiceId: string) => void;
}) {
  const isPast = isPracticePast(practice, now);
  const { counts } = practice;
  return (
    <article
      aria-label={practice.title}
      data-past={isPast || undefined}
      // Faded by colour rather than opacity, so the text keeps its contrast (WCAG AA).
      className={cn(
        'grid gap-3 rounded-xl border p-4 sm:p-5',
        isPast ? 'border-dashed bg-muted/60 text-muted-foreground' : 'bg-card shadow-sm',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(practice.id)}
        className="grid gap-2 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        aria-haspopup="dialog"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-base font-semibold">{practice.title}</span>
          {isPast ? <Pill tone="muted">Past</Pill> : null}
          <StatusBadge kind="practice" status={practice.status} />
          {practice.isMandatory ? <Pill tone="destructive">Mandatory</Pill> : <Pill tone="muted">Optional</Pill>}
        </span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <PracticeWhenWhere practice={practice} />
        </span>
        {practice.description ? <span className="text-sm whitespace-pre-line">{practice.description}</span> : null}
        <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Users aria-hidden="true" className="size-4 text-muted-foreground" />
          <span>{counts.attending} attending</span>
          <span>{counts.maybe} maybe</span>
          <span>{counts.notAttending} not attending</span>
        </span>
      </button>
      {canEdit ? (
        <div className="flex flex-wrap gap-2 border-t pt-3">
          <PracticeFormDialog teamId={teamId} practice={practice} />
          <DeleteTeamItemButton teamId={teamId} kind="practices" id={practice.id} name={practice.title} />
        </div>
      ) : null}
    </article>
  );
}
