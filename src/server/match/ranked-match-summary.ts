/**
 * A ranked row's match as a list shows it (docs/decisions/030): score and
 * confidence from the SQL form (what the list is ordered by), the top two
 * reasons from the engine over the same facts in the program's view (the
 * evidence says whether a preference is met, never what it is). The
 * recruiter search and the recruiting dashboard's suggestions use it.
 */
import { matchSummaryOf, type MatchSummary } from '#shared/contracts/match.ts';
import { confidenceLevel, matchBand, matchScore } from '#shared/match/match-score.ts';
import type { MatchPlayer, MatchProgram } from '#shared/match/match-types.ts';

export function rankedMatchSummary(player: MatchPlayer, program: MatchProgram, ranked: { score: number; confidence: number | string }): MatchSummary {
  const summary = matchSummaryOf(matchScore(player, program, { perspective: 'program' }));
  const confidence = Number(ranked.confidence);
  return { ...summary, score: ranked.score, band: matchBand(ranked.score), confidence: { value: confidence, level: confidenceLevel(confidence) } };
}
