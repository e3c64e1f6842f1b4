/**
 * process-points (spec 7.3): records an engagement event for the caller and
 * answers { success, points_awarded, message }. Points go through the
 * ledger (docs/decisions/048): only the client events of CLIENT_EVENT_RULES
 * earn, keyed by day and path (or search words) so a replay earns nothing,
 * and within the rule's daily cap. The event and its award are one
 * transaction. Spec 8: a failure answers success false, 0 points and
 * "Failed to process points" (and is logged).
 */
import { processPointsBodySchema, type ProcessPointsResult } from '#shared/contracts/functions.ts';
import { clientEventSource, utcDay } from '#shared/points-rules.ts';
import type { AppContext } from '#server/app-context.ts';
import { awardPointsWithOutcome, type AwardOutcome } from '#server/points/award-points.ts';
import { logActivity } from '#server/tracking/log-activity.ts';
import type { z } from 'zod';
import { defineFunction } from './server-function.ts';

export const PROCESS_POINTS_FAILED = 'Failed to process points';

function messageFor(eventType: string, outcome: AwardOutcome | null): string {
  if (!outcome) return `Recorded ${eventType}; it earns no points`;
  if (outcome.result === 'awarded') return `Awarded ${outcome.points} ${outcome.points === 1 ? 'point' : 'points'} for ${eventType}`;
  if (outcome.result === 'capped') return `Recorded ${eventType}; today's points for it are used up`;
  return `Recorded ${eventType}; it was already counted`;
}

/** Records the event for `userId` and awards its points (the signed-in route and the staff function share it). */
export async function processPointsFor(
  ctx: AppContext,
  caller: { userId: string; userAgent: string | null },
  body: z.output<typeof processPointsBodySchema>,
): Promise<ProcessPointsResult> {
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      const source = clientEventSource({ eventType: body.event_type, pagePath: body.page_path, properties: body.properties }, utcDay(new Date()));
      const award = source ? await awardPointsWithOutcome(tx, { userId: caller.userId, ...source }) : null;
      await logActivity(tx, {
        userId: caller.userId,
        userAgent: caller.userAgent,
        eventType: body.event_type,
        eventCategory: body.event_category,
        pagePath: body.page_path,
        sessionId: body.session_id,
        properties: { ...body.properties, points_awarded: award?.points ?? 0 },
      });
      return award;
    });
    return { success: true, points_awarded: outcome?.points ?? 0, message: messageFor(body.event_type, outcome) };
  } catch (error) {
    ctx.log.error({ err: error }, 'process-points could not record the event');
    return { success: false, points_awarded: 0, message: PROCESS_POINTS_FAILED };
  }
}

export const processPoints = defineFunction({
  name: 'process-points',
  description: 'Records an engagement event for you and awards its points through the ledger (spec 7.3, decision 048).',
  exampleBody: {
    event_type: 'page_view',
    event_category: 'navigation',
    properties: {},
    page_path: '/colleges',
  },
  bodySchema: processPointsBodySchema,
  handler: async ({ ctx, viewer, userAgent }, body): Promise<ProcessPointsResult> => processPointsFor(ctx, { userId: viewer.userId, userAgent }, body),
});
