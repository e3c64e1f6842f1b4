/**
 * The player half of a profile (issue 11, RECRUITING.md): ranked ladders as
 * ordered data, one game profile per player and title, highlights, and the
 * evaluations coaches write. The profile columns themselves are on
 * user_profiles (profiles.ts).
 */
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { AVAILABILITY_SLOTS } from '#shared/game-catalog.ts';
import { PROJECTED_LEVELS, RANK_SOURCES } from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { esportsTitles, teams } from './teams.ts';
import { valueIn } from './value-check.ts';

const arrayWithin = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value}'`).join(', ')}]::text[]`);

/** One ranked ladder per title, seeded by migration 0009 (season noted in `season`). */
export const rankLadders = pgTable('rank_ladders', {
  id: uuid('id').primaryKey().defaultRandom(),
  esportsTitleId: uuid('esports_title_id')
    .notNull()
    .unique()
    .references(() => esportsTitles.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  season: text('season').notNull(),
});

/**
 * A tier of a ladder, `ordinal` 1 = lowest, so "Diamond 2 or better" is
 * `ordinal >= n`. The title id is repeated here so that a game profile's
 * rank can be tied to its own title's ladder by a foreign key.
 */
export const rankTiers = pgTable(
  'rank_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ladderId: uuid('ladder_id')
      .notNull()
      .references(() => rankLadders.id, { onDelete: 'cascade' }),
    esportsTitleId: uuid('esports_title_id')
      .notNull()
      .references(() => esportsTitles.id, { onDelete: 'restrict' }),
    ordinal: smallint('ordinal').notNull(),
    name: text('name').notNull(),
    /** The tier's group ("Diamond" for "Diamond 2"), for compact display and charts. */
    tierGroup: text('tier_group').notNull(),
  },
  (table) => [
    unique('rank_tiers_ladder_ordinal_key').on(table.ladderId, table.ordinal),
    unique('rank_tiers_ladder_name_key').on(table.ladderId, table.name),
    unique('rank_tiers_id_title_key').on(table.id, table.esportsTitleId),
    check('rank_tiers_ordinal_check', sql`${table.ordinal} > 0`),
  ],
);

/** One per player and title (RECRUITING.md "Game profile"). */
export const playerGameProfiles = pgTable(
  'player_game_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    esportsTitleId: uuid('esports_title_id')
      .notNull()
      .references(() => esportsTitles.id, { onDelete: 'restrict' }),
    inGameName: text('in_game_name'),
    region: text('region'),
    primaryRole: text('primary_role'),
    secondaryRole: text('secondary_role'),
    mains: text('mains').array().notNull().default(sql`'{}'::text[]`),
    currentTierId: uuid('current_tier_id'),
    peakTierId: uuid('peak_tier_id'),
    rankSource: text('rank_source').notNull().default('self_reported'),
    /** The day the current rank was last stated ("as of"). */
    rankAsOf: date('rank_as_of'),
    hoursPerWeek: smallint('hours_per_week'),
    /** Cells of the weekly grid (`tue:evening`), in the player's time zone. */
    availability: text('availability').array().notNull().default(sql`'{}'::text[]`),
    /** Order of the game tabs on the profile; the first is the main game. */
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('player_game_profiles_user_title_key').on(table.userId, table.esportsTitleId),
    // A rank is always a tier of this title's ladder: the pair must exist in rank_tiers.
    foreignKey({
      name: 'player_game_profiles_current_tier_fk',
      columns: [table.currentTierId, table.esportsTitleId],
      foreignColumns: [rankTiers.id, rankTiers.esportsTitleId],
    }),
    foreignKey({
      name: 'player_game_profiles_peak_tier_fk',
      columns: [table.peakTierId, table.esportsTitleId],
      foreignColumns: [rankTiers.id, rankTiers.esportsTitleId],
    }),
    check('player_game_profiles_rank_source_check', valueIn(table.rankSource, RANK_SOURCES)),
    check('player_game_profiles_hours_check', sql`${table.hoursPerWeek} IS NULL OR ${table.hoursPerWeek} BETWEEN 0 AND 168`),
    check('player_game_profiles_availability_check', sql`${table.availability} <@ ${arrayWithin(AVAILABILITY_SLOTS)}`),
    // Recruiter search: game + rank range.
    index('player_game_profiles_title_tier_idx').on(table.esportsTitleId, table.currentTierId, table.userId),
    index('player_game_profiles_user_idx').on(table.userId, table.position),
  ],
);

/** Ordered highlight links (YouTube, Twitch, Medal...) with titles. */
export const playerHighlights = pgTable(
  'player_highlights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_highlights_user_position_idx').on(table.userId, table.position, table.id)],
);

/**
 * A coach's evaluation of a player on their team (issue 11.8): college staff
 * see it, the public never does. One per player and author.
 */
export const playerEvaluations = pgTable(
  'player_evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerUserId: text('player_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    projectedLevels: text('projected_levels').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('player_evaluations_player_author_key').on(table.playerUserId, table.authorUserId),
    check('player_evaluations_levels_check', sql`${table.projectedLevels} <@ ${arrayWithin(PROJECTED_LEVELS)}`),
    check('player_evaluations_levels_count_check', sql`coalesce(array_length(${table.projectedLevels}, 1), 0) <= 3`),
  ],
);

export type PlayerGameProfileRow = typeof playerGameProfiles.$inferSelect;
