/**
 * Schedule or edit a practice (spec 5: title, date and time, and duration
 * required; mandatory on by default). A new practice can repeat weekly on
 * chosen days until a date; an occurrence of a series is edited alone or
 * with the following ones (docs/decisions/072).
 */
import { isValid } from 'date-fns';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  PRACTICE_SERIES_LIMITS,
  PRACTICE_SERIES_TEXTS,
  SERIES_SCOPES,
  seriesProblem,
  type CreatedSeries,
} from '#shared/contracts/practice-series.ts';
import { practiceInputSchema, type Practice } from '#shared/contracts/teams-schedule.ts';
import { PRACTICE_DEFAULTS } from '#shared/constants.ts';
import { PRACTICE_STATUSES } from '#shared/value-sets.ts';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { InputField, TextareaField } from '#web/components/ui/form-text-fields.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useCreatePractice, useCreatePracticeSeries, useUpdatePractice } from '#web/features/teams/api/schedule/practices.ts';
import { ControlledSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { fromDateTimeLocalValue, toDateTimeLocalValue, viewerTimeZone } from '../format-team-dates.ts';
import { TeamItemFormDialog } from '../team-item-form-dialog.tsx';
import { TeamItemForm, teamItemFormKind, useTeamItemForm } from '../team-item-form.tsx';
import { SeriesScopeField } from './series-scope-field.tsx';
import { WeekdaysField } from './weekdays-field.tsx';

/** The shared rules, with the date and time as a datetime-local value in the viewer's zone, and the repeat. */
const practiceFormSchema = practiceInputSchema
  .extend({
    scheduledAt: z
      .string()
      .min(1, 'Date and time is required')
      .refine((value) => isValid(new Date(value)), 'Enter a valid date and time'),
    repeat: z.boolean(),
    weekdays: z.array(z.number()),
    untilDate: z.string(),
    scope: z.enum(SERIES_SCOPES),
  })
  .superRefine((values, ctx) => {
    if (!values.repeat) return;
    if (values.weekdays.length === 0) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: PRACTICE_SERIES_TEXTS.weekdays });
    if (!values.untilDate) ctx.addIssue({ code: 'custom', path: ['untilDate'], message: PRACTICE_SERIES_TEXTS.untilRequired });
    const start = new Date(values.scheduledAt);
    if (values.weekdays.length === 0 || !values.untilDate || !isValid(start)) return;
    const problem = seriesProblem(start, viewerTimeZone(), values.weekdays, values.untilDate);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
type PracticeFormValues = z.input<typeof practiceFormSchema>;

const FIELD_NAMES = ['title', 'description', 'scheduledAt', 'durationMinutes', 'location', 'isMandatory', 'status', 'weekdays', 'untilDate'] as const;

const TEXTS = {
  added: {
    saved: (result: unknown) => {
      const count = (result as Partial<CreatedSeries> | undefined)?.count;
      return count && count > 1 ? `${count} practices scheduled` : 'Practice Scheduled';
    },
    failed: 'Failed to schedule practice.',
  },
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
    repeat: false,
    weekdays: [],
    untilDate: '',
    scope: 'one',
  };
}

const practiceForm = teamItemFormKind({
  schema: practiceFormSchema,
  defaults: defaultsFor,
  data: ({ repeat, weekdays, untilDate, scope, ...values }) => ({
    practice: { ...values, scheduledAt: fromDateTimeLocalValue(values.scheduledAt) },
    repeat: repeat ? { weekdays, untilDate, timeZone: viewerTimeZone() } : null,
    scope,
  }),
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
  const create = useCreatePractice(teamId);
  const createSeries = useCreatePracticeSeries(teamId);
  const update = useUpdatePractice(teamId);
  const { form, errors, formProps } = useTeamItemForm(practiceForm, practice, {
    create: {
      mutateAsync: ({ practice: values, repeat }) => (repeat ? createSeries.mutateAsync({ ...values, ...repeat }) : create.mutateAsync(values)),
    },
    update: { mutateAsync: ({ id, data }) => update.mutateAsync({ id, data: data.practice, scope: data.scope }) },
    onDone,
  });
  const repeat = useWatch({ control: form.control, name: 'repeat' });

  return (
    <TeamItemForm {...formProps} submitLabel={practice ? 'Save Practice' : 'Schedule Practice'}>
      {practice?.seriesId ? <SeriesScopeField legend="Change" radio={() => form.register('scope')} /> : null}
      <InputField label="Title" error={errors.title?.message} aria-required="true" autoComplete="off" {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={repeat ? 'First date and time' : 'Date and time'}
          error={errors.scheduledAt?.message}
          type="datetime-local"
          aria-required="true"
          {...form.register('scheduledAt')}
        />
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
      {practice ? null : (
        <>
          <ControlledSwitchField
            control={form.control}
            name="repeat"
            label="Repeat weekly"
            description="Schedule it on the chosen days every week until a date."
          />
          {repeat ? (
            <div className="grid gap-4 rounded-md border p-3">
              <Controller
                control={form.control}
                name="weekdays"
                render={({ field }) => <WeekdaysField value={field.value} onChange={field.onChange} error={errors.weekdays?.message} />}
              />
              <InputField
                label="Until"
                type="date"
                aria-required="true"
                error={errors.untilDate?.message}
                description={`The last day of the series: at most ${PRACTICE_SERIES_LIMITS.weeks} weeks and ${PRACTICE_SERIES_LIMITS.occurrences} practices.`}
                {...form.register('untilDate')}
              />
            </div>
          ) : null}
        </>
      )}
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
