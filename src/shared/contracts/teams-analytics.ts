/** Team analytics API (silver and gold, docs/decisions/052). */
import { z } from 'zod';
import { isoDate } from './teams-fields.ts';

/** GET /api/teams/:teamId/analytics (silver and gold; managers). */
export const teamAnalyticsSchema = z.object({
  /** Counted over practices that already started. */
  overallAttendanceRate: z.number().nullable(),
  players: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string().nullable(),
      attended: z.number().int(),
      maybe: z.number().int(),
      missed: z.number().int(),
      noResponse: z.number().int(),
      /** attended / practices held since the player joined; null when none. */
      rate: z.number().nullable(),
    }),
  ),
  /** Last 12 ISO weeks, oldest first; week = Monday's date. */
  weeks: z.array(z.object({ week: isoDate, practices: z.number().int(), attendanceRate: z.number().nullable() })),
  placements: z.array(z.object({ tournamentId: z.uuid(), name: z.string(), startDate: isoDate, placement: z.string() })),
  tournamentsByStatus: z.record(z.string(), z.number().int()),
});
export type TeamAnalytics = z.infer<typeof teamAnalyticsSchema>;
