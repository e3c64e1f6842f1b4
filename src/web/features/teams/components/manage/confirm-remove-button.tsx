import type { ReactNode } from 'react';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';

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

/** The shared confirm-delete button worded for roster removals ("Remove", "Removing..."). */
export function ConfirmRemoveButton({ triggerLabel, triggerText, ...rest }: ConfirmRemoveButtonProps) {
  return (
    <ConfirmDeleteButton
      {...rest}
      triggerLabel={triggerLabel}
      triggerText={triggerText ?? null}
      confirmLabel="Remove"
      pendingText="Removing..."
    />
  );
}
