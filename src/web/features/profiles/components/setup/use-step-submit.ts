/**
 * Saving a step form: server field errors land on their fields; anything
 * else (a lost connection included) shows above the buttons while the form
 * keeps what was typed, so pressing the button again retries.
 */
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';

export function useStepSubmit<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  save: (values: TOutput) => Promise<ProfileSetupDraft>,
  fieldNames: () => readonly FieldPath<TValues>[],
  onSaved: (draft: ProfileSetupDraft) => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    let draft: ProfileSetupDraft;
    try {
      draft = await save(values);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, fieldNames())) {
        setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      }
      return;
    }
    onSaved(draft);
  });
  return { submit, formError };
}

/** `root.0.field` names for every row of an array field, plus the array itself. */
export function arrayFieldNames(root: string, count: number, fields: readonly string[]): string[] {
  return [root, ...Array.from({ length: count }, (_row, index) => fields.map((field) => `${root}.${index}.${field}`)).flat()];
}
