import { Button } from '#web/components/ui/button.tsx';
import { PendingButton } from '#web/components/ui/pending-button.tsx';

/** Cancel and submit at the foot of a dialog's form (team items, college claims, programs and staff). */
export function FormActions({
  submitLabel,
  pendingLabel,
  isPending,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <PendingButton type="submit" pending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </PendingButton>
    </div>
  );
}
