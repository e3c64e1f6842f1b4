import Trash2 from 'lucide-react/icons/trash';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useDeleteFlag } from '../api/delete-flag.ts';

export function DeleteFlagButton({ flagKey }: { flagKey: string }) {
  const deleteFlag = useDeleteFlag();

  async function confirm() {
    try {
      await deleteFlag.mutateAsync(flagKey);
      toast.success('Flag deleted', { description: `${flagKey} was removed.` });
      return true;
    } catch (error) {
      toast.error('Could not delete the flag', { description: error instanceof Error ? error.message : undefined });
      return false;
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${flagKey}`} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      }
      title={`Delete ${flagKey}?`}
      description={`A missing flag is off for everyone. Anything gated by ${flagKey} disappears until the flag is created again.`}
      confirmLabel="Delete Flag"
      pendingText="Delete Flag"
      isPending={deleteFlag.isPending}
      onConfirm={confirm}
      refocusTriggerAfterDone
    />
  );
}
