import { sql } from 'drizzle-orm';
import type { AnalyticsDaily, AnalyticsRange } from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { dailyRollup, utcDay } from './analytics-sql.ts';

/**
 * Daily active users: distinct signed-in users with any activity row that
 * day (user_activity_logs_created_user_idx), rolled up per closed day; the
 * total is the sum of the days (user-days).
 */
export function getDailyActiveUsers(db: Database, range: AnalyticsRange): Promise<AnalyticsDaily> {
  return dailyRollup(
    db,
    range,
    'daily_active_users',
    (start, end) => sql`select ${utcDay(sql`created_at`)} as day, '' as key, count(distinct user_id) as value
        from user_activity_logs
        where created_at >= ${start} and created_at < ${end} and user_id is not null
        group by 1`,
  );
}
