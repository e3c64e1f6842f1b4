/**
 * Adding or changing a program (spec 6 "Can manage a program"): a dialog
 * with the program's fields, validated with the contract the server
 * applies; a refusal's field messages land on their fields and the dialog
 * stays open. The rank selects and role choices follow the chosen game.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AppError } from '#shared/app-error.ts';
import {
  PROGRAM_TRYOUT_NOTES_MAX,
  programInputSchema,
  type CollegeEdit,
  type ProgramFields,
} from '#shared/contracts/college-edit.ts';
import { PROGRAM_LEVEL_LABELS, PROGRAM_LEVELS } from '#shared/recruiting/program-levels.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ControlledSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { ClassYearsField } from './class-years-field.tsx';
import { fromLocalInputValue, programFieldNames, toLocalInputValue, type ProgramFormValues } from './program-form-values.ts';
import { RolesNeededEditor } from './roles-needed-editor.tsx';

export interface ProgramFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  defaultValues: ProgramFormValues;
  titles: CollegeEdit['titles'];
  /** Teams the user may link, plus the program's current team. */
  teams: CollegeEdit['teams'];
  /** Saves; a thrown AppError's field messages land on the fields, any other message above the buttons. Resolves when saved. */
  onSubmit: (values: ProgramFields) => Promise<void>;
}

export function ProgramFormDialog(props: ProgramFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so each opening starts from the program's saved values. */}
        {props.open ? <ProgramForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProgramForm({ defaultValues, titles, teams, submitLabel, onOpenChange, onSubmit }: ProgramFormDialogProps) {
  const form = useForm<ProgramFormValues, unknown, ProgramFields>({ resolver: zodResolver(programInputSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [titleSlug, roleRows] = useWatch({ control: form.control, name: ['titleSlug', 'rolesNeeded'] });
  const title = titles.find((candidate) => candidate.slug === titleSlug);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, programFieldNames(roleRows.length))) {
        setFormError(error instanceof AppError || error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      }
    }
  });

  /** A new game: ranks of the old game's ladder and roles it does not have are cleared. */
  const titleField = form.register('titleSlug', {
    onChange: (event: { target: { value: string } }) => {
      const roles = titles.find((candidate) => candidate.slug === event.target.value)?.roles ?? [];
      form.setValue('minTierId', '');
      form.setValue('targetTierId', '');
      form.setValue(
        'rolesNeeded',
        form.getValues('rolesNeeded').filter((need) => roles.includes(need.role)),
      );
    },
  });

  const tierSelect = (name: 'minTierId' | 'targetTierId', label: string) => (
    <FormField label={label} description={title ? undefined : 'Choose a game first.'} error={errors[name]?.message}>
      {(control) => (
        <NativeSelect {...control} disabled={!title} {...form.register(name)}>
          <option value="">No {label.toLowerCase()}</option>
          {title?.tiers.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Game" error={errors.titleSlug?.message}>
          {(control) => (
            <NativeSelect {...control} {...titleField}>
              <ChoiceOptions values={titles.map((candidate) => candidate.slug)} labels={Object.fromEntries(titles.map((candidate) => [candidate.slug, candidate.name]))} placeholder="Choose a game" />
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Level" error={errors.level?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('level')}>
              <ChoiceOptions values={PROGRAM_LEVELS} labels={PROGRAM_LEVEL_LABELS} placeholder="Choose a level" />
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Roster size" description="Players on the roster (1 to 100)." error={errors.rosterSize?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={100} step={1} {...form.register('rosterSize')} />}
        </FormField>
        <FormField label="Open spots" description="Spots you are recruiting for, at most the roster size." error={errors.openSpots?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register('openSpots')} />}
        </FormField>
      </div>

      <RolesNeededEditor control={form.control} register={form.register} errors={errors.rolesNeeded} roles={title?.roles} />

      <Controller
        control={form.control}
        name="classYears"
        render={({ field }) => <ClassYearsField value={field.value} onChange={field.onChange} error={errors.classYears?.message} />}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        {tierSelect('minTierId', 'Minimum rank')}
        {tierSelect('targetTierId', 'Target rank')}
        <FormField label="Minimum GPA" description="Optional, on the 4.0 scale." error={errors.minGpa?.message}>
          {(control) => <Input {...control} type="number" inputMode="decimal" min={0} max={4} step={0.01} {...form.register('minGpa')} />}
        </FormField>
        <FormField label="Linked team" description="Optional. Its roster for this game shows as the program's current roster." error={errors.teamId?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('teamId')}>
              <option value="">No linked team</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Scholarship minimum (USD a year)" description="Leave both empty when the program offers none." error={errors.scholarshipMin?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} {...form.register('scholarshipMin')} />}
        </FormField>
        <FormField label="Scholarship maximum (USD a year)" error={errors.scholarshipMax?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} {...form.register('scholarshipMax')} />}
        </FormField>
      </div>

      <ControlledSwitchField control={form.control} name="isRecruiting" label="Recruiting now" description="Shown as Recruiting on the college page and in the directory." />

      <FormField
        label="Tryout notes"
        description={`Optional. Plain text, up to ${PROGRAM_TRYOUT_NOTES_MAX.toLocaleString('en-US')} characters.`}
        error={errors.tryoutNotes?.message}
      >
        {(control) => <Textarea {...control} rows={4} {...form.register('tryoutNotes')} />}
      </FormField>

      <Controller
        control={form.control}
        name="tryoutsAt"
        render={({ field }) => (
          <FormField
            label="Next tryouts"
            description="Optional. Your time zone. Players with this program on their college board see it as a deadline."
            error={errors.tryoutsAt?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={toLocalInputValue(field.value)}
                onChange={(event) => field.onChange(fromLocalInputValue(event.target.value))}
              />
            )}
          </FormField>
        )}
      />

      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormActions submitLabel={submitLabel} pendingLabel="Saving..." isPending={isSubmitting} onCancel={() => onOpenChange(false)} />
    </form>
  );
}
