/**
 * The player half of a profile (issue 11, RECRUITING.md): ranked ladders as
 * ordered data, one game profile per player and title, highlights, and the
 * evaluations coaches write. The profile columns themselves are on
 * user_profiles (profiles.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { AVAILABILITY_SLOTS } from '#shared/recruiting/game-catalog.ts';
import { PROJECTED_LEVELS, RANK_SOURCES } from '#shared/value-sets.ts';
import { profiles } from './auth.ts';
import { profileVisibilityFactColumns } from './profiles.ts';
import { esportsTitles, teams } from './teams.ts';
import { arrayWithin, valueIn } from './value-check.ts';

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
    // A tier's game profiles (the search rows of a tier whose ordinal changes, migration 0011).
    index('player_game_profiles_title_tier_idx').on(table.esportsTitleId, table.currentTierId, table.userId),
    index('player_game_profiles_user_idx').on(table.userId, table.position),
  ],
);

/**
 * The recruiter search's row per player and game (docs/decisions/023): what
 * its filters and sorts read, so that a search with game, rank range, class
 * years and state is one range of `player_search_rows_game_idx`. Copied from
 * user_profiles and player_game_profiles by the triggers of migration 0011,
 * which recompute a player's rows from one definition (the view
 * `player_search_row_definitions`) whenever either table changes: never
 * written by the app. Being a minor depends on today's date, so a row keeps
 * the facts the visibility rule reads, under the profile's column names
 * (profile-visibility-sql.ts applies to a row as to a profile), and the
 * search evaluates the rule.
 */
export const playerSearchRows = pgTable(
  'player_search_rows',
  {
    userId: text('user_id').notNull(),
    esportsTitleId: uuid('esports_title_id').notNull(),
    /** user_profiles.id: the search's unique tie-breaker. */
    profileId: uuid('profile_id').notNull(),
    /** The player's first game tab (position, then id): the row a search without a game lists. */
    isMain: boolean('is_main').notNull(),
    currentTierId: uuid('current_tier_id'),
    tierOrdinal: smallint('tier_ordinal'),
    primaryRole: text('primary_role'),
    secondaryRole: text('secondary_role'),
    gradYear: integer('grad_year'),
    state: text('state'),
    /** The profile's updated_at ("recently updated"). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    ...profileVisibilityFactColumns(),
    /*
     * The academics a program's match reads (docs/decisions/035): the profile's GPA on the 4.0 scale (float8, computed
     * as the engine's gpaOn4: gpa * 4 / scale) and its SAT and ACT, each null unless the player shows academics to
     * recruiters (academics_visibility recruiters or public). Kept here so that ranking a title's players by match
     * reads these rows alone, without a join to user_profiles nor a numeric-to-float conversion per row.
     */
    recruiterGpaOn4: doublePrecision('recruiter_gpa_on_4'),
    recruiterSatScore: integer('recruiter_sat_score'),
    recruiterActScore: integer('recruiter_act_score'),
    /*
     * The player's college preferences a program's match reads (player_match_preferences, docs/decisions/030 "The SQL
     * form" and 035): copied here for the same reason as the academics, so the ranking stays one scan of these rows.
     * has_preferences is false (and the rest null) when the player never set any: location, cost and level unknown.
     * Private to the player like their source: only the match expression reads them, no route returns them.
     */
    hasPreferences: boolean('has_preferences').notNull().default(false),
    prefStates: text('pref_states').array(),
    prefHomeLatitude: doublePrecision('pref_home_latitude'),
    prefHomeLongitude: doublePrecision('pref_home_longitude'),
    prefMaxDistanceMiles: integer('pref_max_distance_miles'),
    prefSizes: text('pref_sizes').array(),
    prefControl: text('pref_control'),
    prefBudgetPerYear: integer('pref_budget_per_year'),
    prefNeedsScholarship: boolean('pref_needs_scholarship'),
    prefLevelsSought: text('pref_levels_sought').array(),
    prefHard: text('pref_hard').array(),
  },
  (table) => [
    primaryKey({ name: 'player_search_rows_pkey', columns: [table.userId, table.esportsTitleId] }),
    // Rows that may be listed whatever the date (the minor rule is checked per row): game, class year, state, rank;
    // without a game, the main game's rows by class year and state.
    index('player_search_rows_game_idx')
      .on(table.esportsTitleId, table.gradYear, table.state, table.tierOrdinal)
      .where(sql`${table.isPublished} AND ${table.deletionRequestedAt} IS NULL AND ${table.visibility} IN ('public', 'recruiters_only')`),
    index('player_search_rows_main_idx')
      .on(table.gradYear, table.state)
      .where(sql`${table.isMain} AND ${table.isPublished} AND ${table.deletionRequestedAt} IS NULL AND ${table.visibility} IN ('public', 'recruiters_only')`),
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
