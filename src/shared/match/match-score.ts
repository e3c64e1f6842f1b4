/**
 * The match engine (issue 12.6, RECRUITING.md "Match score",
 * docs/decisions/030): one pure function used wherever a match appears.
 *
 *   score = round(100 x sum(weight x value) / sum(weight)), an unknown value counting 0.5;
 *   any cap (rank or GPA below, or not shown against, the program's minimum; a broken
 *   hard preference) holds the score at 69; bands Excellent 85+, High 70-84, Medium 50-69, Low < 50.
 */
import { academicsFactor, classFactor, costFactor, levelFactor, locationFactor, roleFactor, skillFactor, UNKNOWN_VALUE, type FactorOutcome } from './match-factors.ts';
import {
  IMPORTANCE_DEFAULT,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
  MATCH_FACTOR_KEYS,
  type ConfidenceLevel,
  type ImportanceKey,
  type MatchBand,
  type MatchFactorKey,
  type MatchOptions,
  type MatchPerspective,
  type MatchPlayer,
  type MatchProgram,
  type MatchResult,
} from './match-types.ts';

/** The brief's weights; they sum to 100. */
export const MATCH_WEIGHTS: Readonly<Record<MatchFactorKey, number>> = Object.freeze({ skill: 30, role: 15, class: 10, academics: 15, location: 10, cost: 10, level: 10 });

/** The score any cap holds the result to (the top of Medium). */
export const MATCH_CAP_SCORE = 69;

/** Which factor each importance slider reweights. */
export const IMPORTANCE_FACTOR: Record<ImportanceKey, MatchFactorKey> = { academics: 'academics', location: 'location', esportsLevel: 'level', scholarship: 'cost' };

/** Slider 1..5 -> weight multiplier; 3 leaves the weight as it is. */
export const IMPORTANCE_MULTIPLIER: Record<number, number> = { 1: 0.5, 2: 0.75, 3: 1, 4: 1.5, 5: 2 };

const FACTORS: Record<MatchFactorKey, (player: MatchPlayer, program: MatchProgram, explain: boolean, perspective: MatchPerspective) => FactorOutcome> = {
  skill: skillFactor,
  role: roleFactor,
  class: classFactor,
  academics: academicsFactor,
  location: locationFactor,
  cost: costFactor,
  level: levelFactor,
};

export function matchBand(score: number): MatchBand {
  if (score >= 85) return 'excellent';
  if (score >= 70) return 'high';
  if (score >= 50) return 'medium';
  return 'low';
}

/** Confidence from the share of the weight resting on known facts: high 85%+, medium 60%+, low below. */
export function confidenceLevel(share: number): ConfidenceLevel {
  if (share >= 0.85) return 'high';
  return share >= 0.6 ? 'medium' : 'low';
}

/** Weights for this view: the brief's, or in the player's own view reweighted by their sliders. */
export function matchWeights(player: MatchPlayer, options: MatchOptions = {}): Readonly<Record<MatchFactorKey, number>> {
  const importance = player.preferences?.importance;
  if (options.perspective !== 'player' || !importance) return MATCH_WEIGHTS;
  const weights = { ...MATCH_WEIGHTS };
  for (const [slider, factor] of Object.entries(IMPORTANCE_FACTOR) as [ImportanceKey, MatchFactorKey][]) {
    const raw = importance[slider] ?? IMPORTANCE_DEFAULT;
    const level = Math.min(IMPORTANCE_MAX, Math.max(IMPORTANCE_MIN, Math.round(Number.isFinite(raw) ? raw : IMPORTANCE_DEFAULT)));
    weights[factor] = MATCH_WEIGHTS[factor] * (IMPORTANCE_MULTIPLIER[level] ?? 1);
  }
  return weights;
}

/** How well a player fits a program, with the reasons. Pure: the same inputs always give the same result. */
export function matchScore(player: MatchPlayer, program: MatchProgram, options: MatchOptions = {}): MatchResult {
  const weights = matchWeights(player, options);
  const explain = options.explain !== false;
  const perspective = options.perspective ?? 'program';
  let weighted = 0;
  let total = 0;
  let knownWeight = 0;
  const factors: MatchResult['factors'] = [];
  const caps: MatchResult['caps'] = [];
  const unknownKeys: MatchFactorKey[] = [];
  for (const key of MATCH_FACTOR_KEYS) {
    const outcome = FACTORS[key](player, program, explain, perspective);
    const weight = weights[key];
    weighted += weight * (outcome.value ?? UNKNOWN_VALUE);
    total += weight;
    knownWeight += weight * outcome.known;
    if (outcome.known < 1) unknownKeys.push(key);
    factors.push({ key, weight, value: outcome.value, evidence: outcome.evidence });
    caps.push(...outcome.caps);
  }
  // The epsilon keeps a sum meant as 84.5 but computed as 84.49999999 from rounding down.
  const raw = total > 0 ? Math.round((100 * weighted) / total + 1e-9) : 0;
  const score = caps.length > 0 ? Math.min(raw, MATCH_CAP_SCORE) : raw;
  const confidence = Math.round((total > 0 ? knownWeight / total : 0) * 100) / 100;
  return {
    score,
    band: matchBand(score),
    // The level follows the shown (rounded) value, so "85%" never reads as medium.
    confidence: { value: confidence, level: confidenceLevel(confidence), unknown: unknownKeys },
    factors,
    caps,
  };
}

/** The two factors that explain the score best (a card's "top two reasons"): highest weighted known contribution. */
export function topMatchReasons(result: MatchResult, count = 2): MatchResult['factors'] {
  return result.factors
    .filter((factor) => factor.value !== null)
    .map((factor, index) => ({ factor, index, contribution: factor.weight * (factor.value as number) }))
    .sort((a, b) => b.contribution - a.contribution || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.factor);
}
