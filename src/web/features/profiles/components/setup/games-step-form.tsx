/**
 * Onboarding step "Your games" (also the profile page's in-place editor):
 * pick titles, then per title the fields of GameProfileFields. The set is
 * saved whole; ranks come from each title's ladder (GET /api/rank-ladders).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { gamesStepSchema, type GamesStep, type GamesStepInput, type ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { ErrorState } from '#web/components/query-state.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useRankLadders } from '../../api/get-rank-ladders.ts';
import { useSaveSetupStep } from '../../api/save-setup-step.ts';
import { GameProfileFields } from './game-profile-fields.tsx';
import { StepFormActions } from './step-form-actions.tsx';
import { arrayFieldNames, useStepSubmit } from './use-step-submit.ts';

const GAME_FIELDS = ['titleSlug', 'inGameName', 'region', 'primaryRole', 'secondaryRole', 'mains', 'currentTierId', 'peakTierId', 'hoursPerWeek', 'availability'];

export interface GamesStepFormProps {
  initialValues: ProfileSetupDraft['games'];
  onSaved: (draft: ProfileSetupDraft) => void;
  onBack?: () => void;
  submitLabel?: string;
}

function startValues(games: ProfileSetupDraft['games']): GamesStepInput {
  return {
    games: games.map((game) => ({
      ...game,
      region: game.region ?? '',
      primaryRole: game.primaryRole ?? '',
      secondaryRole: game.secondaryRole ?? '',
      currentTierId: game.currentTierId ?? '',
      peakTierId: game.peakTierId ?? '',
    })),
  };
}

export function GamesStepForm({ initialValues, onSaved, onBack, submitLabel }: GamesStepFormProps) {
  const ladders = useRankLadders();
  const form = useForm<GamesStepInput, unknown, GamesStep>({ resolver: zodResolver(gamesStepSchema), defaultValues: startValues(initialValues) });
  const games = useFieldArray({ control: form.control, name: 'games' });
  const save = useSaveSetupStep('games');
  const { submit, formError } = useStepSubmit(
    form,
    (values) => save.mutateAsync(values),
    () => arrayFieldNames('games', games.fields.length, GAME_FIELDS) as never,
    onSaved,
  );

  if (ladders.isPending) return <PageLoading label="Loading games..." />;
  if (!ladders.data) {
    const error = { message: ladders.error?.message ?? 'The games could not be loaded.' };
    return <ErrorState layout="inline" error={error} retryLabel="Try Again" onRetry={() => void ladders.refetch()} />;
  }
  const titles = ladders.data.titles;
  const toggleTitle = (slug: GamesStepInput['games'][number]['titleSlug'], checked: boolean) => {
    const index = games.fields.findIndex((game) => game.titleSlug === slug);
    if (checked && index === -1) games.append({ titleSlug: slug, inGameName: '', region: '', primaryRole: '', secondaryRole: '', mains: [], currentTierId: '', peakTierId: '', hoursPerWeek: null, availability: [] });
    if (!checked && index !== -1) games.remove(index);
  };
  const rootError = form.formState.errors.games?.message ?? form.formState.errors.games?.root?.message;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Games you play</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {titles.map((title) => {
            const id = `game-title-${title.slug}`;
            return (
              <label key={title.slug} htmlFor={id} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 accent-[var(--color-primary)]"
                  checked={games.fields.some((game) => game.titleSlug === title.slug)}
                  onChange={(event) => toggleTitle(title.slug, event.target.checked)}
                />
                {title.name}
              </label>
            );
          })}
        </div>
        {rootError ? <p className="text-sm font-medium text-destructive">{rootError}</p> : null}
      </fieldset>
      {games.fields.length === 0 ? <p className="text-sm text-muted-foreground">Pick the games you play to add your rank, roles and availability.</p> : null}
      {games.fields.map((game, index) => {
        const title = titles.find((candidate) => candidate.slug === game.titleSlug);
        return title ? <GameProfileFields key={game.id} form={form} index={index} title={title} /> : null;
      })}
      <StepFormActions formError={formError} isSubmitting={form.formState.isSubmitting} submitLabel={submitLabel} onBack={onBack} />
    </form>
  );
}
