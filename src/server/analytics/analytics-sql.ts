/**
 * The pieces every analytics statement shares (docs/decisions/050): the
 * range as timestamps (UTC days; the end exclusive, so the created_at
 * indexes serve the filter) and the day series with its zeros.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, type AnalyticsDaily, type AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/teams/team-sql.ts';

/** The range's first moment and the moment after its last day. */
export function rangeBounds(range: AnalyticsRange): { start: SQL; end: SQL } {
  return { start: sql`${`${range.from}T00:00:00Z`}::timestamptz`, end: sql`${`${addDays(range.to, 1)}T00:00:00Z`}::timestamptz` };
}

/** The UTC day of a timestamp column. */
export function utcDay(column: SQL): SQL {
  return sql`(${column} at time zone 'UTC')::date`;
}

/**
 * One statement: `perDay` yields (day date, value) for the days that have
 * events, `total` the range's total; every day of the range is answered,
 * zero when it has none.
 */
export async function dailySeries(db: Database, range: AnalyticsRange, perDay: SQL, total: SQL): Promise<AnalyticsDaily> {
  const rows = await rowsOf<{ day: string; value: number; total: number }>(
    db,
    sql`with per_day as (${perDay})
        select to_char(d, 'YYYY-MM-DD') as day, coalesce(p.value, 0)::int as value, (${total})::int as total
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d
        left join per_day p on p.day = d::date
        order by d`,
  );
  return { ...range, days: rows.map((row) => ({ day: row.day, value: Number(row.value) })), total: Number(rows[0]?.total ?? 0) };
}
