/**
 * Tracking constants shared by the browser and the server (spec section 9;
 * docs/decisions/044). No zod here: the browser's entry chunk imports this.
 */

/** The localStorage key of the visitor's privacy choices (spec section 3). */
export const PRIVACY_CONSENT_KEY = 'privacy_banner_consent';

/** Scroll-depth milestones in percent (spec section 9). */
export const SCROLL_MILESTONES = [25, 50, 75, 90] as const;
export type ScrollMilestone = (typeof SCROLL_MILESTONES)[number];
/** Scroll handling is debounced (spec section 9). */
export const SCROLL_DEBOUNCE_MS = 100;

/** A share event's fixed values (spec section 9). */
export const SHARE_VIRAL_COEFFICIENT = 1;
export const SHARE_ENGAGEMENT_SCORE = 10;
export const SHARE_PLATFORMS = ['copy_link', 'native_share', 'email', 'other'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** The client sends a batch when it holds this many events (or on a timer, or when the page is hidden). */
export const TRACKING_FLUSH_EVENTS = 20;
export const TRACKING_FLUSH_INTERVAL_MS = 5000;
/** The server refuses batches of more events or more bytes (400 both: a malformed batch, issue 14). */
export const TRACKING_MAX_BATCH_EVENTS = 50;
export const TRACKING_MAX_BATCH_BYTES = 64 * 1024;

export const TRACKING_TEXTS = {
  consentRequired: 'Analytics events are sent only with analytics consent',
  consentWithdrawn: 'Analytics is turned off for this account',
  tooManyEvents: `A batch holds at most ${TRACKING_MAX_BATCH_EVENTS} events`,
  batchTooLarge: `A batch is at most ${TRACKING_MAX_BATCH_BYTES / 1024} kB; send fewer or shorter events`,
  rateLimited: 'Too many tracking batches from this session. Please wait a minute.',
} as const;
