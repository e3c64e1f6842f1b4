/**
 * Onboarding step "Who you are" (also the profile page's in-place editor):
 * display name, the profile URL (suggested from the name until edited,
 * checked as typing pauses), names, and for players a headline and bio.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { identityStepSchema, suggestSlug, type IdentityStep, type IdentityStepInput, type ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import type { SetupKind } from '#shared/account/profile-setup-steps.ts';
import { US_STATE_CODES, US_STATES } from '#shared/recruiting/us-states.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { browserTimeZone, TimeZoneOptions } from '#web/components/ui/time-zone-options.tsx';
import { paths } from '#web/config/paths.ts';
import { useSlugAvailability } from '../../api/check-slug-available.ts';
import { useSaveSetupStep } from '../../api/save-setup-step.ts';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { StepFormActions } from './step-form-actions.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELD_NAMES = ['displayName', 'slug', 'firstName', 'lastName', 'headline', 'bio', 'city', 'state', 'timeZone'] as const;


export interface IdentityStepFormProps {
  initialValues: ProfileSetupDraft['identity'];
  kind: SetupKind;
  /** True before the first save: the URL follows the display name and the time zone defaults to the browser's. */
  isFirstVisit?: boolean;
  onSaved: (draft: ProfileSetupDraft) => void;
  onBack?: () => void;
  submitLabel?: string;
}

function startValues(initial: ProfileSetupDraft['identity'], isFirstVisit: boolean): IdentityStepInput {
  return {
    ...initial,
    slug: isFirstVisit ? suggestSlug(initial.displayName) || initial.slug : initial.slug,
    firstName: initial.firstName ?? '',
    lastName: initial.lastName ?? '',
    headline: initial.headline ?? '',
    bio: initial.bio ?? '',
    city: initial.city ?? '',
    state: initial.state ?? '',
    timeZone: initial.timeZone ?? (isFirstVisit ? browserTimeZone() : ''),
  };
}

export function IdentityStepForm({ initialValues, kind, isFirstVisit = false, onSaved, onBack, submitLabel }: IdentityStepFormProps) {
  const form = useForm<IdentityStepInput, unknown, IdentityStep>({
    resolver: zodResolver(identityStepSchema),
    defaultValues: startValues(initialValues, isFirstVisit),
  });
  const save = useSaveSetupStep('identity');
  const { submit, formError } = useStepSubmit(form, (values) => save.mutateAsync(values), () => FIELD_NAMES, onSaved);
  const { errors, isSubmitting } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' }) ?? '';
  const availability = useSlugAvailability(slug, initialValues.slug);
  const displayNameField = form.register('displayName', {
    onChange: (event: { target: { value: string } }) => {
      if (isFirstVisit && !form.getFieldState('slug').isDirty) form.setValue('slug', suggestSlug(event.target.value));
    },
  });
  const slugStatus = availability.data && availability.data.slug === slug.trim() ? availability.data : null;
  const isPlayer = kind === 'player';

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <FormField label="Display name" description="Your gamertag or the name you go by." error={errors.displayName?.message}>
        {(control) => <Input {...control} autoComplete="nickname" maxLength={50} {...displayNameField} />}
      </FormField>
      <FormField
        label="Profile URL"
        description={
          <span aria-live="polite">
            {paths.player.getHref(slug.trim() || '...')}
            {slugStatus ? ` · ${slugStatus.available ? 'Available' : slugStatus.message}` : ''}
          </span>
        }
        error={errors.slug?.message}
      >
        {(control) => <Input {...control} autoCapitalize="none" spellCheck={false} maxLength={40} {...form.register('slug')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" description="Optional. Hidden from the public for players under 18." error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" maxLength={50} {...form.register('firstName')} />}
        </FormField>
        <FormField label="Last name" description="Optional." error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" maxLength={50} {...form.register('lastName')} />}
        </FormField>
      </div>
      {isPlayer ? (
        <>
          <FormField label="Headline" description="One line recruiters see first, e.g. “Controller main, shot-caller”." error={errors.headline?.message}>
            {(control) => <Input {...control} maxLength={120} {...form.register('headline')} />}
          </FormField>
          <FormField label="Bio" description="Optional, up to 2,000 characters." error={errors.bio?.message}>
            {(control) => <Textarea {...control} rows={4} maxLength={2000} {...form.register('bio')} />}
          </FormField>
        </>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="City" description="Optional." error={errors.city?.message}>
          {(control) => <Input {...control} autoComplete="address-level2" maxLength={80} {...form.register('city')} />}
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('state')}>
              <ChoiceOptions values={US_STATE_CODES} labels={US_STATES} emptyLabel="Not set" />
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Time zone" error={errors.timeZone?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('timeZone')}>
              <TimeZoneOptions />
            </NativeSelect>
          )}
        </FormField>
      </div>
      <StepFormActions formError={formError} isSubmitting={isSubmitting} submitLabel={submitLabel} onBack={onBack} />
    </form>
  );
}
