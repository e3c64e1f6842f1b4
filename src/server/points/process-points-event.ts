/**
 * process-points (spec 7.3): records an engagement event for the caller and
 * answers { success, points_awarded, message }. Points go through the
 * ledger (docs/decisions/048): only the client events of CLIENT_EVENT_RULES
 * earn, keyed by day and path (or search words) so a replay earns nothing,
 * and within the rule's daily cap. The event and its award are one
 * transaction. Spec 8: a failure answers success false, 0 points and
 * "Failed to process points" (and is logged). A user whose stored analytics
 * choice is off, or who asked for their account to be deleted, is refused
 * (403, "Analytics is turned off for this account"): nothing is recorded and
 * nothing awarded; only the privacy category is exempt from the choice
 * (spec 7.3), never from a deletion request.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { processPointsBodySchema, ProcessPointsResult } from '#shared/contracts/functions.ts';
import { clientEventSource, utcDay } from '#shared/recruiting/points-rules.ts';
import { TRACKING_TEXTS } from '#shared/tracking-constants.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { logActivity } from '#server/tracking/log-activity.ts';
import type { z } from 'zod';
import { awardPointsWithOutcome, type AwardOutcome } from './award-points.ts';

export const PROCESS_POINTS_FAILED = 'Failed to process points';
/** The refusal when the account's stored analytics choice is off or its deletion is pending (the tracking endpoint's text). */
export const PROCESS_POINTS_NO_CONSENT = TRACKING_TEXTS.consentWithdrawn;

/** Whether the account refuses analytics: its stored choice is off (privacy events exempt) or its deletion was requested. */
async function analyticsRefused(db: Pick<Database, 'execute'>, userId: string, eventCategory: string): Promise<boolean> {
  const [row] = await rowsOf<{ refused: boolean }>(
    db,
    sql`select (${eventCategory !== 'privacy'} and exists (select 1 from analytics_consents where user_id = ${userId} and not analytics))
      or exists (select 1 from user_profiles where user_id = ${userId} and deletion_requested_at is not null) as refused`,
  );
  return Boolean(row?.refused);
}

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
      if (await analyticsRefused(tx, caller.userId, body.event_category)) throw new AppError('forbidden', PROCESS_POINTS_NO_CONSENT);
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
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'process-points could not record the event');
    return { success: false, points_awarded: 0, message: PROCESS_POINTS_FAILED };
  }
}
