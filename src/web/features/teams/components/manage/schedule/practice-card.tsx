import Repeat from 'lucide-react/icons/repeat';
import Users from 'lucide-react/icons/users';
import { useId } from 'react';
import type { Practice } from '#shared/contracts/teams-schedule.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { isPracticePast } from '../format-team-dates.ts';
import { DeletePracticeButton } from './delete-practice-button.tsx';
import { PracticeFormDialog } from './practice-form-dialog.tsx';
import { PracticeWhenWhere } from './practice-when-where.tsx';
import { Pill, StatusBadge } from '../status-badge.tsx';

/**
 * One practice (spec 2.4): title, status, date and time, duration,
 * location, description, mandatory, attendance counts, and whether it is
 * part of a weekly series. The Attendance button opens the attendance
 * dialog; past practices are faded.
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
  const titleId = useId();
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
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-base font-semibold break-words">
          {practice.title}
        </h3>
        {isPast ? <Pill tone="muted">Past</Pill> : null}
        <StatusBadge kind="practice" status={practice.status} />
        {practice.isMandatory ? <Pill tone="destructive">Mandatory</Pill> : <Pill tone="muted">Optional</Pill>}
        {practice.seriesId ? (
          <Pill tone="neutral">
            <Repeat aria-hidden="true" className="mr-1 inline size-3" />
            Weekly
          </Pill>
        ) : null}
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <PracticeWhenWhere practice={practice} />
      </p>
      {practice.description ? <p className="text-sm whitespace-pre-line">{practice.description}</p> : null}
      <p className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Users aria-hidden="true" className="size-4 text-muted-foreground" />
        <span>{counts.attending} attending</span>
        <span>{counts.maybe} maybe</span>
        <span>{counts.notAttending} not attending</span>
      </p>
      <div className="flex flex-wrap gap-2 border-t pt-3">
        <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-describedby={titleId} onClick={() => onOpen(practice.id)}>
          <Users aria-hidden="true" /> Attendance
        </Button>
        {canEdit ? (
          <>
            <PracticeFormDialog teamId={teamId} practice={practice} />
            <DeletePracticeButton teamId={teamId} practice={practice} />
          </>
        ) : null}
      </div>
    </article>
  );
}
