/**
 * "Request {plan}" where this server cannot sell the plan online (docs/decisions/070): the dialog says who
 * answers and what happens next, takes an optional note, and sends the request to platform staff. The page
 * shows the receipt (onSent); a refusal stays in the dialog with the note's field error.
 */
import { useState } from 'react';
import { AppError } from '#shared/app-error.ts';
import { PLAN_REQUEST_NOTE_MAX, type PlanRequestReceipt, type SubscriptionSubject } from '#shared/contracts/subscriptions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { usePlanRequest } from '../api/subscriptions.ts';

export interface PlanRequestDialogProps {
  subject: SubscriptionSubject;
  plan: string;
  planLabel: string;
  onSent: (receipt: PlanRequestReceipt, planLabel: string) => void;
}

export function PlanRequestDialog({ subject, plan, planLabel, onSent }: PlanRequestDialogProps) {
  const request = usePlanRequest();
  const [note, setNote] = useState('');
  const error = request.error;
  const noteError = error instanceof AppError ? error.fields?.note : undefined;
  return (
    <ConfirmDialog
      destructive={false}
      refocusTriggerAfterDone
      trigger={<Button>Request {planLabel}</Button>}
      title={`Request ${planLabel}`}
      description={
        <span className="grid gap-2">
          <span>Online payment is not set up on this server, so {planLabel} is arranged with our staff:</span>
          <span className="block">1. A platform admin gets your request by email.</span>
          <span className="block">2. They write to you within two business days to arrange payment.</span>
          <span className="block">3. They set {subject.name}&rsquo;s plan to {planLabel} by hand.</span>
          <span>Nothing changes and nothing is charged until then.</span>
        </span>
      }
      confirmLabel="Send request"
      pendingText="Sending..."
      isPending={request.isPending}
      onConfirm={async () => {
        try {
          const receipt = await request.mutateAsync({ subjectType: subject.type, subjectId: subject.id, plan, ...(note.trim() ? { note } : {}) });
          setNote('');
          onSent(receipt, planLabel);
          return true;
        } catch {
          return false;
        }
      }}
    >
      <FormField label="Note for our staff (optional)" error={noteError}>
        {(control) => <Textarea {...control} value={note} maxLength={PLAN_REQUEST_NOTE_MAX} rows={3} onChange={(event) => setNote(event.target.value)} />}
      </FormField>
      {error && !noteError ? <FormAlert>{error.message}</FormAlert> : null}
    </ConfirmDialog>
  );
}
