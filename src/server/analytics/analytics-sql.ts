/**
 * The pieces every analytics statement shares (docs/decisions/050): the
 * range as timestamps (UTC days; the end exclusive, so the created_at
 * indexes serve the filter), and the rollup: closed days are read from
 * analytics_daily_stats, a closed day not rolled up yet is computed from the
 * events and stored in the same statement, and the days not over yet
 * (today) are computed live.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, type AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

/** A day is rolled up once it ended this long ago (a batch begun before midnight has committed by then). */
const SETTLE = sql`interval '5 minutes'`;

const moment = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

/** The range's first moment and the moment after its last day. */
export function rangeBounds(range: AnalyticsRange): { start: SQL; end: SQL } {
  return { start: moment(range.from), end: moment(addDays(range.to, 1)) };
}

/** The UTC day of a timestamp column. */
export function utcDay(column: SQL): SQL {
  return sql`(${column} at time zone 'UTC')::date`;
}

/**
 * `rowsBetween(start, end)` yields (day date, key text, value bigint) from the
 * events created in [start, end); key '' is the day's figure for a daily
 * chart. Answers `finalSelect`, run over a CTE `all_rows (day, key, value)`
 * holding the range's rows, rolled up or live. One statement.
 */
export async function rolledUp<T>(
  db: Database,
  range: AnalyticsRange,
  metric: string,
  rowsBetween: (start: SQL, end: SQL) => SQL,
  finalSelect: SQL,
): Promise<T[]> {
  const { start, end } = rangeBounds(range);
  // Days of the range that are over (ended SETTLE ago); the rest is live.
  const lastClosed = sql`least(${range.to}::date, ((now() - ${SETTLE}) at time zone 'UTC')::date - 1)`;
  const liveStart = sql`greatest(${start}, (${lastClosed} + 1)::timestamp at time zone 'UTC')`;
  return rowsOf<T>(
    db,
    sql`with missing as (
          select d::date as day from generate_series(${range.from}::date, ${lastClosed}, interval '1 day') as d
          where not exists (select 1 from analytics_daily_stats s where s.metric = ${metric} and s.day = d::date and s.key = '')
        ), bounds as (
          select min(day)::timestamp at time zone 'UTC' as first, (max(day) + 1)::timestamp at time zone 'UTC' as after from missing
        ), computed as (
          select r.day, r.key, r.value::int as value
          from (${rowsBetween(sql`(select first from bounds)`, sql`(select after from bounds)`)}) as r
          where r.day in (select day from missing)
        ), to_store as (
          select day, key, value from computed
          union all
          select m.day, '', 0 from missing m where not exists (select 1 from computed c where c.day = m.day and c.key = '')
        ), stored as (
          insert into analytics_daily_stats (metric, day, key, value)
          select ${metric}, day, key, value from to_store
          on conflict do nothing
          returning 1
        ), live as materialized (
          -- Materialized: the final select's filters must not be pushed into the per-row scan (a route per event).
          select r.day, r.key, r.value::bigint as value from (${rowsBetween(liveStart, end)}) as r
          where ${liveStart} < ${end}
        ), all_rows as (
          select s.day, s.key, s.value::bigint as value from analytics_daily_stats s
          where s.metric = ${metric} and s.day between ${range.from}::date and ${lastClosed}
          union all
          select day, key, value from to_store
          union all
          select day, key, value from live
        )
        ${finalSelect}`,
  );
}

/** The daily chart of a metric: one value per day of the range (zero on a day without events) and their sum. */
export async function dailyRollup(db: Database, range: AnalyticsRange, metric: string, rowsBetween: (start: SQL, end: SQL) => SQL) {
  const rows = await rolledUp<{ day: string; value: number }>(
    db,
    range,
    metric,
    rowsBetween,
    sql`select to_char(d, 'YYYY-MM-DD') as day, coalesce(sum(a.value), 0)::int as value
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d
        left join all_rows a on a.day = d::date and a.key = ''
        group by d order by d`,
  );
  const days = rows.map((row) => ({ day: row.day, value: Number(row.value) }));
  return { ...range, days, total: days.reduce((sum, day) => sum + day.value, 0) };
}
