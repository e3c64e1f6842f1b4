/** The foot of every step form: the save error (the typed values stay), Back, and the save button. */
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

export interface StepFormActionsProps {
  formError: string | null;
  isSubmitting: boolean;
  submitLabel?: string;
  onBack?: () => void;
}

export function StepFormActions({ formError, isSubmitting, submitLabel = 'Save and continue', onBack }: StepFormActionsProps) {
  return (
    <>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap justify-between gap-2">
        {onBack ? (
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> Saving...
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </div>
    </>
  );
}
