/**
 * A player's college preferences (issue 12.6, docs/decisions/030 "Preferences
 * and the match on the college side"): one row per user, what the match
 * engine's `MatchPreferences` holds plus the home ZIP and its centroid
 * (resolved when saved, for the distance part of the location factor). No
 * row: the player never set preferences, and the engine reads
 * `preferences: null` (location, cost and level unknown). Private to the
 * player: only their own routes read it (and the guardian's data export).
 * The CHECKs mirror the contract (`matchPreferencesBodySchema`).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { MAX_BUDGET_PER_YEAR, MAX_DISTANCE_MILES } from '#shared/contracts/match.ts';
import { COLLEGE_SIZES, CONTROL_PREFERENCES, HARD_PREFERENCES, IMPORTANCE_MAX, IMPORTANCE_MIN } from '#shared/match/match-types.ts';
import { PROGRAM_LEVELS } from '#shared/recruiting/program-levels.ts';
import { US_STATE_CODES } from '#shared/recruiting/us-states.ts';
import { profiles } from './auth.ts';
import { arrayWithin, valueIn } from './value-check.ts';

const importanceColumn = (name: string) => smallint(name).notNull().default(3);

export const playerMatchPreferences = pgTable(
  'player_match_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** USPS codes; empty = any state. */
    states: text('states').array().notNull().default(sql`'{}'::text[]`),
    /** Five digits; its centroid below, from the Census ZCTA table (src/server/geo/zip-centroids.ts). */
    homeZip: text('home_zip'),
    homeLatitude: doublePrecision('home_latitude'),
    homeLongitude: doublePrecision('home_longitude'),
    /** Miles from the home ZIP; null = no distance limit. Needs a home ZIP. */
    maxDistanceMiles: integer('max_distance_miles'),
    /** Match-engine size buckets (small < 5,000 <= medium <= 15,000 < large); empty = any size. */
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    /** public or private; null = either. */
    control: text('control'),
    /** USD per year after scholarships; null = no budget given. */
    budgetPerYear: integer('budget_per_year'),
    /** null = not said. */
    needsScholarship: boolean('needs_scholarship'),
    /** Empty = any level. */
    levelsSought: text('levels_sought').array().notNull().default(sql`'{}'::text[]`),
    /** The importance sliders, 1..5, 3 neutral. */
    importanceAcademics: importanceColumn('importance_academics'),
    importanceLocation: importanceColumn('importance_location'),
    importanceEsportsLevel: importanceColumn('importance_esports_level'),
    importanceScholarship: importanceColumn('importance_scholarship'),
    /** Preferences marked as musts: a broken one caps the match at 69. */
    hard: text('hard').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('player_match_preferences_states_check', sql`${table.states} <@ ${arrayWithin(US_STATE_CODES)}`),
    check('player_match_preferences_sizes_check', sql`${table.sizes} <@ ${arrayWithin(COLLEGE_SIZES)}`),
    check('player_match_preferences_levels_check', sql`${table.levelsSought} <@ ${arrayWithin(PROGRAM_LEVELS)}`),
    check('player_match_preferences_hard_check', sql`${table.hard} <@ ${arrayWithin(HARD_PREFERENCES)}`),
    check('player_match_preferences_control_check', sql`${table.control} IS NULL OR ${valueIn(table.control, CONTROL_PREFERENCES)}`),
    // The ZIP and its centroid come together; a distance needs them.
    check(
      'player_match_preferences_home_check',
      sql`(${table.homeZip} IS NULL) = (${table.homeLatitude} IS NULL) AND (${table.homeZip} IS NULL) = (${table.homeLongitude} IS NULL)
        AND (${table.homeZip} IS NULL OR ${table.homeZip} ~ '^[0-9]{5}$')
        AND (${table.homeLatitude} IS NULL OR ${table.homeLatitude} BETWEEN -90 AND 90)
        AND (${table.homeLongitude} IS NULL OR ${table.homeLongitude} BETWEEN -180 AND 180)`,
    ),
    check(
      'player_match_preferences_distance_check',
      sql`${table.maxDistanceMiles} IS NULL OR (${table.homeZip} IS NOT NULL AND ${table.maxDistanceMiles} BETWEEN 1 AND ${sql.raw(String(MAX_DISTANCE_MILES))})`,
    ),
    check('player_match_preferences_budget_check', sql`${table.budgetPerYear} IS NULL OR ${table.budgetPerYear} BETWEEN 0 AND ${sql.raw(String(MAX_BUDGET_PER_YEAR))}`),
    check(
      'player_match_preferences_importance_check',
      sql.raw(
        ['importance_academics', 'importance_location', 'importance_esports_level', 'importance_scholarship']
          .map((column) => `"${column}" BETWEEN ${IMPORTANCE_MIN} AND ${IMPORTANCE_MAX}`)
          .join(' AND '),
      ),
    ),
    // A hard preference names something to break (the contract's rule).
    check(
      'player_match_preferences_hard_set_check',
      sql`(NOT ('location' = ANY(${table.hard})) OR cardinality(${table.states}) > 0 OR ${table.maxDistanceMiles} IS NOT NULL)
        AND (NOT ('size' = ANY(${table.hard})) OR cardinality(${table.sizes}) > 0)
        AND (NOT ('control' = ANY(${table.hard})) OR ${table.control} IS NOT NULL)
        AND (NOT ('budget' = ANY(${table.hard})) OR ${table.budgetPerYear} IS NOT NULL)
        AND (NOT ('scholarship' = ANY(${table.hard})) OR ${table.needsScholarship} IS TRUE)
        AND (NOT ('level' = ANY(${table.hard})) OR cardinality(${table.levelsSought}) > 0)`,
    ),
  ],
);
