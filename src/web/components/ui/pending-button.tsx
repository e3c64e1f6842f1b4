import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** A button that, while its request runs, is disabled and shows a spinner and `pendingLabel` instead of its children. */
export function PendingButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: ButtonProps & { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button {...props} disabled={pending || disabled}>
      {pending ? (
        <>
          <Spinner /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
