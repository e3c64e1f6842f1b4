/**
 * Moving to Committed asks first ("Move {name} to Committed?") and offers to
 * record the outcome too (POST /api/recruiting-outcomes): verbal, committed
 * or signed, with the day when known.
 */
import { useState } from 'react';
import { OUTCOME_STATUSES, type OutcomeStatus } from '#shared/recruiting/recruiting-values.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

export const OUTCOME_LABELS: Record<OutcomeStatus, string> = { verbal: 'Verbal commitment', committed: 'Committed', signed: 'Signed' };

export interface CommitChoice {
  outcome: { status: OutcomeStatus; decidedOn?: string } | null;
}

export function CommitConfirmDialog({ name, open, onCancel, onConfirm }: { name: string; open: boolean; onCancel: () => void; onConfirm: (choice: CommitChoice) => void }) {
  const [record, setRecord] = useState(false);
  const [status, setStatus] = useState<OutcomeStatus>('committed');
  const [decidedOn, setDecidedOn] = useState('');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={`Move ${name} to Committed?`}
      description="The card moves to the Committed column. You can also record the outcome, which the player confirms."
      destructive={false}
      confirmLabel={record ? 'Move and record the outcome' : 'Move to Committed'}
      onConfirm={() => onConfirm({ outcome: record ? { status, ...(decidedOn ? { decidedOn } : {}) } : null })}
    >
      <div className="grid gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-primary" checked={record} onChange={(event) => setRecord(event.target.checked)} />
          Record the outcome
        </label>
        {record ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor="commit-outcome-status">Outcome</Label>
              <NativeSelect id="commit-outcome-status" value={status} onChange={(event) => setStatus(event.target.value as OutcomeStatus)}>
                {OUTCOME_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {OUTCOME_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="commit-outcome-date">Date (optional)</Label>
              <Input id="commit-outcome-date" type="date" value={decidedOn} onChange={(event) => setDecidedOn(event.target.value)} />
            </div>
          </div>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
