/** Schedule or edit a practice (spec 5: title, date and time, and duration required; mandatory on by default). */
import { zodResolver } from '@hookform/resolvers/zod';
import { isValid } from 'date-fns';
import { CalendarPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { practiceInputSchema, type Practice } from '#shared/contracts/teams-schedule.ts';
import { PRACTICE_DEFAULTS } from '#shared/constants.ts';
import { PRACTICE_STATUSES } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useCreatePractice, useUpdatePractice } from '#web/features/teams/api/schedule/practices.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { ControlledSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { fromDateTimeLocalValue, toDateTimeLocalValue, viewerTimeZone } from '../format-team-dates.ts';
import { TeamItemFormDialog, teamItemSubmit } from '../team-item-form-dialog.tsx';

/** The shared rules, with the date and time as a datetime-local value in the viewer's zone. */
const practiceFormSchema = practiceInputSchema.extend({
  scheduledAt: z
    .string()
    .min(1, 'Date and time is required')
    .refine((value) => isValid(new Date(value)), 'Enter a valid date and time'),
});
type PracticeFormValues = z.input<typeof practiceFormSchema>;
type PracticeFormOutput = z.output<typeof practiceFormSchema>;

const FIELD_NAMES = ['title', 'description', 'scheduledAt', 'durationMinutes', 'location', 'isMandatory', 'status'] as const;

function defaultsFor(practice?: Practice): PracticeFormValues {
  return {
    title: practice?.title ?? '',
    description: practice?.description ?? '',
    scheduledAt: practice ? toDateTimeLocalValue(practice.scheduledAt) : '',
    durationMinutes: practice?.durationMinutes ?? PRACTICE_DEFAULTS.durationMinutes,
    location: practice?.location ?? '',
    isMandatory: practice?.isMandatory ?? PRACTICE_DEFAULTS.isMandatory,
    status: practice?.status ?? 'scheduled',
  };
}

export function PracticeFormDialog({ teamId, practice }: { teamId: string; practice?: Practice }) {
  return (
    <TeamItemFormDialog
      editing={practice?.title}
      addTrigger={
        <Button>
          <CalendarPlus aria-hidden="true" /> Schedule Practice
        </Button>
      }
      title={practice ? 'Edit Practice' : 'Schedule Practice'}
      description={`Times are in your time zone (${viewerTimeZone()}).`}
      className="max-w-xl"
    >
      {(onDone) => <PracticeForm teamId={teamId} practice={practice} onDone={onDone} />}
    </TeamItemFormDialog>
  );
}

function PracticeForm({ teamId, practice, onDone }: { teamId: string; practice?: Practice; onDone: () => void }) {
  const createPractice = useCreatePractice(teamId);
  const updatePractice = useUpdatePractice(teamId);
  const form = useForm<PracticeFormValues, unknown, PracticeFormOutput>({
    resolver: zodResolver(practiceFormSchema),
    defaultValues: defaultsFor(practice),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = teamItemSubmit(form, {
    id: practice?.id,
    data: (values) => ({ ...values, scheduledAt: fromDateTimeLocalValue(values.scheduledAt) }),
    create: createPractice,
    update: updatePractice,
    texts: practice
      ? { saved: 'Practice Updated', failed: 'Failed to update practice.' }
      : { saved: 'Practice Scheduled', failed: 'Failed to schedule practice.' },
    fieldNames: FIELD_NAMES,
    onDone,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} aria-required="true" autoComplete="off" {...form.register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date and time" error={errors.scheduledAt?.message}>
          {(control) => <Input {...control} type="datetime-local" aria-required="true" {...form.register('scheduledAt')} />}
        </FormField>
        <FormField label="Duration (minutes)" error={errors.durationMinutes?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={1440}
              step={1}
              aria-required="true"
              {...form.register('durationMinutes')}
            />
          )}
        </FormField>
      </div>
      <FormField label="Location" error={errors.location?.message}>
        {(control) => <Input {...control} autoComplete="off" placeholder="Discord, lab room 2, ..." {...form.register('location')} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ControlledSwitchField control={form.control} name="isMandatory" label="Mandatory" description="Every player is expected." whenUnset />
        <FormField label="Status" error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('status')}>
              {PRACTICE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormActions
        submitLabel={practice ? 'Save Practice' : 'Schedule Practice'}
        pendingLabel="Saving..."
        isPending={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}
