/**
 * Practices (spec 2.4): a calendar that filters the list by day, practice
 * cards (past ones faded), managers schedule, edit and delete. A practice
 * opens its attendance dialog; ?practice=<id> in the URL opens it too
 * (reminder emails link there).
 */
import { isSameDay, parseISO } from 'date-fns';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AttendanceDialog } from './attendance-dialog.tsx';
import { formatLongDay, viewerTimeZone } from '../format-team-dates.ts';
import { PracticeCalendar } from './practice-calendar.tsx';
import { PracticeCard } from './practice-card.tsx';
import { PracticeFormDialog } from './practice-form-dialog.tsx';

export const PRACTICE_PARAM = 'practice';

export function PracticesTab({ data }: { data: TeamManage }) {
  const [now] = useState(() => new Date());
  const [day, setDay] = useState<Date | undefined>();
  const [searchParams, setSearchParams] = useSearchParams();
  const openPracticeId = searchParams.get(PRACTICE_PARAM);
  const teamId = data.team.id;
  const canEdit = data.viewer.isManager && !data.team.archivedAt;
  const practices = day ? data.practices.filter((practice) => isSameDay(parseISO(practice.scheduledAt), day)) : data.practices;

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
            <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
              {day ? `No practices scheduled for ${formatLongDay(day)}` : 'No practices scheduled'}
            </p>
          ) : (
            <ul className="grid gap-3">
              {practices.map((practice) => (
                <li key={practice.id}>
                  <PracticeCard
                    teamId={teamId}
                    practice={practice}
                    now={now}
                    canEdit={canEdit}
                    onOpen={setOpenPractice}
                  />
                </li>
              ))}
            </ul>
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
