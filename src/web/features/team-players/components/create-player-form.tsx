/**
 * The /players/create form (issue 11.8): minimal fields, validated with the
 * contract's createTeamPlayerSchema, the same one the server applies.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AppError } from '#shared/app-error.ts';
import { GAME_CATALOG, gameBySlug } from '#shared/recruiting/game-catalog.ts';
import { classYearBounds, createTeamPlayerSchema, type CreateTeamPlayerBody, type CreateTeamPlayerInput } from '#shared/contracts/team-players.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';

const FIELD_NAMES = ['displayName', 'firstName', 'lastName', 'email', 'guardianEmail', 'teamId', 'game', 'role', 'classYear'] as const;

export interface CreatePlayerFormProps {
  teams: { id: string; name: string }[];
  onSubmit: (values: CreateTeamPlayerBody) => Promise<void>;
}

export function CreatePlayerForm({ teams, onSubmit }: CreatePlayerFormProps) {
  const form = useForm<CreateTeamPlayerInput, unknown, CreateTeamPlayerBody>({
    resolver: zodResolver(createTeamPlayerSchema),
    defaultValues: {
      displayName: '',
      firstName: '',
      lastName: '',
      email: '',
      isMinor: false,
      guardianEmail: '',
      teamId: teams.length === 1 ? teams[0]!.id : '',
      game: '' as CreateTeamPlayerInput['game'],
      role: '',
      classYear: undefined as unknown as number,
      sendClaimLink: true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [game, isMinor] = useWatch({ control: form.control, name: ['game', 'isMinor'] });
  const roles = gameBySlug(game ?? '')?.roles ?? [];
  const years = classYearBounds();

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

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <FormField label="Display name" description="The name or gamertag shown on the profile." error={errors.displayName?.message}>
        {(control) => <Input {...control} maxLength={60} {...form.register('displayName')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" description="Optional." error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="off" maxLength={60} {...form.register('firstName')} />}
        </FormField>
        <FormField label="Last name" description="Optional." error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="off" maxLength={60} {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField label="Player's email" description="The player signs in with this address after claiming the profile." error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4" {...form.register('isMinor')} />
        Player is under 18
      </label>
      {isMinor ? (
        <FormField
          label="Parent or guardian email"
          description="For a player under 18 the claim link goes to the parent or guardian, never to the player."
          error={errors.guardianEmail?.message}
        >
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('guardianEmail')} />}
        </FormField>
      ) : null}
      <FormField label="Team" error={errors.teamId?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('teamId')}>
            <ChoiceOptions values={teams.map((team) => team.id)} labels={Object.fromEntries(teams.map((team) => [team.id, team.name]))} placeholder="Choose a team" />
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Game" error={errors.game?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('game', { onChange: () => form.setValue('role', '') })}>
              <ChoiceOptions values={GAME_CATALOG.map((entry) => entry.slug)} labels={Object.fromEntries(GAME_CATALOG.map((entry) => [entry.slug, entry.name]))} placeholder="Choose a game" />
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          {(control) => (
            <NativeSelect {...control} disabled={roles.length === 0} {...form.register('role')}>
              <ChoiceOptions values={roles} placeholder={roles.length === 0 ? 'Choose a game first' : 'Choose a role'} />
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Class year" description={`${years.min} to ${years.max}`} error={errors.classYear?.message}>
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={years.min} max={years.max} step={1} {...form.register('classYear', { valueAsNumber: true })} />
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4" {...form.register('sendClaimLink')} />
        Send the claim link now
      </label>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> Creating...
            </>
          ) : (
            'Create player'
          )}
        </Button>
      </div>
    </form>
  );
}
