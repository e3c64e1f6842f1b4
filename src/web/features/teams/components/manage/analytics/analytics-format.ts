import { format } from 'date-fns';
import { parseCalendarDate } from '../format-team-dates.ts';

/** A 0..1 rate as "83%", or "No data" when nothing was counted. */
export function formatRate(rate: number | null): string {
  return rate === null ? 'No data' : `${Math.round(rate * 100)}%`;
}

/** A week's Monday (YYYY-MM-DD) as "May 4". */
export function formatWeek(week: string): string {
  return format(parseCalendarDate(week), 'MMM d');
}
