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
  /**
   * Profile setup finished (/api/me profile.setupComplete). Every account has a
   * profile row from sign-up, so "has no profile" of spec section 4 means
   * "has not finished setting it up" (docs/decisions/020).
   */
  isSetupComplete: boolean;
  /**
   * The account is a player's (showsPlayerSetupPrompts): parents, guardians, recruiters and team managers
   * have no player profile to set up and never get this banner (docs/decisions/068).
   */
  isPlayerAccount: boolean;
  pathname: string;
}

/** The three paths of the setup screen (spec 1): the banner would only point back at the page in view. */
const SETUP_PATHS = ['/welcome', '/onboarding', '/profile-onboarding'];

/** Spec section 4: signed in, profile check finished, setup not finished, not on the setup screen; player accounts only. */
export function shouldShowOnboardingBanner({ isSignedIn, isProfileChecked, isSetupComplete, isPlayerAccount, pathname }: OnboardingState): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return isSignedIn && isProfileChecked && isPlayerAccount && !isSetupComplete && !SETUP_PATHS.includes(path);
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
