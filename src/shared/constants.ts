/** Business constants and limits of spec section 9. */

export const AGE_VERIFICATION_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const SCROLL_DEPTH_MILESTONES = [25, 50, 75, 90] as const;
export const SCROLL_DEBOUNCE_MS = 100;
export const SHARE_EVENT = { viralCoefficient: 1, engagementScore: 10 } as const;

/** A team conversation holds the whole active roster (docs/decisions/073): no one is added by hand. */
export const MAX_PARTICIPANTS = { dm: 2, group: 7, team: 1000 } as const;
export const UNREAD_BADGE_CAP = 99;
export const LEARN_MENU_PAGE_COUNT = 5;

export const BANNER_DEFAULT_PRIORITY = 50;
export const ONBOARDING_BANNER_PRIORITY = 10;
export const BANNER_DEFAULT_COLORS = { backgroundColor: '#FEF3C7', textColor: '#92400E' } as const;

export const CHUNK_RETRY = { automaticRetries: 1, delayMs: 1000 } as const;

export const TOASTER = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  offset: '32px',
  position: 'bottom-right',
  ariaLabel: 'Notifications',
} as const;

export const TOOLTIP = { delayDuration: 700, skipDelayDuration: 300, sideOffset: 4 } as const;

export const QUERY_CLIENT = {
  staleTimeMs: 5 * 60 * 1000,
  gcTimeMs: 10 * 60 * 1000,
  maxQueryRetries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30 * 1000,
} as const;

export const SEARCH = { minChars: 2, maxResults: 20, cacheMs: 30 * 1000 } as const;

export const PRACTICE_DEFAULTS = { durationMinutes: 120, isMandatory: true } as const;
export const OVERVIEW_LIMITS = { practices: 3, tournaments: 2, attendeesPerPractice: 3 } as const;

/** Password reset and account-claim links expire after one hour. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Invitation (claim-account) links last longer: invitees may not read mail at once. */
export const CLAIM_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
