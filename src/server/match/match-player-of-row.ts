/**
 * The match engine's player from a row of academics and stored preferences,
 * whichever statement read it (the player's own in load-match-player.ts, what
 * recruiters are shown in dashboard-suggestions.ts): a GPA only with its
 * scale, the home ZIP's coordinates from the preferences.
 */
import type { MatchPlayer, MatchPlayerGame } from '#shared/match/match-types.ts';
import type { GpaScale } from '#shared/value-sets.ts';
import { enginePreferences, type StoredPreferencesRow } from './match-preferences.ts';

/** The columns a player read selects for the engine (`gpa` as text: numeric keeps its digits). */
export interface MatchPlayerRow {
  userId: string;
  gradYear: number | null;
  gpa: string | null;
  gpaScale: GpaScale | null;
  satScore: number | null;
  actScore: number | null;
  state: string | null;
  preferences: StoredPreferencesRow | null;
}

export function matchPlayerOfRow(row: MatchPlayerRow, games: MatchPlayerGame[]): MatchPlayer {
  const hasGpa = row.gpa !== null && row.gpaScale !== null;
  return {
    id: row.userId,
    games,
    gradYear: row.gradYear,
    gpa: hasGpa ? Number(row.gpa) : null,
    gpaScale: hasGpa ? row.gpaScale : null,
    satScore: row.satScore,
    actScore: row.actScore,
    homeState: row.state,
    homeCoordinates: row.preferences?.home ?? null,
    preferences: row.preferences ? enginePreferences(row.preferences) : null,
  };
}
