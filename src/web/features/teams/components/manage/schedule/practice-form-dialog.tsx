/** Schedule or edit a practice (spec 5: title, date and time, and duration required; mandatory on by default). */
import { isValid } from 'date-fns';
import { CalendarPlus } from 'lucide-react';
import { z } from 'zod';
import { practiceInputSchema, type Practice } from '#shared/contracts/teams-schedule.ts';
import { PRACTICE_DEFAULTS } from '#shared/constants.ts';
import { PRACTICE_STATUSES } from '#shared/value-sets.ts';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { InputField, TextareaField } from '#web/components/ui/form-text-fields.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useCreatePractice, useUpdatePractice } from '#web/features/teams/api/schedule/practices.ts';
import { ControlledSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { fromDateTimeLocalValue, toDateTimeLocalValue, viewerTimeZone } from '../format-team-dates.ts';
import { TeamItemFormDialog } from '../team-item-form-dialog.tsx';
import { TeamItemForm, teamItemFormKind, useTeamItemForm } from '../team-item-form.tsx';

/** The shared rules, with the date and time as a datetime-local value in the viewer's zone. */
const practiceFormSchema = practiceInputSchema.extend({
  scheduledAt: z
    .string()
    .min(1, 'Date and time is required')
    .refine((value) => isValid(new Date(value)), 'Enter a valid date and time'),
});
type PracticeFormValues = z.input<typeof practiceFormSchema>;

const FIELD_NAMES = ['title', 'description', 'scheduledAt', 'durationMinutes', 'location', 'isMandatory', 'status'] as const;

const TEXTS = {
  added: { saved: 'Practice Scheduled', failed: 'Failed to schedule practice.' },
  updated: { saved: 'Practice Updated', failed: 'Failed to update practice.' },
};

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

const practiceForm = teamItemFormKind({
  schema: practiceFormSchema,
  defaults: defaultsFor,
  data: (values) => ({ ...values, scheduledAt: fromDateTimeLocalValue(values.scheduledAt) }),
  texts: TEXTS,
  fieldNames: FIELD_NAMES,
});

export function PracticeFormDialog({ teamId, practice }: { teamId: string; practice?: Practice }) {
  return (
    <TeamItemFormDialog
      editing={practice?.title}
      addButton={{ icon: CalendarPlus, label: 'Schedule Practice' }}
      title={practice ? 'Edit Practice' : 'Schedule Practice'}
      description={`Times are in your time zone (${viewerTimeZone()}).`}
      className="max-w-xl"
    >
      {(onDone) => <PracticeForm teamId={teamId} practice={practice} onDone={onDone} />}
    </TeamItemFormDialog>
  );
}

function PracticeForm({ teamId, practice, onDone }: { teamId: string; practice?: Practice; onDone: () => void }) {
  const { form, errors, formProps } = useTeamItemForm(practiceForm, practice, { create: useCreatePractice(teamId), update: useUpdatePractice(teamId), onDone });

  return (
    <TeamItemForm {...formProps} submitLabel={practice ? 'Save Practice' : 'Schedule Practice'}>
      <InputField label="Title" error={errors.title?.message} aria-required="true" autoComplete="off" {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Date and time" error={errors.scheduledAt?.message} type="datetime-local" aria-required="true" {...form.register('scheduledAt')} />
        <InputField
          label="Duration (minutes)"
          error={errors.durationMinutes?.message}
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          step={1}
          aria-required="true"
          {...form.register('durationMinutes')}
        />
      </div>
      <InputField label="Location" error={errors.location?.message} autoComplete="off" placeholder="Discord, lab room 2, ..." {...form.register('location')} />
      <TextareaField label="Description" error={errors.description?.message} rows={3} {...form.register('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ControlledSwitchField control={form.control} name="isMandatory" label="Mandatory" description="Every player is expected." whenUnset />
        <FormField label="Status" error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('status')}>
              <ChoiceOptions values={PRACTICE_STATUSES} />
            </NativeSelect>
          )}
        </FormField>
      </div>
    </TeamItemForm>
  );
}
