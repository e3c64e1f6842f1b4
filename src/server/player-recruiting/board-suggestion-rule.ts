/**
 * Which group of the college board a suggested program goes to
 * (docs/decisions/042, "Suggestions"), from the player's match with it
 * (their own view: their sliders apply). Checked in this order:
 *
 * 1. Reach: the program's bar is above the player: a cap on rank or GPA
 *    (below the minimum, or not shown against one), or their rank below
 *    the program's target (the skill factor known and under 1).
 * 2. Reach: academics known and weak (the academics factor under 0.7, the
 *    top of Medium on the score's scale).
 * 3. Reach: the whole match is Low or Medium (under 70).
 * 4. Fit: the match is High (70-84).
 * 5. Safety: the match is Excellent (85+), with the rank at or above the
 *    target or no rank bar.
 *
 * A pure function of the engine's result; the player can move the program
 * to any group when adding it, and later by drag or "Move to".
 */
import type { CollegeBoardBucket } from '#shared/recruiting/recruiting-values.ts';
import { MATCH_BAND_LABELS, type MatchCapKind, type MatchResult } from '#shared/match/match-types.ts';

/** A known factor under this reads as Low or Medium for that factor (the band scale over 0..1). */
export const WEAK_FACTOR_VALUE = 0.7;

const BAR_CAPS: readonly MatchCapKind[] = ['rank_below_minimum', 'rank_unknown', 'gpa_below_minimum', 'gpa_unknown'];

export interface SuggestedBucket {
  bucket: CollegeBoardBucket;
  reason: string;
}

export function suggestBoardBucket(result: MatchResult): SuggestedBucket {
  const summary = `${result.score}% match (${MATCH_BAND_LABELS[result.band]})`;
  const barCap = result.caps.find((cap) => BAR_CAPS.includes(cap.kind));
  if (barCap) return { bucket: 'reach', reason: barCap.reason };
  const factor = (key: 'skill' | 'academics') => result.factors.find((candidate) => candidate.key === key);
  const skill = factor('skill');
  if (skill && skill.value !== null && skill.value < 1) {
    return { bucket: 'reach', reason: skill.evidence ? `Rank below the program's target: ${skill.evidence}` : "Rank below the program's target" };
  }
  const academics = factor('academics');
  if (academics && academics.value !== null && academics.value < WEAK_FACTOR_VALUE) {
    return { bucket: 'reach', reason: academics.evidence ? `Academics below the program's bar: ${academics.evidence}` : "Academics below the program's bar" };
  }
  if (result.band === 'low' || result.band === 'medium') return { bucket: 'reach', reason: summary };
  if (result.band === 'high') return { bucket: 'fit', reason: summary };
  return { bucket: 'safety', reason: `${summary}, rank at or above the target` };
}
