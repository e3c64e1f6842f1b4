import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide values kept in the database so every app server shares them (e.g. the generated auth secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
