/** Puts the server's field errors (AppError.fields) on a react-hook-form form. */
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { AppError } from '#shared/app-error.ts';

/** Returns true when at least one field error landed on a field of this form. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof AppError) || !error.fields) return false;
  let applied = false;
  for (const [rawKey, message] of Object.entries(error.fields)) {
    const path = rawKey.replace(/^body\./, '');
    // A list item's message ("availability.3") lands on the list's field when the form has no field for the item.
    const key = (fieldNames.includes(path as FieldPath<T>) ? path : path.split('.')[0]) as FieldPath<T>;
    if (fieldNames.includes(key)) {
      setError(key, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
