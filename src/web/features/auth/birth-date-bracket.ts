import { ageBracket, ageOn, type AgeBracket } from '#shared/account/age-verification.ts';

export const GUARDIAN_HELP_TEXT =
  'Because you are under 18, we let your parent or guardian know about your account. Only you and your guardian can see your profile until your guardian approves it.';

/** The age bracket of a complete YYYY-MM-DD date, or null while the date is incomplete or unreal. */
export function bracketForBirthDate(birthDate: string | undefined, today: Date = new Date()): AgeBracket | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const age = ageOn(birthDate, today);
  if (Number.isNaN(age) || age < 0 || age > 120) return null;
  return ageBracket(age);
}
