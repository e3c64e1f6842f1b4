/**
 * Recording an outcome (docs/decisions/041), for the screens of other parts
 * to embed: the pipeline board's Committed dialog (`program`: the staff
 * record the player's outcome with their program, confirmed at once) and
 * the player's pipeline page (`own`: the player picks one of their
 * programs; self-reported until the college confirms it, and a minor's
 * waits for a guardian's approval). Status and date; the server's field
 * errors land on the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { OUTCOME_STATUSES } from '#shared/recruiting/recruiting-values.ts';
import { recordProgramOutcomeSchema, type Outcome } from '#shared/contracts/outcomes.ts';
import { OUTCOME_STATUS_LABELS } from '#shared/recruiting/outcome-texts.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { useRecordOwnOutcome, useRecordProgramOutcome } from '../api/outcome-actions.ts';

export type RecordOutcomeTarget =
  | { kind: 'program'; playerUserId: string; programId: string }
  | { kind: 'own'; programs: readonly { id: string; label: string }[] };

type Values = { programId: string; status: string; decidedOn: string };
const FIELD_NAMES = ['programId', 'status', 'decidedOn'] as const;

/** The form's fields with the API's own rules (an empty date is "no date"); the server checks again. */
function formSchema(pickProgram: boolean) {
  const { status, decidedOn } = recordProgramOutcomeSchema.shape;
  return z.object({
    programId: pickProgram ? z.string().min(1, 'Pick the program') : z.string(),
    status,
    decidedOn: z.literal('').or(decidedOn),
  });
}

export function RecordOutcomeForm({ target, onDone, onCancel }: { target: RecordOutcomeTarget; onDone: (outcome: Outcome) => void; onCancel: () => void }) {
  const recordProgram = useRecordProgramOutcome();
  const recordOwn = useRecordOwnOutcome();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(target.kind === 'own')) as unknown as Resolver<Values>,
    defaultValues: { programId: target.kind === 'program' ? target.programId : '', status: 'committed', decidedOn: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const decidedOn = values.decidedOn === '' ? null : values.decidedOn;
    const status = values.status as (typeof OUTCOME_STATUSES)[number];
    try {
      const outcome =
        target.kind === 'program'
          ? await recordProgram.mutateAsync({ playerUserId: target.playerUserId, programId: target.programId, status, decidedOn })
          : await recordOwn.mutateAsync({ programId: values.programId, status, decidedOn });
      onDone(outcome);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELD_NAMES)) return;
      setFormError(error instanceof Error ? error.message : 'Could not record the outcome. Try again.');
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {target.kind === 'own' ? (
        <FormField label="Program" error={errors.programId?.message}>
          {(control) => (
            <NativeSelect {...control} required {...form.register('programId')}>
              <option value="">Select a program</option>
              {target.programs.map((program) => (
                <option key={program.id} value={program.id}>
                  {program.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <FormField label="Outcome" error={errors.status?.message}>
        {(control) => (
          <NativeSelect {...control} required {...form.register('status')}>
            {OUTCOME_STATUSES.map((status) => (
              <option key={status} value={status}>
                {OUTCOME_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Date (optional)" error={errors.decidedOn?.message}>
        {(control) => <Input {...control} type="date" {...form.register('decidedOn')} />}
      </FormField>
      <p className="text-sm text-muted-foreground">
        {target.kind === 'program'
          ? 'Recorded as confirmed by your college. It is shown publicly only if the player (and for a minor, a guardian) agrees.'
          : 'It shows as self-reported until the college confirms it, and stays private until you choose to show it.'}
      </p>
      <FormActions submitLabel="Record outcome" pendingLabel="Recording..." isPending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
