/**
 * Weekly practice series (docs/decisions/072): the request that schedules
 * one, its limits and texts, and the calendar arithmetic the form and the
 * server share. The first practice's date and time are read in the
 * creator's time zone; every occurrence starts at that wall-clock time
 * there, on the chosen weekdays, from that date through the until date.
 */
import { z } from 'zod';
import { eventDateSchema } from './date-bounds.ts';
import { isKnownTimeZone } from './profile-setup.ts';
import { practiceInputSchema } from './teams-schedule.ts';

export const PRACTICE_SERIES_LIMITS = { weeks: 52, occurrences: 160 } as const;

/** Weekdays as JavaScript numbers them (0 = Sunday), listed Monday first as the form shows them. */
export const WEEKDAYS = [
  { value: 1, label: 'Mon', name: 'Monday' },
  { value: 2, label: 'Tue', name: 'Tuesday' },
  { value: 3, label: 'Wed', name: 'Wednesday' },
  { value: 4, label: 'Thu', name: 'Thursday' },
  { value: 5, label: 'Fri', name: 'Friday' },
  { value: 6, label: 'Sat', name: 'Saturday' },
  { value: 0, label: 'Sun', name: 'Sunday' },
] as const;

export const PRACTICE_SERIES_TEXTS = {
  weekdays: 'Choose at least one day',
  untilRequired: 'Until date is required',
  untilBeforeStart: 'The until date must be on or after the first practice',
  untilTooFar: `The until date must be within ${PRACTICE_SERIES_LIMITS.weeks} weeks of the first practice`,
  tooMany: `A series can have at most ${PRACTICE_SERIES_LIMITS.occurrences} practices: choose fewer days or an earlier until date`,
  none: 'None of the chosen days falls between the first practice and the until date',
  timeZone: 'Pick a time zone from the list',
} as const;

/** Which occurrences an edit or a delete of a series practice reaches. */
export const SERIES_SCOPES = ['one', 'following'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
export const seriesScopeQuerySchema = z.object({ scope: z.enum(SERIES_SCOPES).default('one') });

/** POST /api/teams/:teamId/practice-series: a practice's fields, the weekdays, the until date and the creator's zone. */
export const practiceSeriesInputSchema = practiceInputSchema
  .extend({
    weekdays: z
      .array(z.number(PRACTICE_SERIES_TEXTS.weekdays).int().min(0).max(6), PRACTICE_SERIES_TEXTS.weekdays)
      .min(1, PRACTICE_SERIES_TEXTS.weekdays)
      .max(7, PRACTICE_SERIES_TEXTS.weekdays)
      .transform((days) => [...new Set(days)].sort()),
    untilDate: eventDateSchema(PRACTICE_SERIES_TEXTS.untilRequired),
    timeZone: z.string(PRACTICE_SERIES_TEXTS.timeZone).refine(isKnownTimeZone, PRACTICE_SERIES_TEXTS.timeZone),
  })
  .superRefine((value, ctx) => {
    // Only once the parts are right (a field's own error says what is wrong with it).
    const partsValid =
      value.scheduledAt instanceof Date &&
      !Number.isNaN(value.scheduledAt.getTime()) &&
      isKnownTimeZone(value.timeZone) &&
      Array.isArray(value.weekdays) &&
      /^\d{4}-\d{2}-\d{2}$/.test(value.untilDate);
    if (!partsValid) return;
    const problem = seriesProblem(value.scheduledAt, value.timeZone, value.weekdays, value.untilDate);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type PracticeSeriesInput = z.input<typeof practiceSeriesInputSchema>;

export const createdSeriesSchema = z.object({ id: z.uuid(), seriesId: z.uuid(), count: z.number().int() });
export type CreatedSeries = z.infer<typeof createdSeriesSchema>;

/** The YYYY-MM-DD date and HH:MM time of an instant on the wall clocks of `timeZone`. */
export function localDateTimeIn(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The dates (YYYY-MM-DD) from `startDate` through `untilDate` that fall on one of `weekdays`, in order. */
export function seriesDates(startDate: string, untilDate: string, weekdays: readonly number[]): string[] {
  const dates: string[] = [];
  for (let day = dayNumber(startDate); day <= dayNumber(untilDate); day += 1) {
    if (weekdays.includes(new Date(day * DAY_MS).getUTCDay())) dates.push(dateOf(day));
  }
  return dates;
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The first thing wrong with a series (the field it belongs to and the text), or null. */
export function seriesProblem(
  start: Date,
  timeZone: string,
  weekdays: readonly number[],
  untilDate: string,
): { field: 'untilDate' | 'weekdays'; message: string } | null {
  const { date: startDate } = localDateTimeIn(start, timeZone);
  if (untilDate < startDate) return { field: 'untilDate', message: PRACTICE_SERIES_TEXTS.untilBeforeStart };
  if (daysBetween(startDate, untilDate) >= PRACTICE_SERIES_LIMITS.weeks * 7) return { field: 'untilDate', message: PRACTICE_SERIES_TEXTS.untilTooFar };
  const count = seriesDates(startDate, untilDate, weekdays).length;
  if (count === 0) return { field: 'weekdays', message: PRACTICE_SERIES_TEXTS.none };
  if (count > PRACTICE_SERIES_LIMITS.occurrences) return { field: 'weekdays', message: PRACTICE_SERIES_TEXTS.tooMany };
  return null;
}
