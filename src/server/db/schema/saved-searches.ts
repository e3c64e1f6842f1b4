/**
 * Saved searches (issue 14.5, docs/decisions/051): a recruiter's named
 * filters of the player search on /players. The owner's own (private to
 * them); `college_id` is the college whose plan counts it (null for a
 * recruiter without a college). `filters` is the search's query as
 * playerSearchQuerySchema outputs it, without the page, so a stored search
 * always runs. Names are unique per owner in any letter case.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';
import { colleges } from './colleges.ts';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    collegeId: uuid('college_id').references(() => colleges.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('saved_searches_filters_object_check', sql`jsonb_typeof(${table.filters}) = 'object'`),
    uniqueIndex('saved_searches_owner_name_key').on(table.ownerUserId, sql`lower(${table.name})`),
    index('saved_searches_owner_idx').on(table.ownerUserId, table.createdAt, table.id),
    index('saved_searches_college_idx').on(table.collegeId),
  ],
);
