import Trash2 from 'lucide-react/icons/trash';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

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
  /** Between the description and the buttons: a choice that goes with the delete. */
  children?: ReactNode;
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
  return <ConfirmDialog {...rest} trigger={trigger} onDone={onDeleted} pendingText={pendingText} />;
}
