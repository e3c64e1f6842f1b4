/**
 * The age part of sign-up and of claiming an account (docs/decisions/004,
 * issue 10.4): the date of birth; under 13, the notice instead of the
 * field's error (the form cannot be sent); 13 to 17, the parent or guardian
 * email. The form owns the fields and the bracket (its submit needs it too).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AgeBracket } from '#shared/account/age-verification.ts';
import { UNDER_13_MESSAGE } from '#shared/contracts/account.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { GUARDIAN_HELP_TEXT } from '../birth-date-bracket.ts';

export interface BirthDateGuardianFieldsProps {
  /** bracketForBirthDate of the date typed so far (null while incomplete). */
  bracket: AgeBracket | null;
  /** The form's `register`: the form owns both fields. */
  register: (name: 'birthDate' | 'guardianEmail') => UseFormRegisterReturn;
  /** The form's `formState.errors` (only these two fields are read). */
  errors: { birthDate?: { message?: string }; guardianEmail?: { message?: string } };
}

export function BirthDateGuardianFields({ bracket, register, errors }: BirthDateGuardianFieldsProps) {
  const isUnder13 = bracket === 'under_13';
  return (
    <>
      {/* The under-13 notice replaces the field's own error text (it says the same). */}
      <FormField label="Date of birth" error={isUnder13 ? undefined : errors.birthDate?.message}>
        {(control) => <Input {...control} type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} {...register('birthDate')} />}
      </FormField>
      {isUnder13 ? <FormAlert>{UNDER_13_MESSAGE}</FormAlert> : null}
      {bracket === 'minor' ? (
        <FormField label="Parent or guardian email" description={GUARDIAN_HELP_TEXT} error={errors.guardianEmail?.message}>
          {(control) => <Input {...control} type="email" inputMode="email" autoComplete="off" {...register('guardianEmail')} />}
        </FormField>
      ) : null}
    </>
  );
}
