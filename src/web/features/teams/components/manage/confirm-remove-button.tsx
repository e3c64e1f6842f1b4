import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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

export interface ConfirmRemoveButtonProps {
  /** The trigger's accessible name, e.g. "Remove Alex". */
  triggerLabel: string;
  /** Visible trigger text; without it the trigger is an icon button. */
  triggerText?: string;
  title: string;
  description: ReactNode;
  isPending: boolean;
  /** Removes; resolves true when it worked (the caller shows its own toasts). */
  onConfirm: () => Promise<boolean>;
}

/** A remove control with a confirmation dialog that stays open (and cannot be dismissed) while the removal runs. */
export function ConfirmRemoveButton({ triggerLabel, triggerText, title, description, isPending, onConfirm }: ConfirmRemoveButtonProps) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    if (await onConfirm()) setOpen(false);
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        {triggerText ? (
          <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" aria-label={triggerLabel}>
            <Trash2 aria-hidden="true" /> {triggerText}
          </Button>
        ) : (
          <Button variant="ghost" size="icon" className="size-9 text-destructive hover:text-destructive" aria-label={triggerLabel}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={isPending}>
            {isPending ? (
              <>
                <Spinner /> Removing...
              </>
            ) : (
              'Remove'
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
