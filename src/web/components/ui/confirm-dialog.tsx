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
import { buttonVariants } from './button.tsx';
import { Spinner } from './spinner.tsx';

export interface ConfirmDialogProps {
  /** The button that opens the dialog; left out when the caller opens it (`open`). */
  trigger?: ReactNode;
  /** Controlled: the caller opens and closes the dialog (a drag that needs confirming, a blocked navigation). */
  open?: boolean;
  /** Every open or close the user asks for (not called while the action runs). */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Between the description and the buttons: a field of the action, a failure. */
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: ReactNode;
  /** The confirm button's text, after a spinner, while the action runs; without it the label stays. */
  pendingText?: string;
  /** Destructive actions (the default) get the red confirm button. */
  destructive?: boolean;
  /** The action runs (a mutation's isPending); without it, while onConfirm's promise is pending. */
  isPending?: boolean;
  /**
   * Acts. Resolving true means it worked: the dialog closes (the caller shows its own toasts). Anything else leaves
   * the dialog as it is (the caller closes it, or the screen goes away).
   */
  onConfirm: () => Promise<boolean | void> | boolean | void;
  /** Runs after a successful action, once the dialog has closed (then focus is not given back). */
  onDone?: () => void;
  /** After a successful action without onDone, give focus back to the trigger (by default it is not: its row is usually gone). */
  refocusTriggerAfterDone?: boolean;
}

/**
 * The one confirmation dialog (deleting, revoking, leaving, publishing, moving a card): focus moves in to Cancel,
 * the dialog stays open and cannot be closed while the action runs, and closes when it worked.
 */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  children,
  cancelLabel = 'Cancel',
  confirmLabel,
  pendingText,
  destructive = true,
  isPending,
  onConfirm,
  onDone,
  refocusTriggerAfterDone = false,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [running, setRunning] = useState(false);
  // Move on (leave the page, say) only once the dialog has closed, so it restores focus and pointer events first.
  const done = useRef(false);
  const open = controlledOpen ?? ownOpen;
  const pending = isPending ?? running;

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (next) done.current = false;
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      if (result === true) close();
      return;
    }
    setRunning(true);
    const ok = await result.finally(() => setRunning(false));
    if (ok === true) close();
  };
  const close = () => {
    done.current = true;
    setOwnOpen(false);
    onOpenChange?.(false);
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!done.current) return;
          done.current = false;
          if (onDone) {
            event.preventDefault();
            onDone();
          } else if (!refocusTriggerAfterDone) {
            event.preventDefault();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => void confirm()}
            disabled={pending}
            className={destructive ? undefined : buttonVariants({ variant: 'default' })}
          >
            {pending && pendingText ? (
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
