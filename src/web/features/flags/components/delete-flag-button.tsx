import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDeleteFlag } from '../api/delete-flag.ts';

export function DeleteFlagButton({ flagKey }: { flagKey: string }) {
  const [open, setOpen] = useState(false);
  const deleteFlag = useDeleteFlag();

  async function confirm() {
    try {
      await deleteFlag.mutateAsync(flagKey);
      toast.success('Flag deleted', { description: `${flagKey} was removed.` });
      setOpen(false);
    } catch (error) {
      toast.error('Could not delete the flag', { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Delete ${flagKey}`} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {flagKey}?</AlertDialogTitle>
          <AlertDialogDescription>
            A missing flag is off for everyone. Anything gated by {flagKey} disappears until the flag is created again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={deleteFlag.isPending}>
            {deleteFlag.isPending ? <Spinner /> : null} Delete Flag
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
