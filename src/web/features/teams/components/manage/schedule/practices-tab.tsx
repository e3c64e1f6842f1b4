/**
 * Practices (spec 2.4): a calendar that filters the list by day; upcoming
 * practices first (soonest first), past ones folded under "Past practices
 * (N)" (latest first); managers schedule, edit and delete. Each practice's
 * Attendance button opens its attendance dialog; ?practice=<id> in the URL
 * opens it too (reminder emails link there).
 */
import { isSameDay, parseISO } from 'date-fns';
import { ChevronRight, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import type { Practice } from '#shared/contracts/teams-schedule.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AttendanceDialog } from './attendance-dialog.tsx';
import { formatLongDay, isPracticePast, viewerTimeZone } from '../format-team-dates.ts';
import { PracticeCalendar } from './practice-calendar.tsx';
import { PracticeCard } from './practice-card.tsx';
import { PracticeFormDialog } from './practice-form-dialog.tsx';
import { EmptyState } from '#web/components/query-state.tsx';

export const PRACTICE_PARAM = 'practice';

export function PracticesTab({ data }: { data: TeamManage }) {
  const [now] = useState(() => new Date());
  const [day, setDay] = useState<Date | undefined>();
  const [searchParams, setSearchParams] = useSearchParams();
  const openPracticeId = searchParams.get(PRACTICE_PARAM);
  const teamId = data.team.id;
  const canEdit = data.viewer.isManager && !data.team.archivedAt;
  const practices = day ? data.practices.filter((practice) => isSameDay(parseISO(practice.scheduledAt), day)) : data.practices;
  const { upcoming, past } = splitByTime(practices, now);

  const setOpenPractice = (practiceId: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (practiceId) next.set(PRACTICE_PARAM, practiceId);
        else next.delete(PRACTICE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const renderCard = (practice: Practice) => (
    <PracticeCard teamId={teamId} practice={practice} now={now} canEdit={canEdit} onOpen={setOpenPractice} />
  );

  return (
    <section aria-labelledby="practices-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="practices-heading" className="text-xl font-bold">
            Practices
          </h2>
          <p className="text-sm text-muted-foreground">Times are shown in your time zone ({viewerTimeZone()}).</p>
        </div>
        {canEdit ? <PracticeFormDialog teamId={teamId} /> : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[auto_1fr] lg:items-start">
        <div className="grid gap-2 justify-self-start">
          <PracticeCalendar practices={data.practices} selected={day} onSelect={setDay} now={now} />
          {day ? (
            <Button variant="outline" size="sm" onClick={() => setDay(undefined)} className="justify-self-start">
              <X aria-hidden="true" /> Clear filter
            </Button>
          ) : null}
        </div>

        <div className="grid gap-3">
          <p role="status" className="text-sm font-medium empty:hidden">
            {day && practices.length > 0
              ? `${practices.length} ${practices.length === 1 ? 'practice' : 'practices'} on ${formatLongDay(day)}`
              : ''}
          </p>
          {practices.length === 0 ? (
            <EmptyState>
              {day ? `No practices scheduled for ${formatLongDay(day)}` : 'No practices scheduled'}
            </EmptyState>
          ) : day ? (
            // A picked day shows all its practices, past or not.
            <PracticeList practices={[...upcoming, ...past]} render={renderCard} />
          ) : (
            <>
              {upcoming.length > 0 ? (
                <PracticeList practices={upcoming} render={renderCard} />
              ) : (
                <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No upcoming practices</p>
              )}
              {past.length > 0 ? (
                <details className="group grid gap-3">
                  <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-md px-2 font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                    <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
                    Past practices ({past.length})
                  </summary>
                  <div className="mt-3">
                    <PracticeList practices={past} render={renderCard} />
                  </div>
                </details>
              ) : null}
            </>
          )}
        </div>
      </div>

      <AttendanceDialog
        teamId={teamId}
        practiceId={openPracticeId}
        listed={data.practices.find((practice) => practice.id === openPracticeId)}
        canAnswer={data.viewer.isManager || data.viewer.isMember}
        onClose={() => setOpenPractice(null)}
      />
    </section>
  );
}

function PracticeList({ practices, render }: { practices: Practice[]; render: (practice: Practice) => ReactNode }) {
  return (
    <ul className="grid gap-3">
      {practices.map((practice) => (
        <li key={practice.id}>{render(practice)}</li>
      ))}
    </ul>
  );
}

const byTime = (a: Practice, b: Practice) => a.scheduledAt.localeCompare(b.scheduledAt) || a.id.localeCompare(b.id);

/** Upcoming practices soonest first; past ones (ended) latest first. */
export function splitByTime(practices: Practice[], now: Date): { upcoming: Practice[]; past: Practice[] } {
  const upcoming = practices.filter((practice) => !isPracticePast(practice, now)).sort(byTime);
  const past = practices.filter((practice) => isPracticePast(practice, now)).sort((a, b) => byTime(b, a));
  return { upcoming, past };
}
