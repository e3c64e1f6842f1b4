import { AGE_VERIFICATION_VALIDITY_MS } from '../constants.ts';

export const AGE_VERIFICATION_STORAGE_KEY = 'age_verification';

export interface AgeVerification {
  passed: boolean;
  timestamp: number;
}

/** Valid for 24 hours after it was passed; anything else counts as not verified. */
export function isAgeVerificationValid(value: unknown, now: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { passed, timestamp } = value as Partial<AgeVerification>;
  if (passed !== true || typeof timestamp !== 'number') return false;
  return now >= timestamp && now - timestamp < AGE_VERIFICATION_VALIDITY_MS;
}

/** Whole years between a birth date (YYYY-MM-DD) and today. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const MINIMUM_AGE = 13;
export const ADULT_AGE = 18;

export type AgeBracket = 'under_13' | 'minor' | 'adult';

export function ageBracket(age: number): AgeBracket {
  if (age < MINIMUM_AGE) return 'under_13';
  if (age < ADULT_AGE) return 'minor';
  return 'adult';
}
