import { sql } from 'drizzle-orm';
import type { AnalyticsDaily, AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { dailyRollup, utcDay } from './analytics-sql.ts';

/** Searches per day (every `search` event: visitors' too), from user_activity_logs_type_created_idx, rolled up per closed day. */
export function getSearchCounts(db: Database, range: AnalyticsRange): Promise<AnalyticsDaily> {
  return dailyRollup(
    db,
    range,
    'searches',
    (start, end) => sql`select ${utcDay(sql`created_at`)} as day, '' as key, count(*) as value
        from user_activity_logs
        where event_type = 'search' and created_at >= ${start} and created_at < ${end}
        group by 1`,
  );
}
