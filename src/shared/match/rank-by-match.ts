/**
 * The batched form of the match engine for lists that sort by match (a
 * recruiter's "sort by match for my program"): scores every candidate in
 * application code and keeps the best `limit`. Order: score, then
 * confidence, then id, so equal scores are listed the same way every time.
 * A SQL form is a later slice; the bench compares the two.
 */
import { matchScore } from './match-score.ts';
import type { MatchOptions, MatchPlayer, MatchProgram, MatchResult } from './match-types.ts';

export interface RankedMatch {
  id: string;
  result: MatchResult;
}

function before(a: RankedMatch, b: RankedMatch): boolean {
  if (a.result.score !== b.result.score) return a.result.score > b.result.score;
  if (a.result.confidence.value !== b.result.confidence.value) return a.result.confidence.value > b.result.confidence.value;
  return a.id < b.id;
}

export function rankByMatch(players: readonly MatchPlayer[], program: MatchProgram, limit: number, options: MatchOptions = {}): RankedMatch[] {
  const size = Math.max(0, Math.floor(limit));
  if (size === 0) return [];
  // A sorted buffer of the best `size` so far: O(n) for the usual case where most players do not enter it.
  // The list is scored without evidence; only the players kept are explained (a second pass over `limit` rows).
  const best: (RankedMatch & { index: number })[] = [];
  const quiet = { ...options, explain: false };
  players.forEach((player, index) => {
    const entry = { id: player.id ?? String(index), index, result: matchScore(player, program, quiet) };
    if (best.length === size && !before(entry, best[size - 1]!)) return;
    let position = best.length;
    while (position > 0 && before(entry, best[position - 1]!)) position -= 1;
    best.splice(position, 0, entry);
    if (best.length > size) best.pop();
  });
  if (options.explain === false) return best.map(({ id, result }) => ({ id, result }));
  return best.map(({ id, index }) => ({ id, result: matchScore(players[index]!, program, options) }));
}
