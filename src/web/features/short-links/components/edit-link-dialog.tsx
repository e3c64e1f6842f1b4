import { useState, type FormEvent } from 'react';
import { AppError } from '#shared/app-error.ts';
import { SHORT_LINK_LABEL_MAX, type ShortLink } from '#shared/contracts/short-links.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EditDialog } from '#web/components/ui/edit-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useUpdateShortLink } from '../api/short-links.ts';
import { dayOf, expiryFromDay } from './link-dates.ts';

/** Edit a link's label and last day. */
export function EditLinkDialog({ programId, link }: { programId: string; link: ShortLink }) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState(link.label ?? '');
  const [lastDay, setLastDay] = useState(dayOf(link.expiresAt));
  const update = useUpdateShortLink(programId);
  const fields = update.error instanceof AppError ? (update.error.fields ?? {}) : {};
  const otherError = update.error && !fields.label && !fields.expiresAt ? update.error.message : null;

  function onOpenChange(next: boolean) {
    if (next) {
      setLabel(link.label ?? '');
      setLastDay(dayOf(link.expiresAt));
      update.reset();
    }
    setOpen(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({ linkId: link.id, changes: { label: label.trim() || null, expiresAt: expiryFromDay(lastDay) } });
      toast.success('Link saved');
      setOpen(false);
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <EditDialog name={link.path} description={<>Links to {link.targetLabel}.</>} open={open} onOpenChange={onOpenChange} triggerVariant="ghost">
      <form onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField label="Label" error={fields.label}>
          {(control) => <Input {...control} value={label} maxLength={SHORT_LINK_LABEL_MAX} onChange={(event) => setLabel(event.target.value)} />}
        </FormField>
        <FormField label="Last day" description="Empty: the link never expires." error={fields.expiresAt}>
          {(control) => <Input {...control} type="date" value={lastDay} onChange={(event) => setLastDay(event.target.value)} />}
        </FormField>
        {otherError ? <FormAlert>{otherError}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner /> : null} Save
          </Button>
        </div>
      </form>
    </EditDialog>
  );
}
