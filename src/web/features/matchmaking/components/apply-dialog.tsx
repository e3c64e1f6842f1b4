/** "Apply" on a post card (docs/decisions/047): an optional message, then the application goes to the team. */
import { useState, type FormEvent } from 'react';
import { AppError } from '#shared/app-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/lib/toast.ts';
import { useApplyToPost } from '../api/matchmaking-api.ts';

export const APPLY_TEXTS = {
  applied: 'Application sent',
  appliedNoMessage: 'Application sent. The team sees it on its Recruiting tab.',
  alreadyApplied: 'Applied',
} as const;

export function ApplyDialog({
  postId,
  postTitle,
  teamName,
  onApplied,
}: {
  postId: string;
  postTitle: string;
  teamName: string;
  /** After the application is sent (the team page refetches its "Applied" state). */
  onApplied?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const apply = useApplyToPost();
  const fieldError = apply.error instanceof AppError ? apply.error.fields?.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    apply.mutate(
      { postId, body: { message: message.trim() || null } },
      {
        onSuccess: (result) => {
          toast.success(result.messaged ? APPLY_TEXTS.applied : APPLY_TEXTS.appliedNoMessage);
          setOpen(false);
          setMessage('');
          onApplied?.();
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) apply.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" aria-label={`Apply to ${postTitle}`}>
          Apply
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{`Apply to ${postTitle}`}</DialogTitle>
            <DialogDescription>{`${teamName} gets your application as a message with your match, and sees it on its Recruiting tab.`}</DialogDescription>
          </DialogHeader>
          <FormField label="Message (optional)" error={fieldError}>
            {(control) => <Textarea {...control} value={message} maxLength={1000} rows={4} onChange={(event) => setMessage(event.target.value)} />}
          </FormField>
          {apply.isError && !fieldError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {apply.error.message}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending ? 'Sending...' : 'Send application'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
