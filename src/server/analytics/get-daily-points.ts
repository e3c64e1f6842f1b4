/**
 * Points awarded per day: the one place the analytics read points from
 * (docs/decisions/050): the points ledger (decision 048), summed by the UTC
 * day of its rows, reversal rows included (a day's figure is what it paid
 * less what it took back). Its own metric name, so no day rolled up from
 * the activity rows that carried points before the ledger is reused.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDaily, AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { dailyRollup, utcDay } from './analytics-sql.ts';

/** The rollup's name for the current source of points. */
export const POINTS_METRIC = 'points_from_ledger';

/** (day, '', points) for the points awarded in [start, end), by points_ledger_created_idx (created_at, user_id). */
export function pointsBetween(start: SQL, end: SQL): SQL {
  return sql`select ${utcDay(sql`created_at`)} as day, '' as key, sum(points)::int as value
      from points_ledger
      where created_at >= ${start} and created_at < ${end}
      group by 1`;
}

export function getDailyPoints(db: Database, range: AnalyticsRange): Promise<AnalyticsDaily> {
  return dailyRollup(db, range, POINTS_METRIC, pointsBetween);
}
