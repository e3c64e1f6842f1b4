import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_HINT } from '#shared/account/password-policy.ts';
import { PRELOAD_COMMON_PASSWORDS_ON_USE } from '#web/lib/common-passwords.ts';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

/** "New password" (with the password rules) and "Confirm new password", for changing and resetting a password. */
export function NewPasswordFields({
  register,
  errors,
}: {
  /** The form's `register`: the form owns both fields. */
  register: (name: 'newPassword' | 'confirmPassword') => UseFormRegisterReturn;
  /** The form's `formState.errors` (only these two fields are read). */
  errors: { newPassword?: { message?: string }; confirmPassword?: { message?: string } };
}) {
  return (
    <>
      <FormField label="New password" description={PASSWORD_HINT} error={errors.newPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...register('newPassword')} {...PRELOAD_COMMON_PASSWORDS_ON_USE} />
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...register('confirmPassword')} {...PRELOAD_COMMON_PASSWORDS_ON_USE} />
        )}
      </FormField>
    </>
  );
}
