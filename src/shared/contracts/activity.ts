/**
 * Engagement activity (spec sections 1, 3, 4 and 7.3): the shape of one
 * user_activity_logs record (process-points writes one), and GET
 * /api/admin/activity, the newest rows for platform staff. The browser
 * sends its events in batches to POST /api/tracking/events
 * (./tracking.ts, docs/decisions/044).
 */
import { z } from 'zod';

export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9_]*$/;
export const MAX_PROPERTIES_JSON_LENGTH = 4000;

export const eventTypeSchema = z
  .string()
  .trim()
  .min(1, 'Event type is required')
  .max(64, 'Event type must be at most 64 characters')
  .regex(EVENT_TYPE_PATTERN, 'Use lowercase letters, digits and underscores');

export const pagePathSchema = z
  .string()
  .min(1, 'Page path is required')
  .max(2048, 'Page path must be at most 2048 characters')
  .startsWith('/', 'Page path must start with /');

/** Free-form event details: a JSON object, kept small. */
export const eventPropertiesSchema = z
  .looseObject({})
  .refine((value) => JSON.stringify(value).length <= MAX_PROPERTIES_JSON_LENGTH, {
    message: `Properties must be at most ${MAX_PROPERTIES_JSON_LENGTH} characters of JSON`,
  });

export const sessionIdSchema = z.string().trim().min(1).max(128, 'Session id must be at most 128 characters');

export const logActivityBodySchema = z.object({
  eventType: eventTypeSchema,
  eventCategory: z.string().trim().min(1).max(64, 'Event category must be at most 64 characters').optional(),
  pagePath: pagePathSchema,
  referrer: z.string().max(2048, 'Referrer must be at most 2048 characters').nullable().optional(),
  sessionId: sessionIdSchema.optional(),
  properties: eventPropertiesSchema.optional(),
});

export const ACTIVITY_DEFAULT_LIMIT = 50;
export const ACTIVITY_MAX_LIMIT = 200;

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_MAX_LIMIT).default(ACTIVITY_DEFAULT_LIMIT),
});

export const activityEventSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  sessionId: z.string().nullable(),
  eventType: z.string(),
  eventCategory: z.string().nullable(),
  pagePath: z.string().nullable(),
  referrer: z.string().nullable(),
  userAgent: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityResponseSchema = z.object({ events: z.array(activityEventSchema) });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
