/**
 * The team's own fields (Create Team and the General section of Team
 * Settings), validated with the contract's createTeamSchema, the same one
 * the server applies.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { createTeamSchema, ORGANIZATION_TYPE_LABELS, TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { ORGANIZATION_TYPES } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ImageUploadField } from '#web/components/ui/image-upload-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { TeamLogo } from './team-logo.tsx';

export type TeamFormValues = z.input<typeof createTeamSchema>;
export type TeamFormOutput = z.output<typeof createTeamSchema>;

export const NEW_TEAM_VALUES: TeamFormValues = {
  name: '',
  description: '',
  logoUrl: '',
  // Chosen by the user: the empty value shows "Choose an organization type" until then.
  organizationType: '' as TeamFormValues['organizationType'],
  maxRosterSize: 10,
};

const FIELD_NAMES = ['name', 'description', 'logoUrl', 'organizationType', 'maxRosterSize'] as const;

/** createTeamSchema, plus Team Settings' rule that the roster cannot shrink below its active players. */
function teamFormSchema(minRosterSize: number) {
  if (minRosterSize <= 1) return createTeamSchema;
  return createTeamSchema.refine((value) => value.maxRosterSize >= minRosterSize, {
    message: TEAM_TEXTS.maxRosterBelowPlayers(minRosterSize),
    path: ['maxRosterSize'],
  });
}

export interface TeamFormProps {
  defaultValues: TeamFormValues;
  /** Active players now (Team Settings); the max roster size cannot go below it. */
  activePlayers?: number;
  submitLabel: string;
  pendingLabel: string;
  /** Archived teams are read-only. */
  disabled?: boolean;
  /** A logo link from before uploads is kept but no longer shown (docs/decisions/057). */
  hasOldLogoLink?: boolean;
  cancel?: ReactNode;
  /** Saves; a thrown AppError's field messages land on the fields, any other message above the buttons. */
  onSubmit: (values: TeamFormOutput) => Promise<void>;
}

export function TeamForm({ defaultValues, activePlayers = 0, submitLabel, pendingLabel, disabled = false, hasOldLogoLink = false, cancel, onSubmit }: TeamFormProps) {
  const form = useForm<TeamFormValues, unknown, TeamFormOutput>({
    resolver: zodResolver(teamFormSchema(activePlayers)),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [name, logoUrl] = useWatch({ control: form.control, name: ['name', 'logoUrl'] });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELD_NAMES)) {
        setFormError(error instanceof AppError || error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      }
    }
  });

  const rosterHelp =
    activePlayers > 0
      ? `How many players the roster holds. It cannot go below the ${activePlayers} active ${activePlayers === 1 ? 'player' : 'players'} now on the team.`
      : 'How many players the roster holds (1 to 500).';

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {/* Not disabled while submitting: a server field error must be able to focus its field. */}
      <fieldset disabled={disabled} className="grid min-w-0 gap-5">
        <FormField label="Team name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="organization" maxLength={80} {...form.register('name')} />}
        </FormField>

        <FormField label="Description" description="Optional. Shown to people looking at your team." error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={4} {...form.register('description')} />}
        </FormField>

        <ImageUploadField
          label="Team logo"
          description="Optional. A square image; without one the team's initials are shown."
          value={logoUrl ?? ''}
          onChange={(url) => form.setValue('logoUrl', url, { shouldDirty: true })}
          error={errors.logoUrl?.message}
          disabled={disabled}
          hasOldLink={hasOldLogoLink && !form.formState.dirtyFields.logoUrl}
          preview={(url) => <TeamLogo name={name || '?'} logoUrl={url} className="size-20" />}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Organization type" error={errors.organizationType?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('organizationType')}>
                <option value="" disabled>
                  Choose an organization type
                </option>
                {ORGANIZATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ORGANIZATION_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <FormField label="Max roster size" description={rosterHelp} error={errors.maxRosterSize?.message}>
            {(control) => (
              <Input {...control} type="number" inputMode="numeric" min={Math.max(1, activePlayers)} max={500} step={1} {...form.register('maxRosterSize')} />
            )}
          </FormField>
        </div>
      </fieldset>

      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <div className="flex flex-wrap justify-end gap-2">
        {cancel}
        <Button type="submit" disabled={disabled || isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> {pendingLabel}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </div>
    </form>
  );
}
