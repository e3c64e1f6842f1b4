import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FEATURE_TYPES } from '#shared/value-sets.ts';
import { valueIn } from './value-check.ts';

/** Feature flags (spec section 3, "experiments"). */
export const experiments = pgTable(
  'experiments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    variant: text('variant'),
    enabled: boolean('enabled').notNull().default(false),
    requiredRoles: text('required_roles').array().notNull().default(sql`'{}'::text[]`),
    rolloutPercentage: integer('rollout_percentage').notNull().default(100),
    devOnly: boolean('dev_only').notNull().default(false),
    featureType: text('feature_type').notNull().default('feature'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('experiments_rollout_percentage_check', sql`${table.rolloutPercentage} BETWEEN 0 AND 100`),
    check('experiments_feature_type_check', valueIn(table.featureType, FEATURE_TYPES)),
  ],
);
