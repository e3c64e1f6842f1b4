/**
 * A slug is unique per table. A duplicate is a client mistake answered with
 * 409 and a field error on slug, whether a pre-check finds it or the unique
 * index refuses it (two writers racing).
 */
import { AppError } from '#shared/app-error.ts';

export const SLUG_TAKEN_MESSAGE = 'This slug is already in use';

export function slugTakenError(): AppError {
  return new AppError('conflict', 'Another page already uses this slug.', { slug: SLUG_TAKEN_MESSAGE });
}

/** True for PostgreSQL's unique_violation (23505), looking through drizzle's wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
