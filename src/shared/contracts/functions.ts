/**
 * Server functions that platform staff run from /edge-function-test
 * (POST /api/admin/functions/:name). Each function validates its own body;
 * the bodies of the two that the client also calls are declared here.
 */
import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import { eventPropertiesSchema, eventTypeSchema, pagePathSchema, sessionIdSchema } from './activity.ts';

export const functionNameParamsSchema = z.object({
  functionName: z
    .string()
    .min(1)
    .max(64, 'Function names are at most 64 characters')
    .regex(/^[a-z][a-z0-9-]*$/, 'Function names use lowercase letters, digits and hyphens'),
});

/** Any JSON object; the chosen function checks its fields. */
export const functionBodySchema = z.record(z.string(), z.unknown(), { error: 'The body must be a JSON object' });

export const functionSummarySchema = z.object({
  name: z.string(),
  description: z.string(),
  exampleBody: z.record(z.string(), z.unknown()),
});
export type FunctionSummary = z.infer<typeof functionSummarySchema>;
export const functionListResponseSchema = z.object({ functions: z.array(functionSummarySchema) });

export const functionRunResponseSchema = z.object({
  name: z.string(),
  durationMs: z.number(),
  result: z.unknown(),
});
export type FunctionRunResponse = z.infer<typeof functionRunResponseSchema>;

export const UNKNOWN_FUNCTION = 'Unknown function';

/** health-check takes an empty object. */
export const healthCheckBodySchema = z.strictObject({});

export const evaluateFlagsBodySchema = z.strictObject({
  roles: z.array(z.enum(ROLES, { error: 'Unknown role' }), { error: 'roles must be a list of roles' }).max(ROLES.length),
});

export const sendTestEmailBodySchema = z.strictObject({
  to: z.string({ error: 'Enter an email address' }).trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address')),
});

/** Spec 7.3: the body of process-points, with its snake_case field names. */
export const processPointsBodySchema = z.strictObject({
  event_type: eventTypeSchema,
  event_category: z.string({ error: 'Event category is required' }).trim().min(1, 'Event category is required').max(64),
  properties: eventPropertiesSchema.optional(),
  session_id: sessionIdSchema.optional(),
  page_path: pagePathSchema,
});
export type ProcessPointsBody = z.infer<typeof processPointsBodySchema>;

/** Spec 7.3: what process-points answers. */
export const processPointsResultSchema = z.object({
  success: z.boolean(),
  points_awarded: z.number().int(),
  message: z.string(),
});
export type ProcessPointsResult = z.infer<typeof processPointsResultSchema>;

/**
 * Spec 8: every failure answer of POST /api/points/events (400, 401, 403,
 * 429, 5xx) carries the API's error shape and process-points' own fields,
 * success false, 0 points and the error's message, so either reader finds
 * what it expects.
 */
export function processPointsFailure<B extends { error: { message: string } }>(body: B): B & ProcessPointsResult {
  return { ...body, success: false, points_awarded: 0, message: body.error.message };
}
