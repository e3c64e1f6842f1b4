/**
 * The scheduled analytics rollup (docs/decisions/050): every closed UTC day
 * of the window (yesterday and the days before it, back to the tracking
 * retention period, so only days whose events still exist) that has no
 * `analytics_daily_stats` row yet is computed from the events and stored,
 * metric by metric, through the charts' own statements (`rolledUp`): the
 * same figures a chart request would store, and the same idempotence (a day
 * already rolled up is never recomputed; two runs at once: one insert wins).
 * A run after a stop catches up every missing day; a day not closed yet
 * (midnight UTC plus 5 minutes) is left for the next run. The funnel is read
 * live and has no rollup. Run hourly by the job queue (`analytics-rollup`,
 * docs/decisions/056): yesterday is stored within the hour after it closed.
 */
import { addDays, ANALYTICS_MAX_DAYS, type AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { getDailyActiveUsers } from './get-daily-active-users.ts';
import { getDailyPoints } from './get-daily-points.ts';
import { getPageViewsByRoute } from './get-page-views-by-route.ts';
import { getSearchCounts } from './get-search-counts.ts';

/**
 * The window a run covers: the closed days up to yesterday (UTC) whose
 * events are all still kept, that is `retentionDays - 1` of them (the
 * oldest kept day is cut by the retention rule during the day), at least
 * yesterday and at most the charts' longest range.
 */
export function rollupWindow(retentionDays: number, now: Date = new Date()): AnalyticsRange {
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  const span = Math.max(1, Math.min(retentionDays - 1, ANALYTICS_MAX_DAYS));
  return { from: addDays(yesterday, -(span - 1)), to: yesterday };
}

/** Rolls up the missing closed days of the window, one statement per metric (one after the other: a small machine). */
export async function rollUpAnalytics(db: Database, retentionDays: number, now: Date = new Date()): Promise<AnalyticsRange> {
  const range = rollupWindow(retentionDays, now);
  await getDailyActiveUsers(db, range);
  await getPageViewsByRoute(db, range);
  await getSearchCounts(db, range);
  await getDailyPoints(db, range);
  return range;
}
