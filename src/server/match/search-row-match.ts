/**
 * A player's match for one program, in application code, from their search
 * row (docs/decisions/036, "Session 25"): the facts the SQL form reads in the
 * program's view (programViewMatchColumns: rank, roles, class, the academics
 * recruiters may see on the 4.0 scale, home state, the row's copy of the
 * preferences) as one JSON value, and the engine's player made of them.
 *
 * For a statement that shows a match but does not sort by it (the pipeline
 * board's cards): the engine scores the statement's rows, so the statement's
 * text no longer depends on the program (the SQL form binds the program's
 * bars into it) and can be prepared once. The score is the SQL form's, which
 * match-score-sql.api.test.ts checks player by player for every program
 * shape it tries.
 */
import { sql, type SQL } from 'drizzle-orm';
import { matchScore } from '#shared/match/match-score.ts';
import type { CollegeSize, ControlPreference, HardPreference, MatchPlayer, MatchProgram } from '#shared/match/match-types.ts';
import type { ProgramLevel } from '#shared/recruiting/program-levels.ts';

/**
 * What searchRowMatchFactsSql answers: arrays rather than objects, as a
 * board reads 250 of them (no key names to write and parse each time).
 */
export type SearchRowMatchFacts = [
  tierOrdinal: number | null,
  tierName: string | null,
  primaryRole: string | null,
  secondaryRole: string | null,
  gradYear: number | null,
  /** recruiter_gpa_on_4: null where the player keeps academics from recruiters. */
  gpaOn4: number | null,
  satScore: number | null,
  actScore: number | null,
  state: string | null,
  /** Null when the player never set preferences (location, cost and level unknown). */
  preferences: SearchRowPreferences | null,
];

type SearchRowPreferences = [
  states: string[] | null,
  homeLatitude: number | null,
  homeLongitude: number | null,
  maxDistanceMiles: number | null,
  sizes: string[] | null,
  control: string | null,
  budgetPerYear: number | null,
  needsScholarship: boolean | null,
  levelsSought: string[] | null,
  hard: string[] | null,
];

/** The facts of `player_search_rows` row `row` as one JSON value; `tierName` is the SQL of its current tier's name. */
export function searchRowMatchFactsSql(row: string, tierName: SQL): SQL {
  const column = (name: string) => sql.raw(`${row}.${name}`);
  return sql`json_build_array(${column('tier_ordinal')}, ${tierName}, ${column('primary_role')}, ${column('secondary_role')}, ${column('grad_year')},
    ${column('recruiter_gpa_on_4')}, ${column('recruiter_sat_score')}, ${column('recruiter_act_score')}, ${column('state')},
    case when ${column('has_preferences')} then json_build_array(${column('pref_states')}, ${column('pref_home_latitude')}, ${column('pref_home_longitude')},
      ${column('pref_max_distance_miles')}, ${column('pref_sizes')}, ${column('pref_control')}, ${column('pref_budget_per_year')},
      ${column('pref_needs_scholarship')}, ${column('pref_levels_sought')}, ${column('pref_hard')}) end)`;
}

/** The engine's player of the facts: one game (the program's title); the GPA on the 4.0 scale, as the SQL form reads it. */
export function searchRowMatchPlayer(titleSlug: string, facts: SearchRowMatchFacts): MatchPlayer {
  const [tierOrdinal, tierName, primaryRole, secondaryRole, gradYear, gpaOn4, satScore, actScore, state, preferences] = facts;
  const [states, homeLatitude, homeLongitude, maxDistanceMiles, sizes, control, budgetPerYear, needsScholarship, levelsSought, hard] = preferences ?? [];
  return {
    games: [{ titleSlug, currentTier: tierOrdinal === null ? null : { ordinal: tierOrdinal, name: tierName ?? '' }, primaryRole, secondaryRole }],
    gradYear,
    gpa: gpaOn4,
    gpaScale: gpaOn4 === null ? null : '4.0',
    satScore,
    actScore,
    homeState: state,
    homeCoordinates: homeLatitude != null && homeLongitude != null ? { latitude: homeLatitude, longitude: homeLongitude } : null,
    preferences: preferences && {
      states: states ?? [],
      maxDistanceMiles: maxDistanceMiles ?? null,
      sizes: (sizes ?? []) as CollegeSize[],
      control: (control ?? null) as ControlPreference | null,
      budgetPerYear: budgetPerYear ?? null,
      needsScholarship: needsScholarship ?? null,
      levelsSought: (levelsSought ?? []) as ProgramLevel[],
      // The program's view weighs every factor as the brief does: the player's sliders do not apply.
      importance: {},
      hard: (hard ?? []) as HardPreference[],
    },
  };
}

/** The match score (0-100) and confidence in the program's view. */
export function searchRowMatch(program: MatchProgram, facts: SearchRowMatchFacts): { score: number; confidence: number } {
  const result = matchScore(searchRowMatchPlayer(program.titleSlug, facts), program, { perspective: 'program', explain: false });
  return { score: result.score, confidence: result.confidence.value };
}
