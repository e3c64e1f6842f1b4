/**
 * The name of a saved search, for Save search and Rename: validated with the
 * contract's rule (renameSavedSearchSchema, as the server's); the server's
 * message for a name already used lands under the field, any other under
 * the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { renameSavedSearchSchema, SAVED_SEARCH_NAME_MAX } from '#shared/contracts/saved-searches.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';

type Values = z.input<typeof renameSavedSearchSchema>;
type Output = z.output<typeof renameSavedSearchSchema>;

export interface SavedSearchNameFormProps {
  label: string;
  submitLabel: string;
  defaultName?: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  /** Saves; a thrown AppError's `name` message shows under the field, any other under the form. */
  onSubmit: (name: string) => Promise<void>;
}

export function SavedSearchNameForm({ label, submitLabel, defaultName = '', autoFocus = false, onCancel, onSubmit }: SavedSearchNameFormProps) {
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(renameSavedSearchSchema), defaultValues: { name: defaultName } });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values.name);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['name'])) setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField label={label} error={errors.name?.message ?? undefined}>
        {(control) => <Input {...control} autoComplete="off" autoFocus={autoFocus} maxLength={SAVED_SEARCH_NAME_MAX + 20} {...form.register('name')} />}
      </FormField>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null} {submitLabel}
        </Button>
      </div>
    </form>
  );
}
