/**
 * Points awarded per day: the one place the analytics read points from
 * (docs/decisions/050). Until the points ledger exists, points are the
 * `points_awarded` that process-points writes into its activity rows
 * (docs/decisions/006); when `points_ledger` lands, only `pointsBetween`
 * changes (the ledger's points summed by UTC day of its rows, reversal rows
 * included), the metric gets a new name so no day rolled up from the old
 * source is reused, and user_activity_logs_points_created_idx can go.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDaily, AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { dailyRollup, utcDay } from './analytics-sql.ts';

/** The rollup's name for the current source of points. */
export const POINTS_METRIC = 'points_from_activity';

/** (day, '', points) for the points awarded in [start, end). */
export function pointsBetween(start: SQL, end: SQL): SQL {
  // user_activity_logs_points_created_idx is partial on the `?` predicate.
  return sql`select ${utcDay(sql`created_at`)} as day, '' as key, greatest(sum((properties ->> 'points_awarded')::numeric), 0)::int as value
      from user_activity_logs
      where properties ? 'points_awarded' and jsonb_typeof(properties -> 'points_awarded') = 'number'
        and created_at >= ${start} and created_at < ${end}
      group by 1`;
}

export function getDailyPoints(db: Database, range: AnalyticsRange): Promise<AnalyticsDaily> {
  return dailyRollup(db, range, POINTS_METRIC, pointsBetween);
}
