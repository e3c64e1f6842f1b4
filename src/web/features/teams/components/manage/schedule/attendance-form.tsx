/**
 * The viewer's own attendance (spec 2.5, 5): status required (submit is
 * disabled without it and while loading); the notes field shows only for
 * maybe (optional) and not attending (a required reason).
 */
import { useForm, useWatch } from 'react-hook-form';
import { type AttendanceEntry } from '#shared/contracts/teams-schedule.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { isPlainText, plainTextMessage } from '#shared/contracts/plain-text.ts';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { AttendanceAnswer } from '#web/features/teams/api/schedule/submit-attendance.ts';
import { ATTENDANCE_NOTES, ATTENDANCE_OPTION_LABELS } from './attendance-labels.ts';

interface AttendanceFormValues {
  status: AttendanceStatus | '';
  notes: string;
}

export function AttendanceForm({
  mine,
  isLoading,
  onSubmit,
  label = 'Your attendance',
  initialStatus,
}: {
  /** The viewer's saved answer, if any. */
  mine: Pick<AttendanceEntry, 'status' | 'notes'> | null;
  /** The dialog's data is (re)loading. */
  isLoading: boolean;
  /** Saves; a rejection keeps the form as it is (the caller shows the toast). */
  onSubmit: (answer: AttendanceAnswer) => Promise<void>;
  /** The select's label: a guardian answers for their player (docs/decisions/073). */
  label?: string;
  /** The status chosen before anything is saved (an emailed "Not going" link). */
  initialStatus?: AttendanceStatus | null;
}) {
  const form = useForm<AttendanceFormValues>({
    defaultValues: { status: mine?.status ?? initialStatus ?? '', notes: mine?.notes ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const status = useWatch({ control: form.control, name: 'status' });
  const notesSpec = status === 'maybe' || status === 'not_attending' ? ATTENDANCE_NOTES[status] : null;

  const submit = form.handleSubmit(async (values) => {
    if (values.status === '') return;
    const notes = values.notes.trim();
    try {
      await onSubmit({ status: values.status, notes: values.status === 'attending' || !notes ? null : notes });
    } catch {
      // The caller has told the user; the answer stays in the form to retry.
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label={label} error={errors.status?.message}>
        {(control) => (
          <NativeSelect {...control} required {...form.register('status', { required: 'Choose your attendance' })}>
            <option value="" disabled>
              Select your attendance
            </option>
            {ATTENDANCE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ATTENDANCE_OPTION_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {notesSpec ? (
        <FormField label={notesSpec.label} error={errors.notes?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              placeholder={notesSpec.placeholder}
              required={status === 'not_attending'}
              {...form.register('notes', {
                validate: {
                  reason: (value, values) => values.status !== 'not_attending' || value.trim() !== '' || TEAM_TEXTS.reasonRequired,
                  plainText: (value) => isPlainText(value) || plainTextMessage('Notes'),
                },
                maxLength: { value: 500, message: 'Notes must be at most 500 characters' },
              })}
            />
          )}
        </FormField>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={status === '' || isLoading || isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {mine ? 'Update Attendance' : 'Submit Attendance'}
        </Button>
      </div>
    </form>
  );
}
