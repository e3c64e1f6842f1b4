import { boolean, index, integer, jsonb, numeric, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';

export const userActivityLogs = pgTable(
  'user_activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    eventType: text('event_type').notNull(),
    eventCategory: text('event_category'),
    pagePath: text('page_path'),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_activity_logs_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The retention rule deletes by age (docs/decisions/044).
    index('user_activity_logs_created_idx').on(table.createdAt),
    // The privileged analytics (docs/decisions/050): daily active users read (created_at, user_id) from the index alone;
    // page views and searches by type and day (points are read from points_ledger's created_at index).
    index('user_activity_logs_created_user_idx').on(table.createdAt, table.userId),
    index('user_activity_logs_type_created_idx').on(table.eventType, table.createdAt),
  ],
);

export const pagePerformanceMetrics = pgTable(
  'page_performance_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    pagePath: text('page_path').notNull(),
    loadTime: integer('load_time'),
    timeOnPage: integer('time_on_page'),
    scrollDepth: integer('scroll_depth'),
    interactionsCount: integer('interactions_count'),
    bounceRate: real('bounce_rate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('page_performance_metrics_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The retention rule deletes by age (docs/decisions/044).
    index('page_performance_metrics_created_idx').on(table.createdAt),
  ],
);

export const viralActivityEvents = pgTable(
  'viral_activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    sourceContentType: text('source_content_type'),
    sourceContentId: text('source_content_id'),
    targetPlatform: text('target_platform'),
    viralCoefficient: numeric('viral_coefficient', { mode: 'number' }),
    engagementScore: integer('engagement_score'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('viral_activity_events_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The retention rule deletes by age (docs/decisions/044).
    index('viral_activity_events_created_idx').on(table.createdAt),
  ],
);

/**
 * A signed-in user's last privacy choice, mirrored from the browser's
 * privacy_banner_consent when it changes (docs/decisions/044): the tracking
 * endpoint refuses analytics events for an account whose choice is "off",
 * whatever another device's browser says.
 */
export const analyticsConsents = pgTable('analytics_consents', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  analytics: boolean('analytics').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
