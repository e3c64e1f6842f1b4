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
  onDeleted: () => void;
}

/** A Delete button with a confirmation dialog that stays open (and blocks closing) while the delete runs. */
export function ConfirmDeleteButton({
  title,
  description,
  confirmLabel,
  isPending,
  onConfirm,
  onDeleted,
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
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          onDeleted();
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
                <Spinner /> Deleting...
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
