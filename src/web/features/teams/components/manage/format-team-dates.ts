/**
 * Team dates in the viewer's time zone (decision 010): instants
 * (practice times) are ISO timestamps shown in the browser's zone;
 * calendar dates (tournament start, achievement date) are YYYY-MM-DD and
 * stay the same day everywhere.
 */
import { addMinutes, format, isValid, parseISO } from 'date-fns';

/** "Fri, May 1, 2026". */
export function formatDay(date: Date): string {
  return format(date, 'EEE, MMM d, yyyy');
}

/** "May 1, 2026", for the filter's empty state and headings. */
export function formatLongDay(date: Date): string {
  return format(date, 'MMMM d, yyyy');
}

/** "6:30 PM" in the viewer's zone. */
export function formatTime(iso: string): string {
  return format(parseISO(iso), 'p');
}

/** A YYYY-MM-DD calendar date as a local date (no zone shift). */
export function parseCalendarDate(value: string): Date {
  return parseISO(value);
}

export function formatCalendarDate(value: string): string {
  const date = parseCalendarDate(value);
  return isValid(date) ? formatDay(date) : value;
}

/** The time zone the times are shown in, e.g. "Europe/Berlin". */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An ISO instant as the value of a datetime-local input, in the viewer's zone. */
export function toDateTimeLocalValue(iso: string): string {
  return format(parseISO(iso), "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local input's value (viewer's zone) as an ISO instant with offset. */
export function fromDateTimeLocalValue(value: string): string {
  return new Date(value).toISOString();
}

/** A practice has ended once its start plus its duration is behind us. */
export function isPracticePast(practice: { scheduledAt: string; durationMinutes: number }, now: Date): boolean {
  return addMinutes(parseISO(practice.scheduledAt), practice.durationMinutes) < now;
}

/** Today as YYYY-MM-DD in the viewer's zone (default of date inputs). */
export function todayCalendarDate(): string {
  return format(new Date(), 'yyyy-MM-dd');
}
