import { sql } from 'drizzle-orm';
import type { AnalyticsDaily, AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { dailySeries, rangeBounds, utcDay } from './analytics-sql.ts';

/**
 * Daily active users: distinct signed-in users with any activity row that
 * day; the total is distinct users over the whole range (not a sum of days).
 * Both from one scan of user_activity_logs_created_user_idx.
 */
export function getDailyActiveUsers(db: Database, range: AnalyticsRange): Promise<AnalyticsDaily> {
  const { start, end } = rangeBounds(range);
  return dailySeries(
    db,
    range,
    sql`select ${utcDay(sql`created_at`)} as day, count(distinct user_id) as value
        from user_activity_logs
        where created_at >= ${start} and created_at < ${end} and user_id is not null
        group by 1`,
    sql`select count(distinct user_id) from user_activity_logs where created_at >= ${start} and created_at < ${end} and user_id is not null`,
  );
}
