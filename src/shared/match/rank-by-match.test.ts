import { describe, expect, it } from 'vitest';
import { matchScore } from './match-score.ts';
import { SAMPLE_PLAYER, SAMPLE_PROGRAM } from '../test/match/match-test-data.ts';
import type { MatchPlayer } from './match-types.ts';
import { rankByMatch } from './rank-by-match.ts';

/** Players of every rank of the ladder, some without a class year (lower confidence), in a scrambled order. */
function players(count: number): MatchPlayer[] {
  return Array.from({ length: count }, (_, index) => {
    const ordinal = ((index * 7) % 25) + 1;
    return {
      ...SAMPLE_PLAYER,
      id: `player-${String(index).padStart(4, '0')}`,
      gradYear: index % 3 === 0 ? null : 2026 + (index % 4),
      games: [{ ...SAMPLE_PLAYER.games[0]!, currentTier: { ordinal, name: `Tier ${ordinal}` } }],
    };
  });
}

/** The reference order: score every player, sort all. */
function sortAll(list: MatchPlayer[]) {
  return list
    .map((player) => ({ id: player.id!, result: matchScore(player, SAMPLE_PROGRAM) }))
    .sort((a, b) => b.result.score - a.result.score || b.result.confidence.value - a.result.confidence.value || (a.id < b.id ? -1 : 1));
}

describe('rankByMatch', () => {
  it('keeps the best `limit` players by score, then confidence, then id, as sorting everyone would', () => {
    const list = players(500);
    const top = rankByMatch(list, SAMPLE_PROGRAM, 50);
    expect(top).toHaveLength(50);
    expect(top).toEqual(sortAll(list).slice(0, 50));
    for (let index = 1; index < top.length; index += 1) expect(top[index - 1]!.result.score).toBeGreaterThanOrEqual(top[index]!.result.score);
  });

  it('puts a known fact before an unknown one at the same score, and ties by id', () => {
    const known = { ...SAMPLE_PLAYER, id: 'b-known' };
    const twin = { ...SAMPLE_PLAYER, id: 'a-twin' };
    // 2026 is one year off (0.5), scoring like an unknown class year (0.5) but with full confidence.
    const offByOne = { ...SAMPLE_PLAYER, id: 'c-off', gradYear: 2026 };
    const unknownYear = { ...SAMPLE_PLAYER, id: 'a-unknown', gradYear: null };
    const ranked = rankByMatch([unknownYear, offByOne, known, twin], SAMPLE_PROGRAM, 10);
    expect(ranked.map((entry) => entry.id)).toEqual(['a-twin', 'b-known', 'c-off', 'a-unknown']);
    expect(ranked[2]!.result.score).toBe(ranked[3]!.result.score);
  });

  it('explains only the players it keeps, unless asked not to explain at all', () => {
    const top = rankByMatch(players(20), SAMPLE_PROGRAM, 3);
    expect(top.every((entry) => entry.result.factors.every((factor) => factor.evidence !== ''))).toBe(true);
    const quiet = rankByMatch(players(20), SAMPLE_PROGRAM, 3, { explain: false });
    expect(quiet.map((entry) => [entry.id, entry.result.score])).toEqual(top.map((entry) => [entry.id, entry.result.score]));
    expect(quiet[0]!.result.factors[0]!.evidence).toBe('');
  });

  it('returns everyone when the limit is larger, nobody for a limit of 0, and ids by position when players have none', () => {
    const list = players(5);
    expect(rankByMatch(list, SAMPLE_PROGRAM, 100)).toHaveLength(5);
    expect(rankByMatch(list, SAMPLE_PROGRAM, 0)).toEqual([]);
    expect(rankByMatch([{ ...SAMPLE_PLAYER, id: undefined }], SAMPLE_PROGRAM, 1)[0]!.id).toBe('0');
  });

  it("applies the options: the player's view reweights by each player's sliders", () => {
    const caring = { ...SAMPLE_PLAYER, id: 'caring', preferences: { ...SAMPLE_PLAYER.preferences!, importance: { scholarship: 5 } } };
    expect(rankByMatch([caring], SAMPLE_PROGRAM, 1, { perspective: 'player' })[0]!.result.score).toBe(91);
    expect(rankByMatch([caring], SAMPLE_PROGRAM, 1)[0]!.result.score).toBe(92);
  });
});
