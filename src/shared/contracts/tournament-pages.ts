/**
 * The manage screen's tournaments in pages (issue 27 item 4, docs/decisions/084): the screen's one request carries
 * the first page and the count; GET /api/teams/:teamId/tournaments?cursor= gives the next ones. Order: start_date,
 * created_at, then id, all descending; the cursor is the last row's three.
 */
import { z } from 'zod';
import { tournamentSchema } from './teams-schedule.ts';

export const TOURNAMENT_PAGE_SIZE = 20;

export const TOURNAMENT_PAGE_TEXTS = { cursor: 'Invalid page cursor' } as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** start date ~ created_at (microseconds, UTC) ~ id of the last tournament of the page before. */
export const tournamentCursorSchema = z
  .string()
  .max(100)
  .regex(new RegExp(`^\\d{4}-\\d{2}-\\d{2}~\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z~${UUID}$`, 'i'), TOURNAMENT_PAGE_TEXTS.cursor)
  .refine((value) => value.split('~').slice(0, 2).every((part) => !Number.isNaN(Date.parse(part.slice(0, 23)))), TOURNAMENT_PAGE_TEXTS.cursor);

export function splitTournamentCursor(cursor: string): { startDate: string; createdAt: string; id: string } {
  const [startDate = '', createdAt = '', id = ''] = cursor.split('~');
  return { startDate, createdAt, id };
}

export const tournamentPageQuerySchema = z.object({ cursor: tournamentCursorSchema.optional() });

export const tournamentPageSchema = z.object({
  tournaments: z.array(tournamentSchema),
  /** The next page's cursor, null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TournamentPage = z.infer<typeof tournamentPageSchema>;
