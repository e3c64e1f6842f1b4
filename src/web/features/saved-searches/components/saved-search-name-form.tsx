/**
 * The name of a saved search, for Save search and Rename: validated with the
 * contract's rule (renameSavedSearchSchema, as the server's); the server's
 * message for a name already used lands under the field, any other under
 * the form.
 */
import { renameSavedSearchSchema, SAVED_SEARCH_NAME_MAX } from '#shared/contracts/saved-searches.ts';
import { NameForm } from '#web/components/name-form.tsx';

export interface SavedSearchNameFormProps {
  label: string;
  submitLabel: string;
  defaultName?: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  /** Saves; a thrown AppError's `name` message shows under the field, any other under the form. */
  onSubmit: (name: string) => Promise<void>;
}

export function SavedSearchNameForm(props: SavedSearchNameFormProps) {
  return (
    <NameForm
      {...props}
      schema={renameSavedSearchSchema}
      maxLength={SAVED_SEARCH_NAME_MAX + 20}
      formErrorAs="alert"
      buttonsAt="end"
      gap="gap-3"
    />
  );
}
