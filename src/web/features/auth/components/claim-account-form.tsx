import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import { z } from 'zod';
import { claimAccountFieldsSchema, refinePasswordAgainstEmail, signUpRefinement } from '#shared/contracts/account.ts';
import { PASSWORD_HINT } from '#shared/account/password-policy.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PendingButton } from '#web/components/ui/pending-button.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { PRELOAD_COMMON_PASSWORDS_ON_USE, withCommonPasswords } from '#web/lib/common-passwords.ts';
import { confirmationMatches } from '#web/lib/password-confirmation.ts';
import { useClaimAccount } from '../api/claim-account.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { bracketForBirthDate } from '../birth-date-bracket.ts';
import { BirthDateGuardianFields } from './birth-date-guardian-fields.tsx';

// The birth date and guardian fields follow sign-up's age rules (docs/decisions/004, issue 10.4); the
// invited email (from the claim link's info) lets the form apply the email part of the password rule.
const ageFields = claimAccountFieldsSchema.pick({ birthDate: true, guardianEmail: true });
const claimAccountFormSchema = (email: string) =>
  claimAccountFieldsSchema
    .pick({ password: true })
    .extend({ confirmPassword: z.string().min(1, 'Confirm your password') })
    .extend(ageFields.shape)
    .refine(...confirmationMatches('password'))
    .superRefine((value, ctx) => signUpRefinement({ ...value, email }, ctx))
    .superRefine(refinePasswordAgainstEmail('password', () => email));
type ClaimAccountSchema = ReturnType<typeof claimAccountFormSchema>;
const FIELD_NAMES = ['password', 'birthDate', 'guardianEmail'] as const;

export function ClaimAccountForm({ token, email }: { token: string; email: string }) {
  const claimAccount = useClaimAccount();
  const finishSignIn = useFinishSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => withCommonPasswords(zodResolver(claimAccountFormSchema(email))), [email]);
  const form = useForm<z.input<ClaimAccountSchema>, unknown, z.output<ClaimAccountSchema>>({
    resolver,
    defaultValues: { password: '', confirmPassword: '', birthDate: '', guardianEmail: '' },
  });
  const { errors } = form.formState;
  const bracket = bracketForBirthDate(useWatch({ control: form.control, name: 'birthDate' }));
  const isUnder13 = bracket === 'under_13';
  const isMinor = bracket === 'minor';

  const onSubmit = form.handleSubmit(async ({ password, birthDate, guardianEmail }) => {
    setFormError(null);
    try {
      await claimAccount.mutateAsync({ token, password, birthDate, guardianEmail: isMinor ? guardianEmail : undefined });
      toast.success('Account claimed', { description: 'You are signed in.' });
      await finishSignIn();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not claim the account';
      if (!applyFieldErrors(error, form.setError, FIELD_NAMES)) setFormError(message);
      toast.error(message);
    }
  });

  const pending = claimAccount.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField label="Password" description={PASSWORD_HINT} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} {...PRELOAD_COMMON_PASSWORDS_ON_USE} />}
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} {...PRELOAD_COMMON_PASSWORDS_ON_USE} />
        )}
      </FormField>
      <BirthDateGuardianFields bracket={bracket} register={form.register} errors={errors} />
      <PendingButton type="submit" size="lg" pending={pending} pendingLabel="Claiming account..." disabled={isUnder13}>
        Claim Account
      </PendingButton>
    </form>
  );
}
