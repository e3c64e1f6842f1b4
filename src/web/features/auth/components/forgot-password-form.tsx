import { zodResolver } from '@hookform/resolvers/zod';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import type { z } from 'zod';
import { requestResetBodySchema } from '#shared/contracts/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

type ForgotPasswordValues = z.input<typeof requestResetBodySchema>;

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onBack: () => void;
}

/** Asks for the email and sends a reset link; the answer never reveals whether the account exists. */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues, unknown, z.output<typeof requestResetBodySchema>>({
    resolver: zodResolver(requestResetBodySchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestReset.mutateAsync(values);
      setSentTo(values.email);
      toast.success('Check your email', { description: 'If an account exists, a reset link is on its way.' });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not send the reset link';
      setFormError(message);
      toast.error(message);
    }
  });

  const pending = requestReset.isPending;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Reset your password</h2>
        <p className="text-sm text-muted-foreground">
          Enter the email of your account and we will send you a link to choose a new password.
        </p>
      </div>
      {sentTo ? (
        <FormAlert tone="success">
          If an account exists for {sentTo}, we sent a link to reset your password. It works once and expires in one
          hour.
        </FormAlert>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Email" error={form.formState.errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? (
            <>
              <Spinner /> Sending link...
            </>
          ) : sentTo ? (
            'Send Another Link'
          ) : (
            'Send Reset Link'
          )}
        </Button>
      </form>
      <Button variant="ghost" onClick={onBack} className="justify-self-start">
        <ArrowLeft aria-hidden="true" /> Back to sign in
      </Button>
    </div>
  );
}
