/**
 * Points per day: the one place the analytics read points from
 * (docs/decisions/050): the points ledger (decision 048), by the UTC day of
 * its rows, as two series: points awarded (award rows) and points reversed
 * (reversal rows, the points taken back as a positive number). Its own
 * metric name, so no day rolled up under an earlier reading (net points, or
 * the activity rows that carried points before the ledger) is reused.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsPoints, AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { rolledUp, utcDay } from './analytics-sql.ts';

/** The rollup's name for the current reading of points. */
export const POINTS_METRIC = 'points_awarded_reversed';

/**
 * Per UTC day in [start, end), by points_ledger_created_idx (created_at, user_id):
 * key 'awarded', key 'reversed', and key '' (the net, which marks the day as rolled up).
 */
export function pointsBetween(start: SQL, end: SQL): SQL {
  return sql`select g.day, v.key, v.value
      from (
        select ${utcDay(sql`created_at`)} as day,
          coalesce(sum(points) filter (where points > 0), 0)::int as awarded,
          coalesce(-sum(points) filter (where points < 0), 0)::int as reversed
        from points_ledger
        where created_at >= ${start} and created_at < ${end}
        group by 1
      ) as g
      cross join lateral (values ('', g.awarded - g.reversed), ('awarded', g.awarded), ('reversed', g.reversed)) as v(key, value)`;
}

export async function getDailyPoints(db: Database, range: AnalyticsRange): Promise<AnalyticsPoints> {
  const rows = await rolledUp<{ day: string; awarded: number; reversed: number }>(
    db,
    range,
    POINTS_METRIC,
    pointsBetween,
    sql`select to_char(d, 'YYYY-MM-DD') as day,
          coalesce(sum(a.value) filter (where a.key = 'awarded'), 0)::int as awarded,
          coalesce(sum(a.value) filter (where a.key = 'reversed'), 0)::int as reversed
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d
        left join all_rows a on a.day = d::date and a.key in ('awarded', 'reversed')
        group by d order by d`,
  );
  const days = rows.map((row) => ({ day: row.day, awarded: Number(row.awarded), reversed: Number(row.reversed) }));
  return {
    ...range,
    days,
    awarded: days.reduce((sum, day) => sum + day.awarded, 0),
    reversed: days.reduce((sum, day) => sum + day.reversed, 0),
  };
}
