/** Add or edit a tournament (spec 5: name and start date required, type online by default, prize pool optional with step 0.01). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { tournamentInputSchema, type Tournament } from '#shared/contracts/teams-schedule.ts';
import { TOURNAMENT_STATUSES, TOURNAMENT_TYPES } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useCreateTournament, useUpdateTournament } from '#web/features/teams/api/schedule/tournaments.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { valueLabel } from '../role-labels.ts';
import { TOURNAMENT_TYPE_LABELS } from './tournament-labels.ts';
import { TeamItemFormDialog, teamItemSubmit } from '../team-item-form-dialog.tsx';

/** The shared rules; an empty prize pool is "none" (not 0) and an empty start date says it is required. */
const tournamentFormSchema = tournamentInputSchema.extend({
  startDate: z.string().min(1, 'Start date is required').pipe(tournamentInputSchema.shape.startDate),
  prizePool: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    tournamentInputSchema.shape.prizePool,
  ),
});
type TournamentFormValues = z.input<typeof tournamentFormSchema>;
type TournamentFormOutput = z.output<typeof tournamentFormSchema>;

const FIELD_NAMES = ['name', 'description', 'tournamentType', 'startDate', 'prizePool', 'placement', 'status'] as const;

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

export function TournamentFormDialog({ teamId, tournament }: { teamId: string; tournament?: Tournament }) {
  return (
    <TeamItemFormDialog
      editing={tournament?.name}
      addTrigger={
        <Button>
          <Plus aria-hidden="true" /> Add Tournament
        </Button>
      }
      title={tournament ? 'Edit Tournament' : 'Add Tournament'}
      description="Name and start date are required."
      className="max-w-xl"
    >
      {(onDone) => <TournamentForm teamId={teamId} tournament={tournament} onDone={onDone} />}
    </TeamItemFormDialog>
  );
}

function TournamentForm({ teamId, tournament, onDone }: { teamId: string; tournament?: Tournament; onDone: () => void }) {
  const createTournament = useCreateTournament(teamId);
  const updateTournament = useUpdateTournament(teamId);
  const form = useForm<TournamentFormValues, unknown, TournamentFormOutput>({
    resolver: zodResolver(tournamentFormSchema),
    defaultValues: defaultsFor(tournament),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = teamItemSubmit(form, {
    id: tournament?.id,
    data: (values) => values,
    create: createTournament,
    update: updateTournament,
    texts: tournament
      ? { saved: 'Tournament updated', failed: 'Failed to update tournament.' }
      : { saved: 'Tournament Added', failed: 'Failed to add tournament.' },
    fieldNames: FIELD_NAMES,
    onDone,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} required autoComplete="off" {...form.register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start date" error={errors.startDate?.message}>
          {(control) => <Input {...control} type="date" required {...form.register('startDate')} />}
        </FormField>
        <FormField label="Type" error={errors.tournamentType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('tournamentType')}>
              {TOURNAMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TOURNAMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Prize pool (USD)" description="Optional." error={errors.prizePool?.message}>
          {(control) => (
            <Input {...control} type="number" inputMode="decimal" min={0} step={0.01} {...form.register('prizePool')} />
          )}
        </FormField>
        <FormField label="Placement" description="Optional, e.g. 1st or Top 8." error={errors.placement?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('placement')} />}
        </FormField>
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
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </FormField>
      <FormActions
        submitLabel={tournament ? 'Save Tournament' : 'Add Tournament'}
        pendingLabel="Saving..."
        isPending={isSubmitting}
        onCancel={onDone}
      />
    </form>
  );
}
