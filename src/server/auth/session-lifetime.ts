/**
 * Session lifetimes (docs/decisions/016): a sliding lifetime of 7 days,
 * refreshed at most once a day by activity, and an absolute lifetime of 30
 * days from sign-in that no activity extends. better-auth applies the
 * sliding one; the refresh is capped by a database hook (auth.ts), and every
 * session check of ours (current-user.ts, the realtime keepalive, the
 * sessions list) also refuses a session older than the absolute lifetime,
 * so they all agree even on a row whose expiry was written before the cap.
 */
import { and, gt, sql, type SQL } from 'drizzle-orm';
import { sessions } from '#server/db/schema/auth.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** Sliding: a session unused this long ends. */
export const SESSION_SLIDING_SECONDS = 7 * DAY_SECONDS;
/** The sliding expiry is pushed forward at most this often. */
export const SESSION_REFRESH_SECONDS = DAY_SECONDS;
/** Absolute: a session ends this long after sign-in, whatever its activity. */
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY_SECONDS;

/** The moment a session that began at createdAt ends at the latest. */
export function absoluteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
}

/** A sliding expiry, never past the absolute one. */
export function capExpiry(expiresAt: Date, createdAt: Date): Date {
  const latest = absoluteExpiry(createdAt);
  return expiresAt > latest ? latest : expiresAt;
}

export function isPastAbsoluteLifetime(createdAt: Date, now: Date = new Date()): boolean {
  return absoluteExpiry(createdAt) <= now;
}

/** SQL condition: the session row is live (sliding expiry ahead and younger than the absolute lifetime). */
export function sessionIsLive(): SQL {
  return and(
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})`),
  )!;
}
