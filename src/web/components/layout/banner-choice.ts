/**
 * Which banner shows under the header (spec sections 3, 4, 9): among the
 * server's active alerts and the client-made onboarding banner, the
 * undismissed one with the highest priority number.
 */
import { DISMISSED_BANNERS_STORAGE_KEY, ONBOARDING_BANNER } from '#shared/banners.ts';
import type { Alert } from '#shared/contracts/alerts.ts';
import { BANNER_DEFAULT_COLORS } from '#shared/constants.ts';

export type Banner = Pick<Alert, 'id' | 'message' | 'priority' | 'backgroundColor' | 'textColor' | 'linkUrl' | 'linkText' | 'dismissible'>;

export interface OnboardingState {
  isSignedIn: boolean;
  /** The profile check (/api/me) has answered. */
  isProfileChecked: boolean;
  hasProfile: boolean;
  pathname: string;
}

/** Spec section 4: signed in, profile check finished, no profile, not on /welcome. */
export function shouldShowOnboardingBanner({ isSignedIn, isProfileChecked, hasProfile, pathname }: OnboardingState): boolean {
  return isSignedIn && isProfileChecked && !hasProfile && pathname !== ONBOARDING_BANNER.linkUrl;
}

export const onboardingBanner: Banner = { ...ONBOARDING_BANNER, ...BANNER_DEFAULT_COLORS };

export function chooseBanner(candidates: readonly Banner[], dismissed: ReadonlySet<string>): Banner | null {
  let best: Banner | null = null;
  for (const banner of candidates) {
    if (dismissed.has(banner.id)) continue;
    if (!best || banner.priority > best.priority) best = banner;
  }
  return best;
}

export function readDismissedBanners(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function storeDismissedBanners(ids: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(DISMISSED_BANNERS_STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // storage unavailable: the dismissal lasts for this page only
  }
}
