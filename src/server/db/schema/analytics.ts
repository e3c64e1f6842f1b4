import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The privileged analytics' daily rollups (docs/decisions/050): one row per
 * closed UTC day, metric and key (a route for page views, '' for a day's
 * figure and as the marker that the day is rolled up). Written once per day
 * by the first chart request that needs it, then read instead of the raw
 * events; counts only, no user: kept after the events' retention.
 */
export const analyticsDailyStats = pgTable(
  'analytics_daily_stats',
  {
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull().default(''),
    value: integer('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'analytics_daily_stats_pkey', columns: [table.metric, table.day, table.key] })],
);
