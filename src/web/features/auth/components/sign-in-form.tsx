import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import type { z } from 'zod';
import { signInBodySchema } from '#shared/contracts/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

type SignInValues = z.input<typeof signInBodySchema>;

export interface SignInFormProps {
  /** Opens the forgotten-password view, carrying over what was typed as the email. */
  onForgotPassword: (email: string) => void;
  defaultEmail?: string;
}

export function SignInForm({ onForgotPassword, defaultEmail = '' }: SignInFormProps) {
  const signIn = useSignIn();
  const finishSignIn = useFinishSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignInValues, unknown, z.output<typeof signInBodySchema>>({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
      toast.success('Signed in', { description: 'Welcome back!' });
      await finishSignIn();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Sign in failed';
      if (!applyFieldErrors(error, form.setError, ['email', 'password'])) setFormError(message);
      toast.error(message);
    }
  });

  const pending = signIn.isPending || form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <div className="-mt-1 flex justify-end">
        <Button variant="link" size="sm" onClick={() => onForgotPassword(form.getValues('email'))}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? (
          <>
            <Spinner /> Signing in...
          </>
        ) : (
          'Sign In'
        )}
      </Button>
    </form>
  );
}
