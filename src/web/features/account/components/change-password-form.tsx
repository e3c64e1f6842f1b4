import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import { z } from 'zod';
import { changePasswordBodySchema, refinePasswordAgainstEmail } from '#shared/contracts/account.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NewPasswordFields } from '#web/components/ui/new-password-fields.tsx';
import { PendingButton } from '#web/components/ui/pending-button.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { withCommonPasswords } from '#web/lib/common-passwords.ts';
import { confirmationMatches } from '#web/lib/password-confirmation.ts';
import { useChangePassword } from '../api/change-password.ts';

/** `email` is the signed-in account's: the form applies the email part of the password rule too. */
const changePasswordFormSchema = (email: string) =>
  changePasswordBodySchema
    .extend({ confirmPassword: z.string().min(1, 'Confirm your new password') })
    .refine(...confirmationMatches('newPassword'))
    .superRefine(refinePasswordAgainstEmail('newPassword', () => email));
type ChangePasswordValues = z.input<ReturnType<typeof changePasswordFormSchema>>;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ email }: { email: string }) {
  const changePassword = useChangePassword();
  const resolver = useMemo(() => withCommonPasswords(zodResolver(changePasswordFormSchema(email))), [email]);
  const form = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast.success('Password changed', { description: 'Your other devices have been signed out.' });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not change the password';
      if (!applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) {
        form.setError('root.server', { type: 'server', message });
      }
      toast.error('Could not change your password', { description: message });
    }
  });

  const pending = changePassword.isPending;
  const serverError = errors.root?.server?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <FormField label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </FormField>
      <NewPasswordFields register={form.register} errors={errors} />
      <PendingButton type="submit" pending={pending} pendingLabel="Changing password..." className="justify-self-start">
        Change Password
      </PendingButton>
    </form>
  );
}
