import { FormAlert } from '#web/components/ui/form-alert.tsx';
import type { WriteFailure } from './write-failure.ts';

/** A failed change shown inside the open dialog (announced as an alert), beside its toast. */
export function WriteFailureAlert({ failure }: { failure: WriteFailure }) {
  return (
    <FormAlert>
      <p className="font-semibold">{failure.title}</p>
      {failure.description ? <p>{failure.description}</p> : null}
    </FormAlert>
  );
}
