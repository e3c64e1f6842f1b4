/**
 * The form inside a team item dialog (practices, tournaments, recruiting
 * posts, achievements): the zod-validated react-hook-form with its save, and
 * the form element with Cancel and submit at its foot.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { teamItemSubmit, type TeamItemSubmit } from './team-item-form-dialog.tsx';

interface TeamItemFormOptions<Values extends FieldValues, Output, Data> extends TeamItemSubmit<Output, Data, Values> {
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
}

/** The item's form and what TeamItemForm needs from it: the submit (teamItemSubmit), its pending state, the cancel. */
export function useTeamItemForm<Values extends FieldValues, Output, Data>({ schema, defaultValues, ...save }: TeamItemFormOptions<Values, Output, Data>) {
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const formProps = { onSubmit: teamItemSubmit(form, save), isPending: form.formState.isSubmitting, onCancel: save.onDone };
  return { form, errors: form.formState.errors, formProps };
}

export function TeamItemForm({
  onSubmit,
  isPending,
  onCancel,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  onCancel: () => void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {children}
      <FormActions submitLabel={submitLabel} pendingLabel="Saving..." isPending={isPending} onCancel={onCancel} />
    </form>
  );
}
