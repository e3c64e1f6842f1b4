import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GUARDIAN_ACCOUNT_TYPE_LABELS, GUARDIAN_ACCOUNT_TYPES, guardianSignUpFieldsSchema } from '#shared/contracts/guardians.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { useSignUpGuardian } from '../api/sign-up-guardian.ts';

type Values = z.input<typeof guardianSignUpFieldsSchema>;
const FIELD_NAMES = ['displayName', 'password', 'birthDate', 'accountType'] as const;

/** A family account for the invited address, made and accepted in one step. */
export function GuardianSignUpForm({ token, email, onAccepted }: { token: string; email: string; onAccepted: () => void }) {
  const signUp = useSignUpGuardian();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof guardianSignUpFieldsSchema>>({
    resolver: zodResolver(guardianSignUpFieldsSchema),
    defaultValues: { displayName: '', password: '', birthDate: '', accountType: 'parent' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp.mutateAsync({ ...values, token, email });
      onAccepted();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELD_NAMES)) setFormError(error instanceof Error ? error.message : 'Sign up failed');
    }
  });
  const pending = signUp.isPending || form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField label="Email" description="The address this invitation was sent to.">
        {(control) => <Input {...control} type="email" value={email} readOnly />}
      </FormField>
      <FormField label="Your name" error={errors.displayName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('displayName')} />}
      </FormField>
      <FormField label="I am the player's" error={errors.accountType?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('accountType')}>
            {GUARDIAN_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {GUARDIAN_ACCOUNT_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Date of birth" description="You must be 18 or older." error={errors.birthDate?.message}>
        {(control) => <Input {...control} type="date" autoComplete="bday" {...form.register('birthDate')} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <Spinner /> : null}
        Create account and accept
      </Button>
    </form>
  );
}
