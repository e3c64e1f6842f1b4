/** How the profile page words stored values. */
import { PLAYER_PROFILE_TEXTS } from '#shared/contracts/player-profile.ts';
import type { RankSource, RecruitingStatus } from '#shared/value-sets.ts';

export const RECRUITING_STATUS_LABELS: Record<RecruitingStatus, string> = {
  open: 'Open to recruiting',
  verbal: 'Verbal commitment',
  committed: 'Committed',
  signed: 'Signed',
  not_looking: 'Not looking',
};

export const RANK_SOURCE_LABELS: Record<RankSource, string> = {
  self_reported: PLAYER_PROFILE_TEXTS.selfReported,
  coach_confirmed: PLAYER_PROFILE_TEXTS.coachConfirmed,
};

/** The profile's sections the owner edits in place: the onboarding steps whose forms they reuse. */
export type ProfileSection = 'identity' | 'games' | 'academics' | 'highlights' | 'visibility';

export const PROFILE_SECTION_LABELS: Record<ProfileSection, string> = {
  identity: 'profile details',
  games: 'games',
  academics: 'school and academics',
  highlights: 'highlights',
  visibility: 'visibility and recruiting status',
};

/** A stored YYYY-MM-DD as "Jan 15, 2026", read as a calendar day (no time-zone shift). */
export function formatCalendarDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
