/**
 * Practices (spec 2.4): a calendar that filters the list by day; upcoming
 * practices first (soonest first), past ones folded under "Past practices
 * (N)" (latest first); managers schedule, edit and delete. Each practice's
 * Attendance button opens its attendance dialog; ?practice=<id> in the URL
 * opens it too (reminder emails link there).
 *
 * The manage response carries the first page of each list, the counts and the
 * calendar's days (docs/decisions/084); "Show later practices" and "Show older
 * practices" load the next pages and keep what is loaded; a picked day loads
 * that day's practices.
 */
import { addDays, startOfDay } from 'date-fns';
import ChevronRight from 'lucide-react/icons/chevron-right';
import X from 'lucide-react/icons/x';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import type { Practice } from '#shared/contracts/teams-schedule.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useDayPractices, useMorePractices } from '../../../api/schedule/get-practice-pages.ts';
import { AttendanceDialog } from './attendance-dialog.tsx';
import { formatLongDay, isPracticePast, viewerTimeZone } from '../format-team-dates.ts';
import { MorePagesButton } from '../more-pages-button.tsx';
import { PracticeCalendar } from './practice-calendar.tsx';
import { PracticeCard } from './practice-card.tsx';
import { PracticeFormDialog } from './practice-form-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { uniqueById } from '#web/lib/unique-by-id.ts';

export const PRACTICE_PARAM = 'practice';

export function PracticesTab({ data }: { data: TeamManage }) {
  const [now] = useState(() => new Date());
  const [day, setDay] = useState<Date | undefined>();
  const [searchParams, setSearchParams] = useSearchParams();
  const openPracticeId = searchParams.get(PRACTICE_PARAM);
  const teamId = data.team.id;
  const canEdit = data.viewer.isManager && !data.team.archivedAt;
  const later = useMorePractices(teamId, 'upcoming', data.practices.nextUpcomingCursor);
  const older = useMorePractices(teamId, 'past', data.practices.olderCursor);
  const dayStart = day ? startOfDay(day) : null;
  const dayPractices = useDayPractices(teamId, dayStart ? { from: dayStart.toISOString(), to: addDays(dayStart, 1).toISOString() } : null);
  const onDay = dayPractices.data?.pages.flatMap((page) => page.practices) ?? [];
  const upcoming = uniqueById([...data.practices.upcoming, ...later.items]);
  const past = uniqueById([...data.practices.recent, ...older.items]);
  const loaded = [...upcoming, ...past, ...data.practices.latest, ...onDay];
  const total = data.practices.upcomingCount + data.practices.pastCount;

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
          <PracticeCalendar days={data.practices.days} selected={day} onSelect={setDay} now={now} />
          {day ? (
            <Button variant="outline" size="sm" onClick={() => setDay(undefined)} className="justify-self-start">
              <X aria-hidden="true" /> Clear filter
            </Button>
          ) : null}
        </div>

        <div className="grid gap-3">
          <p role="status" className="text-sm font-medium empty:hidden">
            {day && onDay.length > 0 ? `${onDay.length} ${onDay.length === 1 ? 'practice' : 'practices'} on ${formatLongDay(day)}` : ''}
          </p>
          {day ? (
            dayPractices.isPending ? (
              <LoadingState layout="inline">Loading practices...</LoadingState>
            ) : dayPractices.isError && onDay.length === 0 ? (
              <ErrorState layout="inline" title="Practices could not be loaded." error={dayPractices.error} onRetry={() => void dayPractices.refetch()} />
            ) : onDay.length === 0 ? (
              <EmptyState>{`No practices scheduled for ${formatLongDay(day)}`}</EmptyState>
            ) : (
              // A picked day shows all its practices, past or not.
              <>
                <PracticeList practices={dayList(onDay, now)} render={renderCard} />
                {dayPractices.hasNextPage ? (
                  <MorePagesButton
                    label="Show more practices"
                    failedText="More practices could not be loaded."
                    more={{
                      hasMore: true,
                      isLoading: dayPractices.isFetchingNextPage,
                      error: null,
                      more: () => void dayPractices.fetchNextPage(),
                      retry: () => void dayPractices.fetchNextPage(),
                    }}
                  />
                ) : null}
              </>
            )
          ) : total === 0 ? (
            <EmptyState>No practices scheduled</EmptyState>
          ) : (
            <>
              {upcoming.length > 0 ? (
                <PracticeList practices={upcoming} render={renderCard} />
              ) : (
                <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No upcoming practices</p>
              )}
              <MorePagesButton label="Show later practices" failedText="Later practices could not be loaded." more={later} />
              {data.practices.pastCount > 0 ? (
                <details className="group grid gap-3">
                  <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-md px-2 font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                    <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
                    Past practices ({data.practices.pastCount})
                  </summary>
                  <div className="mt-3 grid gap-3">
                    <PracticeList practices={past} render={renderCard} />
                    <MorePagesButton label="Show older practices" failedText="Older practices could not be loaded." more={older} />
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
        listed={loaded.find((practice) => practice.id === openPracticeId)}
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

/** A day's practices: the upcoming ones, then the past ones (splitByTime's orders). */
function dayList(practices: Practice[], now: Date): Practice[] {
  const { upcoming, past } = splitByTime(practices, now);
  return [...upcoming, ...past];
}

/** Upcoming practices soonest first; past ones (ended) latest first. */
export function splitByTime(practices: Practice[], now: Date): { upcoming: Practice[]; past: Practice[] } {
  const upcoming = practices.filter((practice) => !isPracticePast(practice, now)).sort(byTime);
  const past = practices.filter((practice) => isPracticePast(practice, now)).sort((a, b) => byTime(b, a));
  return { upcoming, past };
}
