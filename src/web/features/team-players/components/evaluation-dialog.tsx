/**
 * "Write evaluation": the coach's text and up to three projected levels
 * (PUT /api/team-players/:userId/evaluation). One evaluation per player and
 * author, so the form opens filled with the coach's own one when it exists
 * (GET .../evaluations, asked when the dialog opens).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EVALUATION_MAX_LENGTH, evaluationBodySchema, PROJECTED_LEVEL_LABELS, TEAM_PLAYER_TEXTS, type EvaluationBody } from '#shared/contracts/team-players.ts';
import { PROJECTED_LEVELS } from '#shared/value-sets.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { toast } from '#web/lib/toast.ts';
import { useEvaluations, useSaveEvaluation } from '../api/evaluations.ts';

const MAX_PROJECTED_LEVELS = 3;
const EMPTY: EvaluationBody = { body: '', projectedLevels: [] };

export function EvaluationDialog({ userId, playerName }: { userId: string; playerName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Write evaluation
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Evaluation of {playerName}</DialogTitle>
          <DialogDescription>College staff see it on the profile; the public never does.</DialogDescription>
        </DialogHeader>
        {open ? <OwnEvaluation userId={userId} onSaved={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Loads the player's evaluations and opens the form on the viewer's own one (or an empty one). */
function OwnEvaluation({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const { user } = useAuth();
  const evaluations = useEvaluations(userId, true);
  if (evaluations.isPending) return <LoadingState layout="inline">Loading the evaluation...</LoadingState>;
  if (evaluations.isError) {
    // Not a blank form: saving it would silently replace an evaluation we could not show.
    return <ErrorState layout="inline" error={evaluations.error} retryLabel="Try Again" onRetry={() => void evaluations.refetch()} />;
  }
  const own = evaluations.data.evaluations.find((evaluation) => evaluation.authorUserId === user?.id);
  return <EvaluationForm userId={userId} initialValues={own ? { body: own.body, projectedLevels: own.projectedLevels } : EMPTY} onSaved={onSaved} />;
}

function EvaluationForm({ userId, initialValues, onSaved }: { userId: string; initialValues: EvaluationBody; onSaved: () => void }) {
  const save = useSaveEvaluation(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EvaluationBody>({ resolver: zodResolver(evaluationBodySchema), defaultValues: initialValues });
  const { errors, isSubmitting } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'projectedLevels' }) ?? [];
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
      toast.success(TEAM_PLAYER_TEXTS.evaluationSaved);
      onSaved();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['body', 'projectedLevels'])) setFormError(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Evaluation" error={errors.body?.message}>
        {(control) => <Textarea {...control} rows={6} maxLength={EVALUATION_MAX_LENGTH} {...form.register('body')} />}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Projected levels (up to three)</legend>
        {PROJECTED_LEVELS.map((level) => (
          <label key={level} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              value={level}
              // Three chosen: the others wait until one is unchecked.
              disabled={chosen.length >= MAX_PROJECTED_LEVELS && !chosen.includes(level)}
              {...form.register('projectedLevels')}
            />
            {PROJECTED_LEVEL_LABELS[level]}
          </label>
        ))}
        {errors.projectedLevels?.message ? <p className="text-sm font-medium text-destructive">{errors.projectedLevels.message}</p> : null}
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Save evaluation
        </Button>
      </div>
    </form>
  );
}
