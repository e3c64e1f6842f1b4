/**
 * One name field and its button: New list (the screen and the add-to-list
 * menu) and Rename. Validated with the contract's renameListSchema, the same
 * rule the server applies; the server's field message (a name already used)
 * lands under the field.
 */
import type { ReactNode } from 'react';
import { renameListSchema } from '#shared/contracts/lists.ts';
import { NameForm } from '#web/components/name-form.tsx';

export interface ListNameFormProps {
  label: string;
  submitLabel: string;
  defaultName?: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  /** More controls between the name and the buttons (New list's Players or Colleges). */
  children?: ReactNode;
  /** Saves; a thrown AppError's `name` message shows under the field, any other under the form. */
  onSubmit: (name: string) => Promise<void>;
}

export function ListNameForm(props: ListNameFormProps) {
  return <NameForm {...props} schema={renameListSchema} maxLength={200} resetOnSuccess />;
}
