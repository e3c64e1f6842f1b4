/**
 * One name field and its buttons, validated with a contract's `{ name }`
 * schema (the server's own rule): New list and Rename list, Save search and
 * Rename search. A thrown AppError's `name` message lands under the field;
 * any other shows under the field or as an alert below it (`formErrorAs`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';

type NameSchema = z.ZodType<{ name: string }, { name: string }>;

export interface NameFormProps {
  schema: NameSchema;
  label: string;
  submitLabel: string;
  maxLength: number;
  defaultName?: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  /** More controls between the name and the buttons. */
  children?: ReactNode;
  /** Empty the field after a save (a form that stays open for the next name). */
  resetOnSuccess?: boolean;
  /** Where a message other than the name's shows: under the field, or as an alert below it. */
  formErrorAs?: 'field' | 'alert';
  /** `start`: Save then Cancel, on the left; `end`: Cancel then Save, on the right. */
  buttonsAt?: 'start' | 'end';
  /** The gap between the rows. */
  gap?: 'gap-2' | 'gap-3';
  /** Saves; a thrown AppError's `name` message shows under the field. */
  onSubmit: (name: string) => Promise<void>;
}

export function NameForm({
  schema,
  label,
  submitLabel,
  maxLength,
  defaultName = '',
  autoFocus = false,
  onCancel,
  children,
  resetOnSuccess = false,
  formErrorAs = 'field',
  buttonsAt = 'start',
  gap = 'gap-2',
  onSubmit,
}: NameFormProps) {
  const form = useForm<{ name: string }, unknown, { name: string }>({ resolver: zodResolver(schema), defaultValues: { name: defaultName } });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values.name);
      if (resetOnSuccess) form.reset({ name: '' });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['name'])) setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  });

  const fieldError = errors.name?.message ?? (formErrorAs === 'field' ? formError : null) ?? undefined;
  const submitButton = (
    <Button type="submit" size="sm" disabled={isSubmitting}>
      {isSubmitting ? <Spinner /> : null} {submitLabel}
    </Button>
  );
  const cancelButton = onCancel ? (
    <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
      Cancel
    </Button>
  ) : null;

  return (
    <form onSubmit={submit} noValidate className={`grid ${gap}`}>
      <FormField label={label} error={fieldError}>
        {(control) => <Input {...control} autoComplete="off" autoFocus={autoFocus} maxLength={maxLength} {...form.register('name')} />}
      </FormField>
      {children}
      {formErrorAs === 'alert' && formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      {buttonsAt === 'start' ? (
        <div className="flex flex-wrap gap-2">
          {submitButton}
          {cancelButton}
        </div>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          {cancelButton}
          {submitButton}
        </div>
      )}
    </form>
  );
}
