/**
 * Onboarding step "Visibility and family" (also the profile page's in-place
 * editor): who sees the profile, open to, recruiting status. A player under
 * 18 reads what a guardian's approval means for the choice (RECRUITING.md
 * "Visibility and minors"): nobody else sees the profile before it, and
 * Public needs the guardian's own Public approval.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  PROFILE_SETUP_TEXTS,
  visibilityStepSchema,
  type ProfileSetupDraft,
  type VisibilityStep,
  type VisibilityStepInput,
} from '#shared/contracts/profile-setup.ts';
import { profileAudienceText } from '#shared/access/profile-audience.ts';
import { OPEN_TO_VALUES, PROFILE_VISIBILITIES, RECRUITING_STATUSES } from '#shared/value-sets.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
import { useSaveSetupStep } from '../../api/save-setup-step.ts';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { StepFormActions } from './step-form-actions.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELD_NAMES = ['visibility', 'openTo', 'recruitingStatus'] as const;

export const VISIBILITY_CHOICES: Record<(typeof PROFILE_VISIBILITIES)[number], { label: string; description: string }> = {
  public: { label: 'Public', description: 'Anyone can find and view your profile, signed in or not.' },
  recruiters_only: { label: 'Recruiters only', description: 'College staff, coaches and your own team staff.' },
  private: { label: 'Private', description: 'Only you (and your parent or guardian).' },
};
export const OPEN_TO_LABELS: Record<(typeof OPEN_TO_VALUES)[number], string> = {
  college_recruiting: 'College recruiting',
  looking_for_team: 'Looking for a team',
};
export const RECRUITING_STATUS_LABELS: Record<(typeof RECRUITING_STATUSES)[number], string> = {
  open: 'Open to offers',
  verbal: 'Verbally committed',
  committed: 'Committed',
  signed: 'Signed',
  not_looking: 'Not looking',
};

export interface VisibilityStepFormProps {
  initialValues: ProfileSetupDraft['visibility'];
  isMinor: boolean;
  /** For a minor: what an active guardian approved (null: nothing yet). */
  guardianApprovedVisibility?: ProfileSetupDraft['guardian']['approvedVisibility'];
  /** For a minor: a guardian withdrew their approval. */
  guardianRevoked?: boolean;
  deletionRequested?: boolean;
  onSaved: (draft: ProfileSetupDraft) => void;
  onBack?: () => void;
  submitLabel?: string;
}

/**
 * For a minor: who will see the profile with the current choice once
 * published, from the rule the server applies (docs/decisions/067); null
 * for an adult, whose choice is the audience.
 */
function minorNote(props: VisibilityStepFormProps, chosen: VisibilityStepInput['visibility'] | undefined) {
  if (!props.isMinor || !chosen) return null;
  return profileAudienceText(
    {
      isMinor: true,
      isPublished: true,
      visibility: chosen,
      guardianApprovedVisibility: props.guardianApprovedVisibility ?? null,
      deletionRequested: props.deletionRequested ?? false,
      guardianRevoked: props.guardianRevoked ?? false,
    },
    { kind: 'owner' },
  );
}

export function VisibilityStepForm(props: VisibilityStepFormProps) {
  const { initialValues, isMinor, onSaved, onBack, submitLabel } = props;
  const form = useForm<VisibilityStepInput, unknown, VisibilityStep>({ resolver: zodResolver(visibilityStepSchema), defaultValues: initialValues });
  const save = useSaveSetupStep('visibility');
  const { submit, formError } = useStepSubmit(form, (values) => save.mutateAsync(values), () => FIELD_NAMES, onSaved);
  const { errors, isSubmitting } = form.formState;
  const note = minorNote(props, useWatch({ control: form.control, name: 'visibility' }));
  const descriptionOf = (value: (typeof PROFILE_VISIBILITIES)[number]) =>
    isMinor && value === 'public' ? PROFILE_SETUP_TEXTS.minorPublicDescription : VISIBILITY_CHOICES[value].description;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Who can see my profile</legend>
        <Controller
          control={form.control}
          name="visibility"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} aria-label="Who can see my profile">
              {PROFILE_VISIBILITIES.map((value) => (
                <label key={value} className="flex items-start gap-3 rounded-md border p-3 text-sm">
                  <RadioGroupItem value={value} className="mt-0.5" aria-describedby={`visibility-${value}-description`} />
                  <span className="grid gap-0.5">
                    <span className="font-medium">{VISIBILITY_CHOICES[value].label}</span>
                    <span id={`visibility-${value}-description`} className="text-muted-foreground">
                      {descriptionOf(value)}
                    </span>
                  </span>
                </label>
              ))}
            </RadioGroup>
          )}
        />
        {errors.visibility ? <p className="text-sm font-medium text-destructive">{errors.visibility.message}</p> : null}
        {note ? (
          <p role="status" className="text-sm text-muted-foreground">
            {note}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Open to</legend>
        <Controller
          control={form.control}
          name="openTo"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {OPEN_TO_VALUES.map((value) => {
                const current = field.value ?? [];
                return (
                  <label key={value} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={current.includes(value)}
                      onChange={(event) => field.onChange(event.target.checked ? [...current, value] : current.filter((item) => item !== value))}
                    />
                    {OPEN_TO_LABELS[value]}
                  </label>
                );
              })}
            </div>
          )}
        />
      </fieldset>
      <FormField label="Recruiting status" error={errors.recruitingStatus?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('recruitingStatus')}>
            <ChoiceOptions values={RECRUITING_STATUSES} labels={RECRUITING_STATUS_LABELS} />
          </NativeSelect>
        )}
      </FormField>
      <StepFormActions formError={formError} isSubmitting={isSubmitting} submitLabel={submitLabel} onBack={onBack} />
    </form>
  );
}
