/**
 * My Lists (issue 11.7, docs/decisions/024): a user's named, private lists
 * of players or of colleges (issue 12.3: `college_id` references colleges
 * and goes with its college).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { LIST_ITEM_TYPES } from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { colleges } from './colleges.ts';
import { valueIn } from './value-check.ts';

export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    itemType: text('item_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('lists_item_type_check', valueIn(table.itemType, LIST_ITEM_TYPES)),
    unique('lists_owner_name_key').on(table.ownerUserId, table.name),
    index('lists_owner_idx').on(table.ownerUserId, table.createdAt, table.id),
  ],
);

export const listItems = pgTable(
  'list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    playerUserId: text('player_user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    collegeId: uuid('college_id').references(() => colleges.id, { onDelete: 'cascade' }),
    note: text('note'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('list_items_item_type_check', valueIn(table.itemType, LIST_ITEM_TYPES)),
    check(
      'list_items_target_check',
      sql`(${table.itemType} = 'player' AND ${table.playerUserId} IS NOT NULL AND ${table.collegeId} IS NULL)
        OR (${table.itemType} = 'college' AND ${table.collegeId} IS NOT NULL AND ${table.playerUserId} IS NULL)`,
    ),
    unique('list_items_list_player_key').on(table.listId, table.playerUserId),
    unique('list_items_list_college_key').on(table.listId, table.collegeId),
    index('list_items_list_position_idx').on(table.listId, table.position, table.id),
    index('list_items_player_idx').on(table.playerUserId),
    index('list_items_college_idx').on(table.collegeId),
  ],
);
