/**
 * The Marvel Rivals cooldown board's data (/mr/cooldowns, docs/decisions/045):
 * heroes and their abilities' cooldowns. Each ability row names the game
 * patch its values apply to and whether they are samples still to be
 * checked against it. Game data, not personal: nothing here names a user
 * except who last changed a row.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { MR_HERO_ROLES, MR_LIMITS } from '#shared/contracts/mr-cooldowns.ts';
import { profiles } from './auth.ts';
import { valueIn } from './value-check.ts';

export const mrHeroes = pgTable(
  'mr_heroes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('mr_heroes_name_key').on(table.name),
    check('mr_heroes_role_check', valueIn(table.role, MR_HERO_ROLES)),
    check('mr_heroes_name_check', sql`char_length(${table.name}) between 1 and 60`),
  ],
);

export const mrAbilities = pgTable(
  'mr_abilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    heroId: uuid('hero_id')
      .notNull()
      .references(() => mrHeroes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slot: text('slot').notNull(),
    cooldownSeconds: numeric('cooldown_seconds', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    charges: smallint('charges'),
    patch: text('patch').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
    updatedBy: text('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('mr_abilities_hero_name_key').on(table.heroId, table.name),
    index('mr_abilities_hero_idx').on(table.heroId, table.sortOrder),
    check('mr_abilities_cooldown_check', sql`${table.cooldownSeconds} between 0 and ${sql.raw(String(MR_LIMITS.cooldownMaxSeconds))}`),
    check('mr_abilities_charges_check', sql`${table.charges} is null or ${table.charges} between 2 and ${sql.raw(String(MR_LIMITS.chargesMax))}`),
    check('mr_abilities_sort_order_check', sql`${table.sortOrder} between 0 and 99`),
    check('mr_abilities_name_check', sql`char_length(${table.name}) between 1 and 60`),
    check('mr_abilities_slot_check', sql`char_length(${table.slot}) between 1 and 20`),
    check('mr_abilities_patch_check', sql`char_length(${table.patch}) between 1 and 40`),
  ],
);
