import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import { z } from 'zod';
import { changePasswordBodySchema, refinePasswordAgainstEmail } from '#shared/contracts/account.ts';
import { PASSWORD_HINT } from '#shared/account/password-policy.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { usePreloadCommonPasswords, withCommonPasswords } from '#web/lib/common-passwords.ts';
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
  usePreloadCommonPasswords();
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
      <FormField label="New password" description={PASSWORD_HINT} error={errors.newPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? (
          <>
            <Spinner /> Changing password...
          </>
        ) : (
          'Change Password'
        )}
      </Button>
    </form>
  );
}
