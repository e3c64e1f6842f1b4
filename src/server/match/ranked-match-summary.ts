/**
 * A ranked row's match as a list shows it (docs/decisions/030): score and
 * confidence from the SQL form (what the list is ordered by), the top two
 * reasons from the engine over the same facts in the program's view (the
 * evidence says whether a preference is met, never what it is). The
 * recruiter search and the recruiting dashboard's suggestions use it.
 */
import { matchSummaryOf, type MatchSummary } from '#shared/contracts/match.ts';
import { confidenceLevel, matchBand, matchScore } from '#shared/match/match-score.ts';
import type { MatchPlayer, MatchProgram, MatchTier } from '#shared/match/match-types.ts';
import type { GpaScale } from '#shared/value-sets.ts';
import { enginePreferences, type StoredPreferencesRow } from './match-preferences.ts';

/** A player's facts as a program's list reads them from the search row and the profile (academics as recruiters see them). */
export interface SearchRowFacts {
  userId: string;
  tier: MatchTier | null;
  primaryRole: string | null;
  secondaryRole: string | null;
  classYear: number | null;
  state: string | null;
  /** numeric comes back as text from some drivers */
  gpa: number | string | null;
  gpaScale: GpaScale | null;
  satScore: number | null;
  actScore: number | null;
  preferences: StoredPreferencesRow | null;
}

/** The engine's player of a program's list row: one game, the program's title. */
export function searchRowMatchPlayer(program: MatchProgram, facts: SearchRowFacts): MatchPlayer {
  return {
    id: facts.userId,
    games: [{ titleSlug: program.titleSlug, currentTier: facts.tier, primaryRole: facts.primaryRole, secondaryRole: facts.secondaryRole }],
    gradYear: facts.classYear,
    gpa: facts.gpa === null ? null : Number(facts.gpa),
    gpaScale: facts.gpaScale,
    satScore: facts.satScore,
    actScore: facts.actScore,
    homeState: facts.state,
    homeCoordinates: facts.preferences?.home ?? null,
    preferences: facts.preferences ? enginePreferences(facts.preferences) : null,
  };
}

export function rankedMatchSummary(player: MatchPlayer, program: MatchProgram, ranked: { score: number; confidence: number | string }): MatchSummary {
  const summary = matchSummaryOf(matchScore(player, program, { perspective: 'program' }));
  const confidence = Number(ranked.confidence);
  return { ...summary, score: ranked.score, band: matchBand(ranked.score), confidence: { value: confidence, level: confidenceLevel(confidence) } };
}
