import { Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
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
} from './alert-dialog.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export interface ConfirmDeleteButtonProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  /** Deletes; resolves true when it worked (the caller shows its own toasts). */
  onConfirm: () => Promise<boolean>;
  /** Runs after a successful delete, once the dialog has closed. */
  onDeleted?: () => void;
  /** Visible trigger text (default "Delete"); null makes the trigger an icon button. */
  triggerText?: string | null;
  /** The trigger's accessible name when the text alone is not enough ("Remove Alex"). */
  triggerLabel?: string;
  /** The confirm button's text while the action runs. */
  pendingText?: string;
}

/** A Delete button with a confirmation dialog that stays open (and blocks closing) while the delete runs. */
export function ConfirmDeleteButton({
  title,
  description,
  confirmLabel,
  isPending,
  onConfirm,
  onDeleted,
  triggerText = 'Delete',
  triggerLabel,
  pendingText = 'Deleting...',
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  // Leave the page only once the dialog has closed, so it restores focus and pointer events first.
  const deleted = useRef(false);

  const confirm = async () => {
    if (await onConfirm()) {
      deleted.current = true;
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        {triggerText === null ? (
          <Button variant="ghost" size="icon" className="size-9 text-destructive hover:text-destructive" aria-label={triggerLabel}>
            <Trash2 aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="outline" className="text-destructive hover:text-destructive" aria-label={triggerLabel}>
            <Trash2 aria-hidden="true" /> {triggerText}
          </Button>
        )}
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          onDeleted?.();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={isPending}>
            {isPending ? (
              <>
                <Spinner /> {pendingText}
              </>
            ) : (
              confirmLabel
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
