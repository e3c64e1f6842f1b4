/**
 * Inputs and result of the match engine (issue 12.6, RECRUITING.md "Match
 * score", docs/decisions/030). The inputs are plain stored facts, so the
 * server can fill them from the database (profiles, game profiles with their
 * tiers, the programs table and the colleges table) and the web can rebuild
 * them for a preview; nothing here reads a clock, a locale or a random source.
 */
import type { GpaScale } from '../value-sets.ts';
import type { ProgramLevel, RolePriority } from '../recruiting/program-levels.ts';

// ---------------------------------------------------------------- shared facts

/** A tier of a title's rank ladder (rank_tiers): higher ordinal = higher rank. */
export interface MatchTier {
  ordinal: number;
  name: string;
}

export interface MatchCoordinates {
  latitude: number;
  longitude: number;
}

/** The colleges table's control, as the College Scorecard gives it. */
export type MatchCollegeControl = 'public' | 'nonprofit' | 'for_profit';

/** Campus size by undergraduate enrollment: small < 5,000 <= medium <= 15,000 < large. */
export const COLLEGE_SIZES = ['small', 'medium', 'large'] as const;
export type CollegeSize = (typeof COLLEGE_SIZES)[number];
export const COLLEGE_SIZE_LABELS: Record<CollegeSize, string> = {
  small: 'Small (under 5,000)',
  medium: 'Medium (5,000 to 15,000)',
  large: 'Large (over 15,000)',
};

/** What a player may prefer: public, or private (nonprofit or for-profit). */
export const CONTROL_PREFERENCES = ['public', 'private'] as const;
export type ControlPreference = (typeof CONTROL_PREFERENCES)[number];

// ---------------------------------------------------------------- player

/** The player's game profile (player_game_profiles) for one title. */
export interface MatchPlayerGame {
  titleSlug: string;
  currentTier: MatchTier | null;
  primaryRole: string | null;
  secondaryRole: string | null;
}

/** Preferences a player may mark as hard: a broken hard preference caps the score. */
export const HARD_PREFERENCES = ['location', 'size', 'control', 'budget', 'scholarship', 'level'] as const;
export type HardPreference = (typeof HARD_PREFERENCES)[number];

/** The player's importance sliders: each reweights its factor in the player's own view. */
export const IMPORTANCE_KEYS = ['academics', 'location', 'esportsLevel', 'scholarship'] as const;
export type ImportanceKey = (typeof IMPORTANCE_KEYS)[number];
export const IMPORTANCE_LABELS: Record<ImportanceKey, string> = {
  academics: 'Academics',
  location: 'Location',
  esportsLevel: 'Esports level',
  scholarship: 'Scholarship',
};
/** 1 (not important) .. 5 (very important); 3 is neutral. */
export const IMPORTANCE_MIN = 1;
export const IMPORTANCE_MAX = 5;
export const IMPORTANCE_DEFAULT = 3;

/**
 * What the player wants. An empty list or null inside a preferences object
 * means "no constraint" (any state, any size...); a player who never set
 * preferences has `preferences: null`, and the factors that rest on them are
 * unknown.
 */
export interface MatchPreferences {
  /** USPS codes; empty = any state. */
  states: readonly string[];
  /** Miles from home (home coordinates); null = no distance limit. */
  maxDistanceMiles: number | null;
  /** Empty = any size. */
  sizes: readonly CollegeSize[];
  /** null = either. */
  control: ControlPreference | null;
  /** USD per year the family can pay for tuition after scholarships; null = no budget given. */
  budgetPerYear: number | null;
  /** null = not said. */
  needsScholarship: boolean | null;
  /** Empty = any level. */
  levelsSought: readonly ProgramLevel[];
  /** Missing keys are neutral (3). */
  importance: Partial<Record<ImportanceKey, number>>;
  hard: readonly HardPreference[];
}

export interface MatchPlayer {
  /** The player's id, for rankByMatch; the score does not depend on it. */
  id?: string;
  /** Game profiles; the one of the program's title is used. */
  games: readonly MatchPlayerGame[];
  gradYear: number | null;
  gpa: number | null;
  gpaScale: GpaScale | null;
  satScore: number | null;
  actScore: number | null;
  homeState: string | null;
  /** From the player's ZIP in a later slice; null until then. */
  homeCoordinates: MatchCoordinates | null;
  preferences: MatchPreferences | null;
}

// ---------------------------------------------------------------- program

export interface MatchRoleNeed {
  role: string;
  count: number;
  priority: RolePriority;
}

/** Public facts of the program's institution (colleges table). */
export interface MatchCollege {
  state: string | null;
  coordinates: MatchCoordinates | null;
  control: MatchCollegeControl | null;
  undergradEnrollment: number | null;
  sat25: number | null;
  sat75: number | null;
  act25: number | null;
  act75: number | null;
  tuitionInState: number | null;
  tuitionOutOfState: number | null;
}

export interface MatchProgram {
  titleSlug: string;
  level: ProgramLevel;
  minTier: MatchTier | null;
  targetTier: MatchTier | null;
  rolesNeeded: readonly MatchRoleNeed[];
  classYears: readonly number[];
  /** On the 4.0 scale. */
  minGpa: number | null;
  /** USD per year; null = the program offers no esports scholarship. */
  scholarship: { min: number; max: number } | null;
  /** Not scored (the score measures fit, not timing): lists filter and label by it. */
  isRecruiting: boolean;
  college: MatchCollege;
}

// ---------------------------------------------------------------- result

export const MATCH_FACTOR_KEYS = ['skill', 'role', 'class', 'academics', 'location', 'cost', 'level'] as const;
export type MatchFactorKey = (typeof MATCH_FACTOR_KEYS)[number];

export const MATCH_FACTOR_LABELS: Record<MatchFactorKey, string> = {
  skill: 'Skill',
  role: 'Role',
  class: 'Class year',
  academics: 'Academics',
  location: 'Location',
  cost: 'Cost',
  level: 'Level',
};

export interface MatchFactor {
  key: MatchFactorKey;
  /** The weight used for this view (the brief's weight, times the player's slider in the player's view). */
  weight: number;
  /** 0..1, or null when unknown (then it counts 0.5). */
  value: number | null;
  /** What the value rests on, for the "Why?" panel ("Diamond 2 vs target Ascendant 1"). */
  evidence: string;
}

export const MATCH_CAP_KINDS = ['rank_below_minimum', 'rank_unknown', 'gpa_below_minimum', 'gpa_unknown', 'hard_preference'] as const;
export type MatchCapKind = (typeof MATCH_CAP_KINDS)[number];

export interface MatchCap {
  kind: MatchCapKind;
  reason: string;
}

export const MATCH_BANDS = ['excellent', 'high', 'medium', 'low'] as const;
export type MatchBand = (typeof MATCH_BANDS)[number];
export const MATCH_BAND_LABELS: Record<MatchBand, string> = {
  excellent: 'Excellent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

export interface MatchConfidence {
  /** Share of the weight resting on known facts, 0..1 (two decimals). */
  value: number;
  level: ConfidenceLevel;
  /** Factors wholly or partly unknown, in factor order. */
  unknown: MatchFactorKey[];
}

export interface MatchResult {
  score: number;
  band: MatchBand;
  confidence: MatchConfidence;
  factors: MatchFactor[];
  caps: MatchCap[];
}

/** Whose view: the program's (the brief's weights) or the player's own (reweighted by their sliders). */
export const MATCH_PERSPECTIVES = ['program', 'player'] as const;
export type MatchPerspective = (typeof MATCH_PERSPECTIVES)[number];

export interface MatchOptions {
  /** Default 'program'. */
  perspective?: MatchPerspective;
  /** Default true; false leaves every evidence empty (scoring a long list, where only the kept rows are explained). */
  explain?: boolean;
}

/** "High confidence" and so on: the words next to a shown score (docs/decisions/030, reused by matchmaking, 047). */
export const CONFIDENCE_LABELS: Record<ConfidenceLevel, string> = { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' };

/** "92% Excellent". */
export function matchHeadline(score: number, band: MatchBand): string {
  return `${score}% ${MATCH_BAND_LABELS[band]}`;
}
