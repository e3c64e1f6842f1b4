/** The locally stored age verification of spec sections 3 and 4 (passed flag plus timestamp, valid 24 hours). */
import {
  AGE_VERIFICATION_STORAGE_KEY,
  isAgeVerificationValid,
  type AgeVerification,
} from '#shared/account/age-verification.ts';

export function saveAgeVerification(now: number = Date.now()): void {
  const value: AgeVerification = { passed: true, timestamp: now };
  try {
    window.localStorage.setItem(AGE_VERIFICATION_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage unavailable: the server still holds the birth date
  }
}

export function clearAgeVerification(): void {
  try {
    window.localStorage.removeItem(AGE_VERIFICATION_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** True while a stored verification is valid; an expired or malformed one is cleared. */
export function hasValidAgeVerification(now: number = Date.now()): boolean {
  let parsed: unknown = null;
  try {
    const raw = window.localStorage.getItem(AGE_VERIFICATION_STORAGE_KEY);
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (isAgeVerificationValid(parsed, now)) return true;
  if (parsed !== null) clearAgeVerification();
  return false;
}
