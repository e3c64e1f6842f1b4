/**
 * The API's rate limits (docs/decisions/002, 017), all counted in the one
 * database store (rate-limit-store.ts). Requests that guess secrets count
 * per client address; what a signed-in person does counts per account
 * (auth/account-rate-limits.ts, which needs the session);
 * sign-in counts only failures, per account and address, so a school lab
 * behind one address never locks itself out. The client address is the
 * socket's, or the proxy's X-Forwarded-For client when TRUST_PROXY says so.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { tooManyAttemptsMessage, tooManyEmailSearchesMessage, tooManyPointsEventsMessage } from '#shared/rate-limit-messages.ts';

/** A 429 message: fixed, or built from the seconds the Retry-After header gives (#shared/rate-limit-messages.ts). */
export type RateLimitMessage = string | ((retryAfterSeconds: number) => string);

export const RATE_LIMIT_MESSAGE: RateLimitMessage = tooManyAttemptsMessage;
export const MESSAGE_RATE_LIMIT_MESSAGE = 'You are sending messages too fast. Wait a few seconds and try again.';
export const EMAIL_SEARCH_RATE_LIMIT_MESSAGE: RateLimitMessage = tooManyEmailSearchesMessage;
export const POINTS_EVENTS_RATE_LIMIT_MESSAGE: RateLimitMessage = tooManyPointsEventsMessage;

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
}

/** Failed sign-ins allowed per account (email) and address, and per address over all accounts. */
export interface SignInFailureLimit {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

export interface AppRateLimits {
  /** Sign-up, reset request, reset, claim, email confirmation: per client address. */
  auth: RateLimitSettings;
  signInFailures: SignInFailureLimit;
  /** Messages sent, per account. */
  messageSends: RateLimitSettings;
  /** People searches by email address (the query has an @), per account. */
  emailSearches: RateLimitSettings;
  /** College staff invitations sent, per account: each emails a person (on top of the 50 pending per college). */
  collegeStaffInvites: RateLimitSettings;
  /** Public interest form pages read (GET), per client address (docs/decisions/038). */
  publicFormViews: RateLimitSettings;
  /** Interest form submissions, per client address: a bot flood cannot fill the responses table. */
  formSubmissions: RateLimitSettings;
  /**
   * New visitor (signed-out) submissions per form, over all addresses
   * (docs/decisions/038, session 24): visitor emails are not verified, so
   * many addresses could otherwise fill one form's responses.
   */
  formVisitorSubmissions: RateLimitSettings;
  /** Application link reads, withdrawals and revocations, per client address. */
  applicationLinks: RateLimitSettings;
  /** Short links followed (/r/{code}) and their status asked, per client address (docs/decisions/039). */
  shortLinkOpens: RateLimitSettings;
  /** Tracking batches per signed-in session (docs/decisions/044). */
  trackingBatches: RateLimitSettings;
  /** Tracking batches of visitors, per client address (a school lab shares one). */
  anonymousTrackingBatches: RateLimitSettings;
  /** process-points calls (POST /api/points/events), per account (docs/decisions/048). */
  pointsEvents: RateLimitSettings;
  /** Image uploads (POST /api/images), per account: each stores up to 1 MB (docs/decisions/057). */
  imageUploads: RateLimitSettings;
}

export const DEFAULT_RATE_LIMITS: AppRateLimits = {
  auth: { max: 10, windowSeconds: 60 },
  signInFailures: { perAccount: 10, perAddress: 100, windowSeconds: 15 * 60 },
  messageSends: { max: 30, windowSeconds: 10 },
  emailSearches: { max: 30, windowSeconds: 60 },
  collegeStaffInvites: { max: 30, windowSeconds: 10 * 60 },
  publicFormViews: { max: 120, windowSeconds: 60 },
  formSubmissions: { max: 20, windowSeconds: 60 },
  formVisitorSubmissions: { max: 100, windowSeconds: 60 * 60 },
  applicationLinks: { max: 60, windowSeconds: 60 },
  shortLinkOpens: { max: 60, windowSeconds: 60 },
  trackingBatches: { max: 120, windowSeconds: 60 },
  anonymousTrackingBatches: { max: 600, windowSeconds: 60 },
  pointsEvents: { max: 60, windowSeconds: 60 },
  imageUploads: { max: 30, windowSeconds: 10 * 60 },
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: AppRateLimits;
  }
}

/**
 * @fastify/rate-limit's errorResponseBuilder: its Retry-After header is the
 * window's remaining ttl in whole seconds, rounded up; the message says the same wait.
 */
export const refusal = (message: RateLimitMessage) => (_request: FastifyRequest, context: { ttl: number }) =>
  new AppError('rate_limited', typeof message === 'string' ? message : message(Math.ceil(context.ttl / 1000)));

/** Per-route limit for sign-up, reset and claim requests, counted per client address. */
export function authRateLimit(app: FastifyInstance) {
  const { max, windowSeconds } = app.rateLimits.auth;
  return { max, timeWindow: windowSeconds * 1000, errorResponseBuilder: refusal(RATE_LIMIT_MESSAGE) };
}

/** A limit counted per client address (the default key of @fastify/rate-limit), refused with `message`. */
export function perAddressRateLimit(settings: RateLimitSettings, message: RateLimitMessage) {
  return { max: settings.max, timeWindow: settings.windowSeconds * 1000, errorResponseBuilder: refusal(message) };
}
