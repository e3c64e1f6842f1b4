/**
 * Stores one validated batch of tracking events (docs/decisions/044) in one
 * statement, whatever the batch's size.
 * The user is the session's (or none for a visitor), never the body's. For a
 * signed-in user the account's last privacy choice is enforced here too: a
 * batch whose own privacy event does not turn analytics on is refused when
 * the account's choice is "off", whatever the browser's marker says.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { TrackingBatch, TrackingEvent } from '#shared/contracts/tracking.ts';
import { withoutEventSecrets } from '#shared/link-secrets.ts';
import { SHARE_ENGAGEMENT_SCORE, SHARE_VIRAL_COEFFICIENT, TRACKING_TEXTS } from '#shared/tracking-constants.ts';
import type { Database } from '#server/db/client.ts';
import type { userActivityLogs } from '#server/db/schema/tracking.ts';
import { rowsOf } from '#server/db/sql.ts';

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

/**
 * Stores the batch in one statement (one round trip, atomic: the consent
 * upsert and the three inserts are data-modifying CTEs); answers how many
 * events were stored. A signed-in sender whose batch carries no privacy
 * choice of its own is checked against the account's stored choice in the
 * same statement: when it is "off", nothing is written and the batch is
 * refused (403). A signed-in sender whose account deletion is pending is
 * refused whatever the batch carries, a privacy choice included.
 */
export async function recordTrackingBatch(db: Database, batch: TrackingBatch, sender: TrackingSender): Promise<number> {
  const hasAnalytics = batch.events.some((event) => event.type !== 'privacy');
  const lastChoice = batch.events.findLast((event) => event.type === 'privacy');
  if (hasAnalytics && lastChoice && !lastChoice.analytics) throw new AppError('forbidden', TRACKING_TEXTS.consentWithdrawn);
  const checkStored = sender.userId !== null && hasAnalytics && !lastChoice;

  const activity: ActivityRow[] = [];
  const performance: object[] = [];
  const viral: object[] = [];
  // The client leaves link secrets out already; an old or hand-made client does not get them stored either.
  for (const event of batch.events.map(withoutEventSecrets)) {
    if (event.type === 'page_performance') {
      performance.push({
        page_path: event.path,
        load_time: event.loadTime,
        time_on_page: event.timeOnPage,
        scroll_depth: event.scrollDepth,
        interactions_count: event.interactions,
        // 0 or 100 per first page of a visit, none on other rows: the average of a path's rows is its bounce rate.
        bounce_rate: event.bounced === undefined ? null : event.bounced ? 100 : 0,
      });
    } else if (event.type === 'share') {
      viral.push({
        source_content_type: event.contentType,
        source_content_id: event.contentId,
        target_platform: event.platform,
        properties: { page_path: event.path, session_id: batch.sessionId },
      });
    } else {
      activity.push(activityRowOf(event, batch.sessionId, sender)!);
    }
  }
  const activityJson = JSON.stringify(
    activity.map((row) => ({
      event_type: row.eventType,
      event_category: row.eventCategory,
      page_path: row.pagePath,
      referrer: row.referrer ?? null,
      user_agent: row.userAgent,
      properties: row.properties,
    })),
  );
  const choice = sender.userId && lastChoice ? lastChoice.analytics : null;
  const [result] = await rowsOf<{ blocked: boolean; stored: number }>(
    db,
    sql`with blocked as (
          select (${checkStored} and exists (
              select 1 from analytics_consents where user_id = ${sender.userId} and not analytics))
            -- An account whose deletion is pending records nothing, not even a new choice that would turn analytics back on.
            or exists (select 1 from user_profiles where user_id = ${sender.userId} and deletion_requested_at is not null) as blocked
        ), consent as (
          insert into analytics_consents (user_id, analytics)
          select ${sender.userId}, ${choice}::boolean where ${choice}::boolean is not null and not (select blocked from blocked)
          on conflict (user_id) do update set analytics = excluded.analytics, updated_at = now()
          returning 1
        ), activity as (
          insert into user_activity_logs (user_id, session_id, event_type, event_category, page_path, referrer, user_agent, properties)
          select ${sender.userId}, ${batch.sessionId}, r.event_type, r.event_category, r.page_path, r.referrer, r.user_agent, r.properties
          from jsonb_to_recordset(${activityJson}::jsonb) as r(event_type text, event_category text, page_path text, referrer text, user_agent text, properties jsonb)
          where not (select blocked from blocked)
          returning 1
        ), performance as (
          insert into page_performance_metrics (user_id, session_id, page_path, load_time, time_on_page, scroll_depth, interactions_count, bounce_rate)
          select ${sender.userId}, ${batch.sessionId}, r.page_path, r.load_time, r.time_on_page, r.scroll_depth, r.interactions_count, r.bounce_rate
          from jsonb_to_recordset(${JSON.stringify(performance)}::jsonb) as r(page_path text, load_time int, time_on_page int, scroll_depth int, interactions_count int, bounce_rate real)
          where not (select blocked from blocked)
          returning 1
        ), viral as (
          insert into viral_activity_events (user_id, event_type, source_content_type, source_content_id, target_platform, viral_coefficient, engagement_score, properties)
          select ${sender.userId}, 'share', r.source_content_type, r.source_content_id, r.target_platform, ${SHARE_VIRAL_COEFFICIENT}, ${SHARE_ENGAGEMENT_SCORE}, r.properties
          from jsonb_to_recordset(${JSON.stringify(viral)}::jsonb) as r(source_content_type text, source_content_id text, target_platform text, properties jsonb)
          where not (select blocked from blocked)
          returning 1
        )
        select (select blocked from blocked) as blocked,
          ((select count(*) from activity) + (select count(*) from performance) + (select count(*) from viral))::int as stored`,
  );
  if (result!.blocked) throw new AppError('forbidden', TRACKING_TEXTS.consentWithdrawn);
  return Number(result!.stored);
}
