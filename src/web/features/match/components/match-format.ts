/** Words for the match on the college side (docs/decisions/030): the percent with its band, the confidence. */
import { MATCH_BAND_LABELS, type ConfidenceLevel, type MatchBand } from '#shared/match/match-types.ts';
import { paths } from '#web/config/paths.ts';

export const CONFIDENCE_LABELS: Record<ConfidenceLevel, string> = { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' };

/** "92% Excellent". */
export function matchHeadline(score: number, band: MatchBand): string {
  return `${score}% ${MATCH_BAND_LABELS[band]}`;
}

/** The profile page's preferences card: the anchor the "set your preferences" links go to. */
export const COLLEGE_PREFERENCES_ANCHOR = 'college-preferences';

/** Where "Set your college preferences" leads: the player's own profile, at the preferences card. */
export function collegePreferencesHref(profileSlug: string): string {
  return `${paths.player.getHref(profileSlug)}#${COLLEGE_PREFERENCES_ANCHOR}`;
}
