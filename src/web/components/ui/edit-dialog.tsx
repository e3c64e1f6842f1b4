import Pencil from 'lucide-react/icons/pencil';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './dialog.tsx';

/**
 * A small "Edit" button (named "Edit <name>") that opens a dialog titled "Edit <name>" around the given form.
 * The caller owns `open`, so it can reset its form when the dialog opens and close it when the form is done.
 */
export function EditDialog({
  name,
  description,
  open,
  onOpenChange,
  triggerVariant = 'outline',
  children,
}: {
  name: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerVariant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm" aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {name}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
