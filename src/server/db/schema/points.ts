/**
 * Points (issue 14.3, docs/decisions/048): an append-only ledger. An award is
 * one row per (user, rule, source); a reversal is a row with negative points
 * that names the award it reverses (one per award). Rows are never updated
 * or deleted (a trigger refuses it, hand-written in the migration), except
 * by the cascade of an account deletion.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** A key of POINTS_RULES (src/shared/points-rules.ts). */
    rule: text('rule').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    /** Positive for an award, negative for a reversal. */
    points: integer('points').notNull(),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => pointsLedger.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_ledger_award_key').on(table.userId, table.rule, table.sourceType, table.sourceId).where(sql`${table.reversesId} IS NULL`),
    uniqueIndex('points_ledger_reversal_key').on(table.reversesId),
    index('points_ledger_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('points_ledger_created_idx').on(table.createdAt, table.userId),
    check('points_ledger_sign_check', sql`(${table.reversesId} IS NULL AND ${table.points} > 0) OR (${table.reversesId} IS NOT NULL AND ${table.points} < 0)`),
  ],
);

/** Per-user points settings: the weekly leaderboard shows only those who turned it on. */
export const pointsPreferences = pgTable('points_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  leaderboardOptIn: boolean('leaderboard_opt_in').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
