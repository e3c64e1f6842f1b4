import { sql } from 'drizzle-orm';
import type { AnalyticsDaily, AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { dailySeries, rangeBounds, utcDay } from './analytics-sql.ts';

/** Searches per day (every `search` event: visitors' too), from user_activity_logs_type_created_idx. */
export function getSearchCounts(db: Database, range: AnalyticsRange): Promise<AnalyticsDaily> {
  const { start, end } = rangeBounds(range);
  return dailySeries(
    db,
    range,
    sql`select ${utcDay(sql`created_at`)} as day, count(*) as value
        from user_activity_logs
        where event_type = 'search' and created_at >= ${start} and created_at < ${end}
        group by 1`,
    sql`select coalesce(sum(value), 0) from per_day`,
  );
}
