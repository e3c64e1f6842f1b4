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
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

export interface ConfirmActionDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Destructive actions get the red confirm button. */
  destructive?: boolean;
  /** Runs the action; resolves true when it worked (the caller shows the toasts). The dialog stays open meanwhile. */
  onConfirm: () => Promise<boolean>;
  /** After success, once the dialog has closed and given focus back. */
  onDone?: () => void;
}

/** A confirmation dialog for an action that cannot be undone lightly (a team transfer or archive; withdrawing an application). */
export function ConfirmActionDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive = false,
  onConfirm,
  onDone,
}: ConfirmActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    setPending(true);
    const ok = await onConfirm().finally(() => setPending(false));
    if (ok) {
      setDone(true);
      setOpen(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (next) setDone(false);
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!done || !onDone) return;
          event.preventDefault();
          onDone();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={confirm}
            disabled={pending}
            className={destructive ? undefined : buttonVariants({ variant: 'default' })}
          >
            {pending ? (
              <>
                <Spinner /> {pendingLabel}
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
