/**
 * process-points (spec 7.3): records an engagement event for the caller and
 * answers { success, points_awarded, message }. The spec does not describe
 * the points ledger; the points per event type are the table below
 * (docs/decisions/006-testing-dashboard-and-functions.md).
 */
import { processPointsBodySchema, type ProcessPointsResult } from '#shared/contracts/functions.ts';
import { logActivity } from '#server/tracking/log-activity.ts';
import { defineFunction } from './server-function.ts';

/** Points per event type (spec section 1 names these engagement actions); any other type earns 0. */
export const POINTS_BY_EVENT_TYPE: Readonly<Record<string, number>> = {
  page_view: 1,
  search: 2,
  college_profile_view: 5,
  share: 10,
  recruitment_action: 15,
};

export const PROCESS_POINTS_FAILED = 'Failed to process points';

export const processPoints = defineFunction({
  name: 'process-points',
  description: 'Records an engagement event for you and awards points by event type (spec 7.3).',
  exampleBody: {
    event_type: 'college_profile_view',
    event_category: 'recruiting',
    properties: { college: 'Demo University' },
    page_path: '/colleges',
  },
  bodySchema: processPointsBodySchema,
  handler: async ({ ctx, viewer, userAgent }, body): Promise<ProcessPointsResult> => {
    const points = POINTS_BY_EVENT_TYPE[body.event_type] ?? 0;
    try {
      await logActivity(ctx.db, {
        userId: viewer.userId,
        userAgent,
        eventType: body.event_type,
        eventCategory: body.event_category,
        pagePath: body.page_path,
        sessionId: body.session_id,
        properties: { ...body.properties, points_awarded: points },
      });
    } catch (error) {
      ctx.log.error({ err: error }, 'process-points could not record the event');
      return { success: false, points_awarded: 0, message: PROCESS_POINTS_FAILED };
    }
    return {
      success: true,
      points_awarded: points,
      message: points > 0 ? `Awarded ${points} points for ${body.event_type}` : `Recorded ${body.event_type}; it earns no points`,
    };
  },
});
