/**
 * The 429 messages of the rate limits (docs/decisions/017, session 26): each
 * says how long to wait, from the same remaining time as its Retry-After
 * header, so a 15-minute sign-in lockout no longer reads "wait a minute".
 */

/** A wait as people read it: seconds under a minute; whole minutes, rounded up, to two hours; then hours. */
export function describeWait(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** Sign-in lockout, sign-up, password reset and change, account claim, email confirmation, contact. */
export const tooManyAttemptsMessage = (retryAfterSeconds: number) =>
  `Too many attempts. Try again in ${describeWait(retryAfterSeconds)}.`;

/** People searches by email address. */
export const tooManyEmailSearchesMessage = (retryAfterSeconds: number) =>
  `Too many searches by email address. Try again in ${describeWait(retryAfterSeconds)}.`;

/** process-points calls. */
export const tooManyPointsEventsMessage = (retryAfterSeconds: number) =>
  `Too many points events. Try again in ${describeWait(retryAfterSeconds)}.`;
