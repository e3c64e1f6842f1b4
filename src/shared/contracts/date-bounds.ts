/**
 * Sane bounds for every date a person types (docs/decisions/014): team
 * events (practices, tournaments, achievements, contracts) between
 * 2000-01-01 and ten years from today; birth dates not in the future and
 * not before 1900. A practice in the year 9999 is a typo, not a plan. The
 * upper bound moves with the clock, so it is checked when the value is
 * parsed, in the form and on the server alike.
 */
import { z } from 'zod';

export const EVENT_DATE_MIN = '2000-01-01';
export const EVENT_YEARS_AHEAD = 10;
export const BIRTH_DATE_MIN = '1900-01-01';
export const EVENT_DATE_MESSAGE = `Choose a date between ${EVENT_DATE_MIN} and ${EVENT_YEARS_AHEAD} years from today`;
export const BIRTH_DATE_MESSAGE = 'Enter a real date of birth';

/** YYYY-MM-DD of a moment, in UTC. */
function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The last allowed event day: today plus EVENT_YEARS_AHEAD years. */
export function eventDateMax(now: Date = new Date()): string {
  const max = new Date(now);
  max.setUTCFullYear(max.getUTCFullYear() + EVENT_YEARS_AHEAD);
  return isoDay(max);
}

/** Whether a YYYY-MM-DD day lies in the event bounds (text comparison: both sides are 4-digit-year ISO days). */
export function isEventDay(day: string, now: Date = new Date()): boolean {
  return day >= EVENT_DATE_MIN && day <= eventDateMax(now);
}

/** A calendar date (YYYY-MM-DD) of a team event. */
export const eventDateSchema = (formatMessage = 'Enter a date as YYYY-MM-DD') =>
  z.iso.date(formatMessage).refine((day) => isEventDay(day), EVENT_DATE_MESSAGE);

/** A moment of a team event: ISO with offset or local (a datetime-local input), parsed to a Date. */
export const eventDateTimeSchema = () =>
  z.iso
    .datetime({ offset: true })
    .or(z.iso.datetime({ local: true }))
    .pipe(z.coerce.date<string>().refine((moment) => !Number.isNaN(moment.getTime()) && isEventDay(isoDay(moment)), EVENT_DATE_MESSAGE));

/** A date of birth: not in the future, not before 1900. */
export const birthDateSchema = z.iso
  .date('Enter your date of birth')
  .refine((day) => day >= BIRTH_DATE_MIN && day <= isoDay(new Date()), BIRTH_DATE_MESSAGE);
