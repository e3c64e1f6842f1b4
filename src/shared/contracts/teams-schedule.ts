/** Team schedule API (spec 5): practices and attendance (with reminders), tournaments, the calendar feed. */
import { z } from 'zod';
import { ATTENDANCE_STATUSES, PRACTICE_STATUSES, TOURNAMENT_STATUSES, TOURNAMENT_TYPES } from '../value-sets.ts';
import { eventDateSchema, eventDateTimeSchema } from './date-bounds.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';
import { TEAM_TEXTS } from './teams.ts';
import { isoDate, isoDateTime, numberOrNumericText, optionalText } from './teams-fields.ts';

export const attendanceCountsSchema = z.object({
  attending: z.number().int(),
  maybe: z.number().int(),
  notAttending: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const practiceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  scheduledAt: isoDateTime,
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  isMandatory: z.boolean(),
  status: z.enum(PRACTICE_STATUSES),
  /** The weekly series it belongs to (docs/decisions/072), or null for a one-off practice. */
  seriesId: z.uuid().nullable(),
  counts: attendanceCountsSchema,
  /**
   * Up to 3 attending people, most recent answers first (spec 9: 3 attendees
   * per practice on the overview); filled for the overview's first 3
   * practices only, empty for the others (their dialog loads the full list).
   */
  attendees: z.array(z.object({ userId: z.string(), fullName: z.string().nullable(), avatarUrl: z.string().nullable() })),
  /** The viewer's own answer, if any. */
  myStatus: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type Practice = z.infer<typeof practiceSchema>;

export const tournamentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  tournamentType: z.enum(TOURNAMENT_TYPES),
  startDate: isoDate,
  prizePool: z.number().nullable(),
  placement: z.string().nullable(),
  status: z.enum(TOURNAMENT_STATUSES),
});
export type Tournament = z.infer<typeof tournamentSchema>;

// ---------------------------------------------------------------- practices and attendance

export const practiceInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters').refine(isPlainText, plainTextMessage('Title')),
  description: optionalText(2000, 'Description'),
  scheduledAt: eventDateTimeSchema(),
  durationMinutes: numberOrNumericText('Duration is required').pipe(
    z.coerce
      .number<string | number>('Duration is required')
      .int('Whole minutes only')
      .min(1, 'Duration must be at least 1 minute')
      .max(24 * 60, 'Duration must be at most 1440 minutes'),
  ),
  location: optionalText(200, 'Location'),
  isMandatory: z.boolean().default(true),
  status: z.enum(PRACTICE_STATUSES).default('scheduled'),
});
export type PracticeInput = z.input<typeof practiceInputSchema>;

export const attendanceInputSchema = z
  .object({
    status: z.enum(ATTENDANCE_STATUSES, 'Choose your attendance'),
    notes: optionalText(500, 'Notes'),
  })
  .refine((value) => value.status !== 'not_attending' || !!value.notes, {
    message: TEAM_TEXTS.reasonRequired,
    path: ['notes'],
  })
  // Notes only belong to maybe and not attending (spec 5).
  .transform((value) => ({ ...value, notes: value.status === 'attending' ? null : value.notes }));

export const attendanceEntrySchema = z.object({
  userId: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES),
  /** Visible to managers and to the person who wrote it; null otherwise. */
  notes: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

/** GET /api/teams/:teamId/practices/:itemId/attendance */
export const practiceAttendanceSchema = z.object({
  practice: practiceSchema,
  mine: attendanceEntrySchema.nullable(),
  entries: z.array(attendanceEntrySchema),
  /** Managers only (null for others): active players and staff who have not answered. */
  nonResponders: z
    .array(z.object({ userId: z.string(), fullName: z.string().nullable(), avatarUrl: z.string().nullable() }))
    .nullable(),
});
export type PracticeAttendance = z.infer<typeof practiceAttendanceSchema>;

export const reminderResponseSchema = z.object({ sent: z.number().int() });

export const tournamentInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters').refine(isPlainText, plainTextMessage('Name')),
  description: optionalText(2000, 'Description'),
  tournamentType: z.enum(TOURNAMENT_TYPES).default('online'),
  startDate: eventDateSchema(),
  prizePool: numberOrNumericText('Prize pool must be a number')
    .pipe(
      z.coerce
        .number<string | number>('Prize pool must be a number')
        .min(0, 'Prize pool cannot be negative')
        .max(9_999_999_999.99, 'Prize pool is too large')
        .multipleOf(0.01, 'Prize pool has at most 2 decimals'),
    )
    .nullish()
    .transform((value) => value ?? null),
  placement: optionalText(60, 'Placement'),
  status: z.enum(TOURNAMENT_STATUSES).default('upcoming'),
});
export type TournamentInput = z.input<typeof tournamentInputSchema>;

/**
 * GET/POST /api/teams/:teamId/calendar-feed: the viewer's personal feed. Only a hash of the
 * token is stored, so the URL is shown once, by the POST that creates or rotates it; the GET
 * answers url null and whether a feed exists.
 */
export const calendarFeedSchema = z.object({ url: z.string().nullable(), exists: z.boolean() });
export const calendarTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,80}\.ics$/) });
