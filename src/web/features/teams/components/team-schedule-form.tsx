/**
 * Team Settings, "When we play": the team's weekly availability and time
 * zone, which Find scrims compares with other teams' (docs/decisions/047).
 * Saved with PATCH /api/teams/:teamId; the server's field messages land under
 * the grid or the zone.
 */
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { AppError } from '#shared/app-error.ts';
import type { AvailabilitySlot } from '#shared/recruiting/game-catalog.ts';
import type { TeamSummary, UpdateTeamInput } from '#shared/contracts/teams-settings.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { WeeklyScheduleFields } from './weekly-schedule-fields.tsx';

interface ScheduleValues {
  availability: AvailabilitySlot[];
  /** '' is "Not set". */
  timeZone: string;
}

const FIELD_NAMES = ['availability', 'timeZone'] as const;

export interface TeamScheduleFormProps {
  team: Pick<TeamSummary, 'availability' | 'timeZone'>;
  /** Archived teams are read-only. */
  disabled?: boolean;
  /** Saves; a thrown AppError's field messages land on the fields, any other message above the button. */
  onSubmit: (values: Required<Pick<UpdateTeamInput, 'availability' | 'timeZone'>>) => Promise<void>;
}

export function TeamScheduleForm({ team, disabled = false, onSubmit }: TeamScheduleFormProps) {
  const form = useForm<ScheduleValues>({
    defaultValues: { availability: team.availability as AvailabilitySlot[], timeZone: team.timeZone ?? '' },
  });
  // Controlled fields, registered so a new submit clears the server's messages.
  const availability = useController({ control: form.control, name: 'availability' });
  const timeZone = useController({ control: form.control, name: 'timeZone' });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({ availability: values.availability, timeZone: values.timeZone || null });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELD_NAMES)) {
        setFormError(error instanceof AppError || error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <fieldset disabled={disabled} className="grid min-w-0 gap-5">
        <legend className="sr-only">When the team plays</legend>
        <WeeklyScheduleFields
          label="When the team plays"
          availability={availability.field.value}
          onAvailabilityChange={availability.field.onChange}
          timeZone={timeZone.field.value}
          onTimeZoneChange={timeZone.field.onChange}
          errors={{ availability: errors.availability?.message, timeZone: errors.timeZone?.message }}
        />
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={disabled || isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> Saving...
            </>
          ) : (
            'Save Schedule'
          )}
        </Button>
      </div>
    </form>
  );
}
