/**
 * Stores one validated batch of tracking events (docs/decisions/044): up to
 * three multi-row inserts in one transaction, whatever the batch's size.
 * The user is the session's (or none for a visitor), never the body's. For a
 * signed-in user the account's last privacy choice is enforced here too: a
 * batch whose own privacy event does not turn analytics on is refused when
 * the account's choice is "off", whatever the browser's marker says.
 */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { TrackingBatch, TrackingEvent } from '#shared/contracts/tracking.ts';
import { SHARE_ENGAGEMENT_SCORE, SHARE_VIRAL_COEFFICIENT, TRACKING_TEXTS } from '#shared/tracking-constants.ts';
import type { Database } from '#server/db/client.ts';
import { analyticsConsents, pagePerformanceMetrics, userActivityLogs, viralActivityEvents } from '#server/db/schema/tracking.ts';

export interface TrackingSender {
  userId: string | null;
  userAgent: string | null;
}

type ActivityRow = typeof userActivityLogs.$inferInsert;

const CATEGORY: Record<Exclude<TrackingEvent['type'], 'page_performance' | 'share'>, string> = {
  page_view: 'navigation',
  scroll_depth: 'engagement',
  college_profile_view: 'recruiting',
  search: 'search',
  recruitment_action: 'recruiting',
  javascript_error: 'error',
  promise_rejection: 'error',
  privacy: 'privacy',
};

/** The user_activity_logs row of an event that is stored there (all but performance and share). */
export function activityRowOf(event: TrackingEvent, sessionId: string, sender: TrackingSender): ActivityRow | null {
  if (event.type === 'page_performance' || event.type === 'share') return null;
  const row: ActivityRow = {
    userId: sender.userId,
    sessionId,
    eventType: event.type,
    eventCategory: CATEGORY[event.type],
    pagePath: event.path,
    userAgent: sender.userAgent,
    properties: {},
  };
  switch (event.type) {
    case 'page_view':
      return { ...row, referrer: event.referrer || null, properties: event.title ? { title: event.title } : {} };
    case 'scroll_depth':
      return { ...row, properties: { depth: event.depth } };
    case 'college_profile_view':
      return { ...row, properties: { college_slug: event.collegeSlug } };
    case 'search':
      return { ...row, properties: { scope: event.scope, query: event.query, result_count: event.resultCount } };
    case 'recruitment_action':
      return { ...row, properties: { action: event.action, target_type: event.targetType ?? null, target_id: event.targetId ?? null } };
    case 'javascript_error':
      return {
        ...row,
        properties: { message: event.message, source: event.source ?? null, line: event.line ?? null, column: event.column ?? null, stack: event.stack ?? null },
      };
    case 'promise_rejection':
      return { ...row, properties: { reason: event.reason } };
    case 'privacy':
      // A privacy choice is kept with the least data: no user agent.
      return { ...row, eventType: event.action, userAgent: null, properties: { analytics: event.analytics } };
  }
}

/** The effective analytics choice of a signed-in sender: the batch's own last privacy event, else the stored one. */
async function accountAllowsAnalytics(db: Database, userId: string, batch: TrackingBatch): Promise<boolean> {
  const lastChoice = batch.events.findLast((event) => event.type === 'privacy');
  if (lastChoice) return lastChoice.analytics;
  const [stored] = await db.select({ analytics: analyticsConsents.analytics }).from(analyticsConsents).where(eq(analyticsConsents.userId, userId));
  return stored?.analytics ?? true;
}

/** Stores the batch; answers how many events were stored. */
export async function recordTrackingBatch(db: Database, batch: TrackingBatch, sender: TrackingSender): Promise<number> {
  const analyticsEvents = batch.events.filter((event) => event.type !== 'privacy');
  if (sender.userId && analyticsEvents.length > 0 && !(await accountAllowsAnalytics(db, sender.userId, batch))) {
    throw new AppError('forbidden', TRACKING_TEXTS.consentWithdrawn);
  }
  const activity: ActivityRow[] = [];
  const performance: (typeof pagePerformanceMetrics.$inferInsert)[] = [];
  const viral: (typeof viralActivityEvents.$inferInsert)[] = [];
  for (const event of batch.events) {
    if (event.type === 'page_performance') {
      performance.push({
        userId: sender.userId,
        sessionId: batch.sessionId,
        pagePath: event.path,
        loadTime: event.loadTime,
        timeOnPage: event.timeOnPage,
        scrollDepth: event.scrollDepth,
        interactionsCount: event.interactions,
      });
    } else if (event.type === 'share') {
      viral.push({
        userId: sender.userId,
        eventType: 'share',
        sourceContentType: event.contentType,
        sourceContentId: event.contentId,
        targetPlatform: event.platform,
        viralCoefficient: SHARE_VIRAL_COEFFICIENT,
        engagementScore: SHARE_ENGAGEMENT_SCORE,
        properties: { page_path: event.path, session_id: batch.sessionId },
      });
    } else {
      activity.push(activityRowOf(event, batch.sessionId, sender)!);
    }
  }
  const lastChoice = batch.events.findLast((event) => event.type === 'privacy');
  await db.transaction(async (tx) => {
    if (sender.userId && lastChoice) {
      await tx
        .insert(analyticsConsents)
        .values({ userId: sender.userId, analytics: lastChoice.analytics })
        .onConflictDoUpdate({ target: analyticsConsents.userId, set: { analytics: lastChoice.analytics, updatedAt: sql`now()` } });
    }
    if (activity.length > 0) await tx.insert(userActivityLogs).values(activity);
    if (performance.length > 0) await tx.insert(pagePerformanceMetrics).values(performance);
    if (viral.length > 0) await tx.insert(viralActivityEvents).values(viral);
  });
  return batch.events.length;
}
