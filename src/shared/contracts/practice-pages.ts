/**
 * The manage screen's practices in pages (issue 27 item 4, docs/decisions/084): the screen's one request carries the
 * first upcoming and recent ones, the counts and the calendar's days; GET /api/teams/:teamId/practices gives the
 * next pages, one calendar day, in a stable order (scheduled_at, then id).
 */
import { z } from 'zod';
import { isKnownTimeZone } from './profile-setup.ts';
import { practiceSchema } from './teams-schedule.ts';
import { isoDate, isoDateTime } from './teams-fields.ts';

/** Practices per page: the manage response's upcoming and recent lists, and each further page. */
export const PRACTICE_PAGE_SIZE = 10;
/** A picked calendar day lists at most this many practices at once (then pages like the others). */
export const PRACTICE_DAY_PAGE_SIZE = 50;

export const PRACTICE_PAGE_TEXTS = {
  cursor: 'Invalid page cursor',
  range: 'Give both from and to, from before to, at most 2 days apart',
  timeZone: 'Unknown time zone',
} as const;

/** Where the next page starts: the last practice's scheduled_at (microseconds, UTC) and id, opaque to the client. */
export const practiceCursorSchema = z
  .string()
  .max(80)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, PRACTICE_PAGE_TEXTS.cursor)
  .refine((value) => !Number.isNaN(Date.parse(value.slice(0, 23) + 'Z')), PRACTICE_PAGE_TEXTS.cursor);

export function splitPracticeCursor(cursor: string): { scheduledAt: string; id: string } {
  const [scheduledAt = '', id = ''] = cursor.split('~');
  return { scheduledAt, id };
}

/** The viewer's zone for the calendar's days (the browser's); UTC when absent. */
export const viewerTimeZoneSchema = z.string().max(64).refine(isKnownTimeZone, PRACTICE_PAGE_TEXTS.timeZone);

/** GET /api/teams/:teamId/manage?timeZone=...: the calendar's days are the days of that zone. */
export const teamManageQuerySchema = z.object({ timeZone: viewerTimeZoneSchema.optional() });

const MAX_RANGE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * GET /api/teams/:teamId/practices: `upcoming` (not ended, soonest first), `past` (ended, latest first) after
 * `cursor`; or `day`: those starting in [from, to) (the viewer's local day), soonest first.
 */
export const practicePageQuerySchema = z
  .object({
    scope: z.enum(['upcoming', 'past', 'day']),
    cursor: practiceCursorSchema.optional(),
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
  })
  .superRefine((query, context) => {
    if (query.scope !== 'day') {
      if (query.from !== undefined || query.to !== undefined) context.addIssue({ code: 'custom', path: ['from'], message: PRACTICE_PAGE_TEXTS.range });
      return;
    }
    const span = Date.parse(query.to ?? '') - Date.parse(query.from ?? '');
    if (!(span > 0 && span <= MAX_RANGE_MS)) context.addIssue({ code: 'custom', path: ['to'], message: PRACTICE_PAGE_TEXTS.range });
  });
export type PracticePageQuery = z.infer<typeof practicePageQuerySchema>;

export const practicePageSchema = z.object({
  practices: z.array(practiceSchema),
  /** The next page's cursor, null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PracticePage = z.infer<typeof practicePageSchema>;

/** The practices block of the manage response. */
export const managePracticesSchema = z.object({
  /** Not ended, soonest first: the first page (nextUpcomingCursor for more). */
  upcoming: z.array(practiceSchema),
  nextUpcomingCursor: z.string().nullable(),
  /** Ended, latest first: the first page ("Show older practices" asks for the next with olderCursor). */
  recent: z.array(practiceSchema),
  olderCursor: z.string().nullable(),
  upcomingCount: z.number().int(),
  pastCount: z.number().int(),
  /** The overview's Recent Activity: the 3 latest scheduled (scheduled_at descending), with a few attendees each. */
  latest: z.array(practiceSchema),
  /** Every day with a practice, YYYY-MM-DD in the time zone asked for, ascending: the calendar's highlights. */
  days: z.array(isoDate),
});
export type ManagePractices = z.infer<typeof managePracticesSchema>;
