/** A practice's date, time and duration, and location (when set): the facts line of its card and of its attendance dialog. */
import { parseISO } from 'date-fns';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import type { Practice } from '#shared/contracts/teams-schedule.ts';
import { formatDay, formatTime } from '../format-team-dates.ts';

export function PracticeWhenWhere({ practice }: { practice: Practice }) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        {formatDay(parseISO(practice.scheduledAt))}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {formatTime(practice.scheduledAt)} · {practice.durationMinutes} minutes
      </span>
      {practice.location ? (
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4" />
          {practice.location}
        </span>
      ) : null}
    </>
  );
}
