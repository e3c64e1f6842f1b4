/**
 * The add/edit dialog of a team's schedule and showcase items (practices,
 * tournaments, recruiting posts, achievements): an "Edit" button on an item
 * or the caller's add button, the dialog, and the save that toasts the
 * outcome and puts the server's field errors under their fields.
 */
import Pencil from 'lucide-react/icons/pencil';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { toast } from '#web/lib/toast.ts';

export interface TeamItemFormDialogProps {
  /** The item's name when editing (the Edit button says "Edit <name>"); absent when adding. */
  editing?: string;
  /** The button that opens the dialog to add an item: its icon, its text and the Button's look. */
  addButton: { icon: LucideIcon; label: string } & Pick<ButtonProps, 'variant' | 'size'>;
  title: string;
  description: ReactNode;
  className?: string;
  /** The form, mounted while the dialog is open; `onDone` closes it. */
  children: (onDone: () => void) => ReactNode;
}

export function TeamItemFormDialog({ editing, addButton: { icon: AddIcon, label: addLabel, ...addLook }, title, description, className, children }: TeamItemFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {editing === undefined ? (
          <Button {...addLook}>
            <AddIcon aria-hidden="true" /> {addLabel}
          </Button>
        ) : (
          <Button variant="outline" size="sm" aria-label={`Edit ${editing}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children(() => setOpen(false)) : null}
      </DialogContent>
    </Dialog>
  );
}

interface SaveTeamItem<Data> {
  /** The item's id when editing. */
  id: string | undefined;
  data: Data;
  create: { mutateAsync: (data: Data) => Promise<unknown> };
  update: { mutateAsync: (change: { id: string; data: Data }) => Promise<unknown> };
  /** The success toast (or how the save's answer makes it) and the failure toast's title. */
  texts: { saved: string | ((result: unknown) => string); failed: string };
  /** Puts the server's field errors under their fields. */
  onError: (error: unknown) => void;
  onDone: () => void;
}

/** Creates or updates the item; on failure the form stays open with the field errors and a toast with the reason. */
export async function saveTeamItem<Data>({ id, data, create, update, texts, onError, onDone }: SaveTeamItem<Data>): Promise<void> {
  try {
    const result = id === undefined ? await create.mutateAsync(data) : await update.mutateAsync({ id, data });
    toast.success(typeof texts.saved === 'function' ? texts.saved(result) : texts.saved);
    onDone();
  } catch (error) {
    onError(error);
    toast.error(texts.failed, { description: error instanceof Error ? error.message : undefined });
  }
}

export interface TeamItemSubmit<Output, Data, Values extends FieldValues> extends Omit<SaveTeamItem<Data>, 'data' | 'onError'> {
  /** What the validated form values send. */
  data: (values: Output) => Data;
  /** The form's fields, where the server's field errors land. */
  fieldNames: readonly FieldPath<Values>[];
}

/** The item form's submit: validate, then saveTeamItem with the server's field errors put under the form's fields. */
export function teamItemSubmit<Values extends FieldValues, Output, Data>(
  form: Pick<UseFormReturn<Values, unknown, Output>, 'handleSubmit' | 'setError'>,
  { data, fieldNames, ...save }: TeamItemSubmit<Output, Data, Values>,
) {
  return form.handleSubmit((values) =>
    saveTeamItem({ ...save, data: data(values), onError: (error) => applyFieldErrors(error, form.setError, fieldNames) }),
  );
}
