/**
 * Engagement tracking with consent (spec sections 3, 4, 7.3 and 9;
 * docs/decisions/044): the browser sends batches of events to one endpoint,
 * POST /api/tracking/events. Each event is validated by its `type`; a batch
 * carries the sender's consent marker, and without analytics consent only
 * privacy events pass. The user is the session cookie's, never the body's.
 *
 * The browser never imports this file's values (zod stays out of the entry
 * chunk): it imports its types and the plain constants of tracking-constants.ts.
 */
import { z } from 'zod';
import { pagePathSchema, sessionIdSchema } from './activity.ts';
import {
  SCROLL_MILESTONES,
  SHARE_PLATFORMS,
  TRACKING_MAX_BATCH_BYTES,
  TRACKING_MAX_BATCH_EVENTS,
  TRACKING_TEXTS,
} from '#shared/tracking-constants.ts';

const text = (max: number, label: string) => z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const count = (max: number) => z.number().int('Use a whole number').min(0, 'Use 0 or more').max(max, `Use at most ${max}`);
const slugLike = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} must be at most 64 characters`)
    .regex(/^[a-z][a-z0-9_]*$/, 'Use lowercase letters, digits and underscores');

const base = { path: pagePathSchema };

export const trackingEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page_view'), ...base, referrer: z.string().max(2048, 'Referrer must be at most 2048 characters').nullable().optional(), title: z.string().max(200).optional() }),
  z.strictObject({
    type: z.literal('scroll_depth'),
    ...base,
    depth: z.literal(SCROLL_MILESTONES, { error: `Depth is one of ${SCROLL_MILESTONES.join(', ')}` }),
  }),
  z.strictObject({
    type: z.literal('page_performance'),
    ...base,
    loadTime: count(600_000).nullable(),
    timeOnPage: count(86_400_000),
    scrollDepth: count(100),
    interactions: count(100_000),
    /** Only on the visit's first page, once: whether it was a bounce (docs/decisions/044). */
    bounced: z.boolean('Bounced is true or false').optional(),
  }),
  z.strictObject({ type: z.literal('share'), ...base, contentType: slugLike('Content type'), contentId: text(200, 'Content id'), platform: z.enum(SHARE_PLATFORMS) }),
  z.strictObject({ type: z.literal('college_profile_view'), ...base, collegeSlug: text(200, 'College') }),
  z.strictObject({ type: z.literal('search'), ...base, scope: slugLike('Search scope'), query: z.string().max(200, 'Query must be at most 200 characters'), resultCount: count(1_000_000).nullable() }),
  z.strictObject({
    type: z.literal('recruitment_action'),
    ...base,
    action: slugLike('Action'),
    targetType: slugLike('Target type').optional(),
    targetId: text(200, 'Target id').optional(),
  }),
  z.strictObject({
    type: z.literal('javascript_error'),
    ...base,
    message: text(1000, 'Message'),
    source: z.string().max(2048).optional(),
    line: count(10_000_000).optional(),
    column: count(10_000_000).optional(),
    stack: z.string().max(4000).optional(),
  }),
  z.strictObject({ type: z.literal('promise_rejection'), ...base, reason: text(1000, 'Reason') }),
  z.strictObject({ type: z.literal('privacy'), ...base, action: z.literal('consent_updated'), analytics: z.boolean() }),
]);
export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export type TrackingEventType = TrackingEvent['type'];

export const trackingBatchSchema = z
  .strictObject({
    sessionId: sessionIdSchema,
    consent: z.strictObject({ analytics: z.boolean() }),
    events: z.array(trackingEventSchema).min(1, 'A batch holds at least one event').max(TRACKING_MAX_BATCH_EVENTS, TRACKING_TEXTS.tooManyEvents),
  })
  .superRefine((batch, context) => {
    if (!batch.consent.analytics && batch.events.some((event) => event.type !== 'privacy')) {
      context.addIssue({ code: 'custom', path: ['consent'], message: TRACKING_TEXTS.consentRequired });
    }
  });
export type TrackingBatch = z.infer<typeof trackingBatchSchema>;

export const trackingBatchResultSchema = z.object({ accepted: z.number().int() });
export type TrackingBatchResult = z.infer<typeof trackingBatchResultSchema>;

/**
 * GET /api/tracking/consent: the signed-in account's stored analytics choice
 * (the last privacy event it sent), or nulls when it has none yet.
 */
export const accountConsentSchema = z.object({ analytics: z.boolean().nullable(), decidedAt: z.iso.datetime({ offset: true }).nullable() });
export type AccountConsent = z.infer<typeof accountConsentSchema>;

export { TRACKING_MAX_BATCH_BYTES };
