/** Words for the match on the college side (docs/decisions/030): the percent with its band, the confidence. */
import { paths } from '#web/config/paths.ts';

export { CONFIDENCE_LABELS, matchHeadline } from '#shared/match/match-types.ts';

/** The profile page's preferences card: the anchor the "set your preferences" links go to. */
export const COLLEGE_PREFERENCES_ANCHOR = 'college-preferences';

/** Where "Set your college preferences" leads: the player's own profile, at the preferences card. */
export function collegePreferencesHref(profileSlug: string): string {
  return `${paths.player.getHref(profileSlug)}#${COLLEGE_PREFERENCES_ANCHOR}`;
}
