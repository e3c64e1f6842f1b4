/** The suggestion rule of docs/decisions/042, step by step, on the engine's real results and on hand-made ones. */
import { describe, expect, it } from 'vitest';
import { matchScore } from '#shared/match/match-score.ts';
import { SAMPLE_PLAYER, SAMPLE_PROGRAM } from '#shared/test/match/match-test-data.ts';
import type { MatchFactor, MatchResult } from '#shared/match/match-types.ts';
import { suggestBoardBucket } from './board-suggestion-rule.ts';

function result(overrides: Partial<MatchResult> & { skill?: number | null; academics?: number | null } = {}): MatchResult {
  const { skill = 1, academics = 1, ...rest } = overrides;
  const factors: MatchFactor[] = [
    { key: 'skill', weight: 30, value: skill, evidence: skill === null ? '' : 'Diamond 2 vs target Ascendant 1' },
    { key: 'academics', weight: 15, value: academics, evidence: academics === null ? '' : 'GPA 3.10 meets minimum 3.00' },
  ];
  return { score: 90, band: 'excellent', confidence: { value: 1, level: 'high', unknown: [] }, factors, caps: [], ...rest };
}

describe('suggestBoardBucket', () => {
  it('1. a rank or GPA cap is Reach, with the cap as the reason', () => {
    for (const kind of ['rank_below_minimum', 'rank_unknown', 'gpa_below_minimum', 'gpa_unknown'] as const) {
      expect(suggestBoardBucket(result({ score: 69, band: 'medium', caps: [{ kind, reason: `cap ${kind}` }] }))).toEqual({ bucket: 'reach', reason: `cap ${kind}` });
    }
  });

  it('a hard-preference cap alone is not a bar of the program: the band decides', () => {
    expect(suggestBoardBucket(result({ score: 69, band: 'medium', caps: [{ kind: 'hard_preference', reason: 'Out of state' }] })).bucket).toBe('reach');
    expect(suggestBoardBucket(result({ score: 69, band: 'medium', caps: [{ kind: 'hard_preference', reason: 'Out of state' }] })).reason).toBe('69% match (Medium)');
  });

  it('2. a rank below the target is Reach even when the match is Excellent', () => {
    expect(suggestBoardBucket(result({ skill: 0.9 }))).toEqual({ bucket: 'reach', reason: "Rank below the program's target: Diamond 2 vs target Ascendant 1" });
  });

  it('an unknown skill (no rank bar) does not make a Reach', () => {
    expect(suggestBoardBucket(result({ skill: null })).bucket).toBe('safety');
  });

  it('3. weak academics (under 0.7) are Reach; 0.7 is not', () => {
    expect(suggestBoardBucket(result({ academics: 0.69 })).bucket).toBe('reach');
    expect(suggestBoardBucket(result({ academics: 0.7 })).bucket).toBe('safety');
  });

  it('4. Low and Medium are Reach, High is Fit, Excellent is Safety', () => {
    expect(suggestBoardBucket(result({ score: 40, band: 'low' }))).toEqual({ bucket: 'reach', reason: '40% match (Low)' });
    expect(suggestBoardBucket(result({ score: 60, band: 'medium' }))).toEqual({ bucket: 'reach', reason: '60% match (Medium)' });
    expect(suggestBoardBucket(result({ score: 75, band: 'high' }))).toEqual({ bucket: 'fit', reason: '75% match (High)' });
    expect(suggestBoardBucket(result({ score: 88, band: 'excellent' }))).toEqual({ bucket: 'safety', reason: '88% match (Excellent), rank at or above the target' });
  });

  it("on the engine's worked example (Diamond 2 against target Ascendant 1): Reach for the rank", () => {
    const suggested = suggestBoardBucket(matchScore(SAMPLE_PLAYER, SAMPLE_PROGRAM, { perspective: 'player' }));
    expect(suggested.bucket).toBe('reach');
    expect(suggested.reason).toMatch(/^Rank below the program's target: Diamond 2/);
  });

  it('the same program with the player at the target rank is no longer a Reach', () => {
    const atTarget = { ...SAMPLE_PLAYER, games: [{ ...SAMPLE_PLAYER.games[0]!, currentTier: { ordinal: 19, name: 'Ascendant 1' } }] };
    const result = matchScore(atTarget, SAMPLE_PROGRAM, { perspective: 'player' });
    expect(suggestBoardBucket(result).bucket).toBe(result.band === 'excellent' ? 'safety' : result.band === 'high' ? 'fit' : 'reach');
    expect(result.band).toBe('excellent');
  });
});
