import { FormAlert } from '#web/components/ui/form-alert.tsx';
import type { WriteErrorMessage } from './write-error-toast.ts';

/** A failed write shown inside the open dialog (announced as an alert), beside its toast. */
export function WriteErrorAlert({ message }: { message: WriteErrorMessage }) {
  return (
    <FormAlert>
      <p className="font-semibold">{message.title}</p>
      {message.description ? <p>{message.description}</p> : null}
    </FormAlert>
  );
}
