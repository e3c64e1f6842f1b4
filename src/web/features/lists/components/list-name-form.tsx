/**
 * One name field and its button: New list (the screen and the add-to-list
 * menu) and Rename. Validated with the contract's renameListSchema, the same
 * rule the server applies; the server's field message (a name already used)
 * lands under the field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { renameListSchema } from '#shared/contracts/lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';

type Values = z.input<typeof renameListSchema>;
type Output = z.output<typeof renameListSchema>;

export interface ListNameFormProps {
  label: string;
  submitLabel: string;
  defaultName?: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  /** More controls between the name and the buttons (New list's Players or Colleges). */
  children?: ReactNode;
  /** Saves; a thrown AppError's `name` message shows under the field, any other under the form. */
  onSubmit: (name: string) => Promise<void>;
}

export function ListNameForm({ label, submitLabel, defaultName = '', autoFocus = false, onCancel, children, onSubmit }: ListNameFormProps) {
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(renameListSchema), defaultValues: { name: defaultName } });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values.name);
      form.reset({ name: '' });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['name'])) setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <FormField label={label} error={errors.name?.message ?? formError ?? undefined}>
        {(control) => <Input {...control} autoComplete="off" autoFocus={autoFocus} maxLength={200} {...form.register('name')} />}
      </FormField>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null} {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
