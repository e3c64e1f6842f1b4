/**
 * Points awarded per day: the one place the analytics read points from
 * (docs/decisions/050). Until the points ledger exists, points are the
 * `points_awarded` that process-points writes into its activity rows
 * (docs/decisions/006); when `points_ledger` lands, only the `perDay`
 * statement below changes (sum of the ledger's points by day, reversals
 * included as negative rows), and its partial index is dropped.
 */
import { sql } from 'drizzle-orm';
import type { AnalyticsDaily, AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { dailySeries, rangeBounds, utcDay } from './analytics-sql.ts';

export function getDailyPoints(db: Database, range: AnalyticsRange): Promise<AnalyticsDaily> {
  const { start, end } = rangeBounds(range);
  return dailySeries(
    db,
    range,
    // user_activity_logs_points_created_idx is partial on this very predicate.
    sql`select ${utcDay(sql`created_at`)} as day, greatest(sum((properties ->> 'points_awarded')::numeric), 0)::int as value
        from user_activity_logs
        where properties ? 'points_awarded' and jsonb_typeof(properties -> 'points_awarded') = 'number'
          and created_at >= ${start} and created_at < ${end}
        group by 1`,
    sql`select coalesce(sum(value), 0) from per_day`,
  );
}
