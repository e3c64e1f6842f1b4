/** Add or edit a tournament (spec 5: name and start date required, type online by default, prize pool optional with step 0.01). */
import Plus from 'lucide-react/icons/plus';
import { z } from 'zod';
import { tournamentInputSchema, type Tournament } from '#shared/contracts/teams-schedule.ts';
import { TOURNAMENT_STATUSES, TOURNAMENT_TYPES } from '#shared/value-sets.ts';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { InputField, TextareaField } from '#web/components/ui/form-text-fields.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useCreateTournament, useUpdateTournament } from '#web/features/teams/api/schedule/tournaments.ts';
import { valueLabel } from '../role-labels.ts';
import { TOURNAMENT_TYPE_LABELS } from './tournament-labels.ts';
import { TeamItemFormDialog } from '../team-item-form-dialog.tsx';
import { TeamItemForm, teamItemFormKind, useTeamItemForm } from '../team-item-form.tsx';

/** The shared rules; an empty prize pool is "none" (not 0) and an empty start date says it is required. */
const tournamentFormSchema = tournamentInputSchema.extend({
  startDate: z.string().min(1, 'Start date is required').pipe(tournamentInputSchema.shape.startDate),
  prizePool: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    tournamentInputSchema.shape.prizePool,
  ),
});
type TournamentFormValues = z.input<typeof tournamentFormSchema>;

const FIELD_NAMES = ['name', 'description', 'tournamentType', 'startDate', 'prizePool', 'placement', 'status'] as const;

const TEXTS = {
  added: { saved: 'Tournament Added', failed: 'Failed to add tournament.' },
  updated: { saved: 'Tournament updated', failed: 'Failed to update tournament.' },
};

function defaultsFor(tournament?: Tournament): TournamentFormValues {
  return {
    name: tournament?.name ?? '',
    description: tournament?.description ?? '',
    tournamentType: tournament?.tournamentType ?? 'online',
    startDate: tournament?.startDate ?? '',
    prizePool: tournament?.prizePool ?? '',
    placement: tournament?.placement ?? '',
    status: tournament?.status ?? 'upcoming',
  };
}

const tournamentForm = teamItemFormKind({
  schema: tournamentFormSchema,
  defaults: defaultsFor,
  data: (values) => values,
  texts: TEXTS,
  fieldNames: FIELD_NAMES,
});

export function TournamentFormDialog({ teamId, tournament }: { teamId: string; tournament?: Tournament }) {
  return (
    <TeamItemFormDialog
      editing={tournament?.name}
      addButton={{ icon: Plus, label: 'Add Tournament' }}
      title={tournament ? 'Edit Tournament' : 'Add Tournament'}
      description="Name and start date are required."
      className="max-w-xl"
    >
      {(onDone) => <TournamentForm teamId={teamId} tournament={tournament} onDone={onDone} />}
    </TeamItemFormDialog>
  );
}

function TournamentForm({ teamId, tournament, onDone }: { teamId: string; tournament?: Tournament; onDone: () => void }) {
  const { form, errors, formProps } = useTeamItemForm(tournamentForm, tournament, { create: useCreateTournament(teamId), update: useUpdateTournament(teamId), onDone });

  return (
    <TeamItemForm {...formProps} submitLabel={tournament ? 'Save Tournament' : 'Add Tournament'}>
      <InputField label="Name" error={errors.name?.message} required autoComplete="off" {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Start date" error={errors.startDate?.message} type="date" required {...form.register('startDate')} />
        <FormField label="Type" error={errors.tournamentType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('tournamentType')}>
              <ChoiceOptions values={TOURNAMENT_TYPES} labels={TOURNAMENT_TYPE_LABELS} />
            </NativeSelect>
          )}
        </FormField>
        <InputField
          label="Prize pool (USD)"
          description="Optional."
          error={errors.prizePool?.message}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...form.register('prizePool')}
        />
        <InputField
          label="Placement"
          description="Optional, e.g. 1st or Top 8."
          error={errors.placement?.message}
          autoComplete="off"
          {...form.register('placement')}
        />
      </div>
      <FormField label="Status" error={errors.status?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('status')}>
            {TOURNAMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {valueLabel(status)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <TextareaField label="Description" error={errors.description?.message} rows={3} {...form.register('description')} />
    </TeamItemForm>
  );
}
