/**
 * On the guardian page, per minor (issue 26.9, docs/decisions/073): the
 * minor's upcoming practices on their teams, soonest first, each with the
 * answer saved so far and the attendance form to answer for them.
 */
import { useState } from 'react';
import type { GuardianPractice } from '#shared/contracts/teams-rsvp.ts';
import { RSVP_TEXTS } from '#shared/contracts/teams-rsvp.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAnswerForMinor, useGuardianPractices } from '../../api/schedule/guardian-practices.ts';
import { ATTENDANCE_BADGE_LABELS } from '../manage/schedule/attendance-labels.ts';
import { AttendanceForm } from '../manage/schedule/attendance-form.tsx';

export const MINOR_PRACTICES_TEXTS = {
  heading: 'Practices',
  intro: (player: string) => `Upcoming practices of ${player}'s teams. You can answer for ${player}; the team sees the answer as theirs.`,
  loading: 'Loading practices...',
  loadFailed: 'Could not load the practices.',
  none: (player: string) => `${player} has no upcoming practices.`,
  answer: 'Answer',
  change: 'Change answer',
  close: 'Close',
  noAnswer: 'No answer yet',
} as const;

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function PracticeRow({ userId, playerName, practice }: { userId: string; playerName: string; practice: GuardianPractice }) {
  const [open, setOpen] = useState(false);
  const answer = useAnswerForMinor(userId, practice.practiceId);
  const formId = `practice-answer-${practice.practiceId}`;
  const headingId = `practice-${practice.practiceId}`;
  return (
    <li className="grid gap-3 rounded-md border p-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p id={headingId} className="font-medium">
            {practice.title}
          </p>
          <p className="text-sm text-muted-foreground">
            {practice.teamName} · {dateTime(practice.scheduledAt)} · {practice.durationMinutes} minutes
            {practice.location ? ` · ${practice.location}` : ''}
          </p>
          <p className="text-sm">{practice.answer ? ATTENDANCE_BADGE_LABELS[practice.answer] : MINOR_PRACTICES_TEXTS.noAnswer}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          aria-describedby={headingId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? MINOR_PRACTICES_TEXTS.close : practice.answer ? MINOR_PRACTICES_TEXTS.change : MINOR_PRACTICES_TEXTS.answer}
        </Button>
      </div>
      {open ? (
        <div id={formId}>
          <AttendanceForm
            mine={practice.answer ? { status: practice.answer, notes: practice.notes } : null}
            isLoading={answer.isPending}
            label={`${playerName}'s attendance`}
            onSubmit={(input) =>
              answer.mutateAsync(input).then(
                () => {
                  toast.success(RSVP_TEXTS.saved);
                  setOpen(false);
                },
                (error: unknown) => {
                  toast.error(error instanceof Error ? error.message : String(error));
                  throw error;
                },
              )
            }
          />
        </div>
      ) : null}
    </li>
  );
}

export function MinorPractices({ userId, playerName }: { userId: string; playerName: string }) {
  const practices = useGuardianPractices(userId);
  return (
    <section aria-label={MINOR_PRACTICES_TEXTS.heading} className="grid gap-3">
      <h3 className="text-base font-semibold">{MINOR_PRACTICES_TEXTS.heading}</h3>
      <p className="text-sm text-muted-foreground">{MINOR_PRACTICES_TEXTS.intro(playerName)}</p>
      {practices.isPending ? (
        <LoadingState layout="inline">{MINOR_PRACTICES_TEXTS.loading}</LoadingState>
      ) : practices.isError ? (
        <ErrorState layout="inline" title={MINOR_PRACTICES_TEXTS.loadFailed} error={practices.error} onRetry={() => void practices.refetch()} />
      ) : practices.data.practices.length === 0 ? (
        <EmptyState layout="inline">{MINOR_PRACTICES_TEXTS.none(playerName)}</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {practices.data.practices.map((practice) => (
            <PracticeRow key={practice.practiceId} userId={userId} playerName={playerName} practice={practice} />
          ))}
        </ul>
      )}
    </section>
  );
}
