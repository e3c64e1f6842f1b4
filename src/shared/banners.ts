/**
 * Client-side banner constants (spec section 4), kept free of zod so the
 * app shell can use them without pulling the validation library into the
 * landing page's first download. contracts/alerts.ts re-exports them.
 */
import { ONBOARDING_BANNER_PRIORITY } from './constants.ts';

/** The client-made onboarding banner of spec section 4. */
export const ONBOARDING_BANNER = {
  id: 'onboarding-incomplete',
  message: 'Complete your profile setup to start connecting with college esports programs.',
  linkText: 'Complete Setup',
  linkUrl: '/welcome',
  priority: ONBOARDING_BANNER_PRIORITY,
  dismissible: true,
} as const;
export const DISMISSED_BANNERS_STORAGE_KEY = 'dismissed-banners';
