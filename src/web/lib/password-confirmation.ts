/** "Type it twice" checks shared by the reset, claim and change-password forms. */
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

/** Arguments for a zod `.refine` on a form whose `confirmPassword` must equal another password field. */
export function confirmationMatches<K extends string>(
  field: K,
): [(value: Record<K | 'confirmPassword', string>) => boolean, { path: string[]; message: string }] {
  return [
    (value) => value[field] === value.confirmPassword,
    { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE },
  ];
}
