import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import type { z } from 'zod';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, signUpBodySchema } from '#shared/contracts/account.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PendingButton } from '#web/components/ui/pending-button.tsx';
import { PASSWORD_HINT } from '#shared/account/password-policy.ts';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { saveAgeVerification } from '#web/lib/auth/age-verification-storage.ts';
import { cn } from '#web/lib/cn.ts';
import { PRELOAD_COMMON_PASSWORDS_ON_USE, withCommonPasswords } from '#web/lib/common-passwords.ts';
import { useSignUp } from '../api/sign-up.ts';
import { bracketForBirthDate } from '../birth-date-bracket.ts';
import { BirthDateGuardianFields } from './birth-date-guardian-fields.tsx';

type SignUpValues = z.input<typeof signUpBodySchema>;
const FIELD_NAMES = ['displayName', 'email', 'password', 'birthDate', 'accountType', 'guardianEmail'] as const;

const selectClassName =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm';

export function SignUpForm() {
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  /** The address the confirmation link went to (docs/decisions/017): sign-up signs nobody in. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpBodySchema>>({
    resolver: withCommonPasswords(zodResolver(signUpBodySchema)),
    defaultValues: {
      displayName: '',
      email: '',
      password: '',
      birthDate: '',
      accountType: 'player',
      guardianEmail: '',
    },
  });
  const { errors } = form.formState;
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const bracket = bracketForBirthDate(birthDate);
  const isUnder13 = bracket === 'under_13';
  const isMinor = bracket === 'minor';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (bracketForBirthDate(values.birthDate) === 'under_13') return;
    try {
      await signUp.mutateAsync({ ...values, guardianEmail: isMinor ? values.guardianEmail : undefined });
      saveAgeVerification();
      setSentTo(values.email);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not create the account';
      const onFields = applyFieldErrors(error, form.setError, FIELD_NAMES);
      if (!onFields) setFormError(message);
      toast.error(message);
    }
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  const pending = signUp.isPending || form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField label="Display name" error={errors.displayName?.message}>
        {(control) => <Input {...control} autoComplete="nickname" {...form.register('displayName')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        )}
      </FormField>
      <FormField label="Password" description={PASSWORD_HINT} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} {...PRELOAD_COMMON_PASSWORDS_ON_USE} />}
      </FormField>
      <FormField label="Account type" error={errors.accountType?.message}>
        {(control) => (
          <select {...control} className={cn(selectClassName)} {...form.register('accountType')}>
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {ACCOUNT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* After the account type, so the guardian's email appears right under the date that asks for it. */}
      <BirthDateGuardianFields bracket={bracket} register={form.register} errors={errors} />
      <PendingButton type="submit" size="lg" pending={pending} pendingLabel="Creating account..." disabled={isUnder13}>
        Create Account
      </PendingButton>
      <p className="text-xs text-muted-foreground">
        You must be 13 or older. Players under 18 sign up with a parent or guardian email.
      </p>
    </form>
  );
}

function CheckYourEmail({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to its replacement so keyboard and screen-reader users hear it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid gap-3" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        Check your email
      </h2>
      <p className="text-sm text-muted-foreground">
        We sent a link to <strong className="wrap-break-word text-foreground">{email}</strong>. Open it to confirm your address
        and sign in. The link works once and expires in 24 hours.
      </p>
      <p className="text-sm text-muted-foreground">
        No email after a few minutes? Check your spam folder, or sign in with your email and password and we will send a
        new link.
      </p>
    </div>
  );
}
