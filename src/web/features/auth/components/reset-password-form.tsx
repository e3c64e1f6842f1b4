import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { z } from 'zod';
import { resetPasswordBodySchema } from '#shared/contracts/account.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { NewPasswordFields } from '#web/components/ui/new-password-fields.tsx';
import { PendingButton } from '#web/components/ui/pending-button.tsx';
import { paths } from '#web/config/paths.ts';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { withCommonPasswords } from '#web/lib/common-passwords.ts';
import { confirmationMatches } from '#web/lib/password-confirmation.ts';
import { useResetPassword } from '../api/reset-password.ts';

const resetPasswordFormSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string().min(1, 'Confirm your new password') })
  .refine(...confirmationMatches('newPassword'));
type ResetPasswordValues = z.input<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: withCommonPasswords(zodResolver(resetPasswordFormSchema)),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword });
      toast.success('Password updated', { description: 'Sign in with your new password.' });
      await navigate(paths.auth.root.getHref('sign-in'), { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not reset the password';
      if (!applyFieldErrors(error, form.setError, ['newPassword'])) setFormError(message);
      toast.error(message);
    }
  });

  const pending = resetPassword.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {formError ? (
        <FormAlert>
          <p>{formError}</p>
          <Link
            to={paths.auth.root.getHref('forgot-password')}
            className="mt-1 inline-block font-semibold underline underline-offset-4"
          >
            Request a new link
          </Link>
        </FormAlert>
      ) : null}
      <NewPasswordFields register={form.register} errors={errors} />
      <PendingButton type="submit" size="lg" pending={pending} pendingLabel="Saving password...">
        Set New Password
      </PendingButton>
    </form>
  );
}
