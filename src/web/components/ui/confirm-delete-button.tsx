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

export interface ConfirmButtonProps {
  /** The button that opens the dialog (an AlertDialogTrigger child). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  /** Acts; resolves true when it worked (the caller shows its own toasts). */
  onConfirm: () => Promise<boolean>;
  /** Runs after a successful action, once the dialog has closed. */
  onDone?: () => void;
  /** The confirm button's text while the action runs. */
  pendingText: string;
}

/**
 * A button with a confirmation dialog that stays open (and blocks closing)
 * while the action runs; it closes when the action worked. Deleting,
 * revoking, approving: one dialog for every confirmed action.
 */
export function ConfirmButton({ trigger, title, description, confirmLabel, isPending, onConfirm, onDone, pendingText }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  // Move on (leave the page, say) only once the dialog has closed, so it restores focus and pointer events first.
  const done = useRef(false);

  const confirm = async () => {
    if (await onConfirm()) {
      done.current = true;
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!done.current) return;
          // The trigger's row is usually gone after the action: no focus to give back.
          done.current = false;
          event.preventDefault();
          onDone?.();
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
export function ConfirmDeleteButton({ onDeleted, triggerText = 'Delete', triggerLabel, pendingText = 'Deleting...', ...rest }: ConfirmDeleteButtonProps) {
  const trigger =
    triggerText === null ? (
      <Button variant="ghost" size="icon" className="size-9 text-destructive hover:text-destructive" aria-label={triggerLabel}>
        <Trash2 aria-hidden="true" />
      </Button>
    ) : (
      <Button variant="outline" className="text-destructive hover:text-destructive" aria-label={triggerLabel}>
        <Trash2 aria-hidden="true" /> {triggerText}
      </Button>
    );
  return <ConfirmButton {...rest} trigger={trigger} onDone={onDeleted} pendingText={pendingText} />;
}
