/**
 * The form inside a team item dialog (practices, tournaments, recruiting
 * posts, achievements): the zod-validated react-hook-form with its save, and
 * the form element with Cancel and submit at its foot.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { teamItemSubmit, type TeamItemSubmit } from './team-item-form-dialog.tsx';

/** What sets one kind of item's form apart: its rules, starting values, request body, toasts and fields. */
export interface TeamItemFormKind<Item, Values extends FieldValues, Output, Data> {
  schema: z.ZodType<Output, Values>;
  /** The form's values for the item being edited, or for a new one. */
  defaults: (item: Item | undefined) => DefaultValues<Values>;
  data: (values: Output) => Data;
  texts: { added: TeamItemTexts; updated: TeamItemTexts };
  fieldNames: readonly FieldPath<Values>[];
}

type TeamItemTexts = TeamItemSubmit<unknown, unknown, FieldValues>['texts'];

/** Declares a kind of item form (infers its types from the schema). */
export function teamItemFormKind<Item, Values extends FieldValues, Output, Data>(kind: TeamItemFormKind<Item, Values, Output, Data>) {
  return kind;
}

/** The item's form and what TeamItemForm needs from it: the submit (teamItemSubmit), its pending state, the cancel. */
export function useTeamItemForm<Item extends { id: string }, Values extends FieldValues, Output, Data>(
  { schema, defaults, texts, ...kind }: TeamItemFormKind<Item, Values, Output, Data>,
  item: Item | undefined,
  save: Pick<TeamItemSubmit<Output, Data, Values>, 'create' | 'update' | 'onDone'>,
) {
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues: defaults(item) });
  const submit = teamItemSubmit(form, { ...kind, ...save, id: item?.id, texts: item ? texts.updated : texts.added });
  return { form, errors: form.formState.errors, formProps: { onSubmit: submit, isPending: form.formState.isSubmitting, onCancel: save.onDone } };
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
