/** "New form": a title and an optional description; the builder opens on the new draft. */
import { useState, type FormEvent } from 'react';
import { AppError } from '#shared/app-error.ts';
import { INTEREST_FORM_DESCRIPTION_MAX, INTEREST_FORM_TEXTS, INTEREST_FORM_TITLE_MAX } from '#shared/contracts/interest-forms.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCreateInterestForm } from '../api/interest-forms.ts';

export function CreateInterestFormDialog({
  programId,
  open,
  onOpenChange,
  onCreated,
}: {
  programId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (formId: string) => void;
}) {
  const create = useCreateInterestForm(programId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const fieldErrors = create.error instanceof AppError ? (create.error.fields ?? {}) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { title, description: description || null },
      {
        onSuccess: (form) => {
          toast.success(INTEREST_FORM_TEXTS.created);
          setTitle('');
          setDescription('');
          onOpenChange(false);
          onCreated(form.id);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New interest form</DialogTitle>
          <DialogDescription>Players answer it from its link. You add the questions next, and publish when it is ready.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {create.error && !fieldErrors.title && !fieldErrors.description ? <FormAlert>{create.error.message}</FormAlert> : null}
          <FormField label="Title" error={fieldErrors.title}>
            {(control) => <Input {...control} value={title} maxLength={INTEREST_FORM_TITLE_MAX} required onChange={(event) => setTitle(event.target.value)} />}
          </FormField>
          <FormField label="Description (optional)" error={fieldErrors.description}>
            {(control) => <Textarea {...control} value={description} maxLength={INTEREST_FORM_DESCRIPTION_MAX} rows={3} onChange={(event) => setDescription(event.target.value)} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create form'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
