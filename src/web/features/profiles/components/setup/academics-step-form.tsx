/** Onboarding step "School and academics" (also the profile page's in-place editor). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { academicsStepSchema, classYearRange, type AcademicsStep, type AcademicsStepInput, type ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { ACADEMICS_VISIBILITIES, GPA_SCALES, SCHOOL_TYPES } from '#shared/value-sets.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useSaveSetupStep } from '../../api/save-setup-step.ts';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { CommaListInput } from './comma-list-input.tsx';
import { StepFormActions } from './step-form-actions.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELD_NAMES = ['schoolName', 'schoolType', 'gradYear', 'gpa', 'gpaScale', 'satScore', 'actScore', 'intendedMajors', 'academicsVisibility'] as const;

export const SCHOOL_TYPE_LABELS: Record<(typeof SCHOOL_TYPES)[number], string> = {
  high_school: 'High school',
  college: 'College',
  home_school: 'Home school',
  other: 'Other',
};
export const ACADEMICS_VISIBILITY_LABELS: Record<(typeof ACADEMICS_VISIBILITIES)[number], string> = {
  recruiters: 'College recruiters and coaches',
  public: 'Everyone who can see my profile',
  private: 'Only me',
};

const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

export interface AcademicsStepFormProps {
  initialValues: ProfileSetupDraft['academics'];
  onSaved: (draft: ProfileSetupDraft) => void;
  onBack?: () => void;
  submitLabel?: string;
}

export function AcademicsStepForm({ initialValues, onSaved, onBack, submitLabel }: AcademicsStepFormProps) {
  const form = useForm<AcademicsStepInput, unknown, AcademicsStep>({
    resolver: zodResolver(academicsStepSchema),
    defaultValues: { ...initialValues, schoolName: initialValues.schoolName ?? '', schoolType: initialValues.schoolType ?? '', gpaScale: initialValues.gpaScale ?? '' },
  });
  const save = useSaveSetupStep('academics');
  const { submit, formError } = useStepSubmit(form, (values) => save.mutateAsync(values), () => FIELD_NAMES, onSaved);
  const { errors, isSubmitting } = form.formState;
  const years = classYearRange();
  const number = (field: 'gradYear' | 'gpa' | 'satScore' | 'actScore') => form.register(field, { setValueAs: numberOrNull });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="School name" error={errors.schoolName?.message}>
          {(control) => <Input {...control} maxLength={120} autoComplete="organization" {...form.register('schoolName')} />}
        </FormField>
        <FormField label="School type" error={errors.schoolType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('schoolType')}>
              <ChoiceOptions values={SCHOOL_TYPES} labels={SCHOOL_TYPE_LABELS} emptyLabel="Not set" />
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Class year" description={`Your graduation year, ${years.min} to ${years.max}.`} error={errors.gradYear?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={years.min} max={years.max} step={1} {...number('gradYear')} />}
        </FormField>
        <FormField label="GPA" error={errors.gpa?.message}>
          {(control) => <Input {...control} type="number" inputMode="decimal" min={0} step={0.01} {...number('gpa')} />}
        </FormField>
        <FormField label="GPA scale" error={errors.gpaScale?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('gpaScale')}>
              <ChoiceOptions values={GPA_SCALES} emptyLabel="Not set" />
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="SAT score" description="Optional, 400 to 1600." error={errors.satScore?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={400} max={1600} step={10} {...number('satScore')} />}
        </FormField>
        <FormField label="ACT score" description="Optional, 1 to 36." error={errors.actScore?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={36} step={1} {...number('actScore')} />}
        </FormField>
      </div>
      <FormField label="Intended majors" description="Optional, up to 5. Separate with commas." error={errors.intendedMajors?.message ?? errors.intendedMajors?.[0]?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="intendedMajors"
            render={({ field }) => <CommaListInput {...control} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />}
          />
        )}
      </FormField>
      <FormField label="Who can see my GPA and test scores" error={errors.academicsVisibility?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('academicsVisibility')}>
            <ChoiceOptions values={ACADEMICS_VISIBILITIES} labels={ACADEMICS_VISIBILITY_LABELS} />
          </NativeSelect>
        )}
      </FormField>
      <StepFormActions formError={formError} isSubmitting={isSubmitting} submitLabel={submitLabel} onBack={onBack} />
    </form>
  );
}
