/**
 * Create or edit a recruiting post (spec 5): title required; positions
 * typed with commas (split, trimmed, empties dropped); the salary range
 * shows only while paid is on; commitment competitive and active on by
 * default. For matchmaking (docs/decisions/047): the game (one of the
 * team's, or any of them), a rank range from that game's ladder (changing
 * the game clears it; the highest at or above the lowest, the server's
 * message), the weekly availability grid and its time zone.
 */
import Plus from 'lucide-react/icons/plus';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { RankLadderTitle } from '#shared/contracts/profile-setup.ts';
import { type GameProfile } from '#shared/contracts/teams-roster.ts';
import {
  RECRUITING_POST_TEXTS,
  recruitingPostInputSchema,
  splitPositions,
  type RecruitingPost,
  type RecruitingPostInput,
} from '#shared/contracts/teams-showcase.ts';
import type { AvailabilitySlot } from '#shared/recruiting/game-catalog.ts';
import { COMMITMENT_LEVELS } from '#shared/value-sets.ts';
import { RetryButton } from '#web/components/query-state.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { InputField, TextareaField } from '#web/components/ui/form-text-fields.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useCreateRecruitingPost, useUpdateRecruitingPost } from '#web/features/teams/api/showcase/recruiting-posts.ts';
import { ControlledSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { valueLabel } from '../role-labels.ts';
import { WeeklyScheduleFields } from '../../weekly-schedule-fields.tsx';
import { TeamItemFormDialog } from '../team-item-form-dialog.tsx';
import { TeamItemForm, teamItemFormKind, useTeamItemForm } from '../team-item-form.tsx';

const postFields = recruitingPostInputSchema.in.shape;

/** A select's text: '' is none, else a whole number. */
const ordinalOrNull = (text: string | undefined) => (text ? Number(text) : null);

/**
 * The shared rules, with the positions as the comma text the manager types
 * and the game, ranks and zone as a select's text ('' for none).
 */
const recruitingPostFormSchema = recruitingPostInputSchema.in
  .omit({ positionsNeeded: true, esportsTitleId: true, minTierOrdinal: true, maxTierOrdinal: true, timeZone: true })
  .extend({ positions: z.string(), esportsTitleId: z.string(), minTierOrdinal: z.string(), maxTierOrdinal: z.string(), timeZone: z.string() })
  .superRefine((value, context) => {
    const positions = postFields.positionsNeeded.safeParse(splitPositions(value.positions));
    if (!positions.success) {
      context.addIssue({ code: 'custom', path: ['positions'], message: positions.error.issues[0]?.message ?? 'Check the positions' });
    }
    const [min, max] = [ordinalOrNull(value.minTierOrdinal), ordinalOrNull(value.maxTierOrdinal)];
    if (min !== null && max !== null && max < min) {
      context.addIssue({ code: 'custom', path: ['maxTierOrdinal'], message: RECRUITING_POST_TEXTS.order });
    }
  });
type PostFormValues = z.input<typeof recruitingPostFormSchema>;
type PostFormOutput = z.output<typeof recruitingPostFormSchema>;

const FIELD_NAMES = [
  'title',
  'description',
  'commitmentLevel',
  'positions',
  'isPaid',
  'salaryRange',
  'isActive',
  'esportsTitleId',
  'minTierOrdinal',
  'maxTierOrdinal',
  'availability',
  'timeZone',
] as const;

const TEXTS = {
  added: { saved: 'Recruiting Post Created', failed: 'Failed to create recruiting post.' },
  updated: { saved: 'Recruiting Post Updated', failed: 'Failed to update recruiting post.' },
};

/** The rank ladders (GET /api/rank-ladders), loaded by the screen that composes the form. */
export interface RankLadderSource {
  titles: readonly RankLadderTitle[] | undefined;
  failed: boolean;
  retry: () => void;
}

/** What the post's game and rank fields choose from: the team's games and the ladders. */
export interface RecruitingPostChoices {
  games: readonly GameProfile[];
  ladders?: RankLadderSource;
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

function defaultsFor(post?: RecruitingPost): PostFormValues {
  return {
    title: post?.title ?? '',
    description: post?.description ?? '',
    commitmentLevel: post?.commitmentLevel ?? 'competitive',
    positions: post?.positionsNeeded.join(', ') ?? '',
    isPaid: post?.isPaid ?? false,
    salaryRange: post?.salaryRange ?? '',
    isActive: post?.isActive ?? true,
    esportsTitleId: text(post?.esportsTitleId),
    minTierOrdinal: text(post?.minTierOrdinal),
    maxTierOrdinal: text(post?.maxTierOrdinal),
    availability: (post?.availability ?? []) as AvailabilitySlot[],
    timeZone: text(post?.timeZone),
  };
}

/** The request body of the form's values. */
export function toRecruitingPostInput({ positions, esportsTitleId, minTierOrdinal, maxTierOrdinal, timeZone, ...values }: PostFormOutput): RecruitingPostInput {
  const game = esportsTitleId || null;
  return {
    ...values,
    positionsNeeded: splitPositions(positions),
    salaryRange: values.isPaid ? values.salaryRange : null,
    esportsTitleId: game,
    // No game, no range (the server refuses one).
    minTierOrdinal: game ? ordinalOrNull(minTierOrdinal) : null,
    maxTierOrdinal: game ? ordinalOrNull(maxTierOrdinal) : null,
    timeZone: timeZone || null,
  };
}

/** One option per title the team plays (a title on two levels is one game here), by name. */
function gameOptions(games: readonly GameProfile[]) {
  const byId = new Map(games.map((game) => [game.title.id, game.title]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

const postForm = teamItemFormKind({
  schema: recruitingPostFormSchema,
  defaults: defaultsFor,
  data: toRecruitingPostInput,
  texts: TEXTS,
  fieldNames: FIELD_NAMES,
});

export function RecruitingPostFormDialog({ teamId, post, choices }: { teamId: string; post?: RecruitingPost; choices: RecruitingPostChoices }) {
  return (
    <TeamItemFormDialog
      editing={post?.title}
      addButton={{ icon: Plus, label: 'Create Post' }}
      title={post ? 'Edit Recruiting Post' : 'Create Recruiting Post'}
      description="Active posts show on Find Teams as open positions."
      className="max-w-xl"
    >
      {(onDone) => <RecruitingPostForm teamId={teamId} post={post} choices={choices} onDone={onDone} />}
    </TeamItemFormDialog>
  );
}

export function RecruitingPostForm({
  teamId,
  post,
  choices,
  onDone,
}: {
  teamId: string;
  post?: RecruitingPost;
  choices: RecruitingPostChoices;
  onDone: () => void;
}) {
  const { form, errors, formProps } = useTeamItemForm(postForm, post, { create: useCreateRecruitingPost(teamId), update: useUpdateRecruitingPost(teamId), onDone });
  // Controlled fields, registered so a new submit clears the server's messages.
  const availability = useController({ control: form.control, name: 'availability' });
  const timeZone = useController({ control: form.control, name: 'timeZone' });
  const [isPaid, gameId] = useWatch({ control: form.control, name: ['isPaid', 'esportsTitleId'] });
  const games = gameOptions(choices.games);
  const game = games.find((title) => title.id === gameId);
  const tiers = game ? choices.ladders?.titles?.find((ladder) => ladder.slug === game.slug)?.tiers : undefined;
  const rankHelp = !gameId
    ? 'Choose a game first.'
    : choices.ladders?.failed
      ? 'The ranks could not be loaded.'
      : !choices.ladders?.titles
        ? 'Loading ranks...'
        : !tiers
          ? 'This game has no rank ladder.'
          : 'Optional. Either end may stay open.';
  const gameField = form.register('esportsTitleId', {
    // Another game's ladder has other ranks: a new game starts with an open range.
    onChange: () => {
      form.setValue('minTierOrdinal', '');
      form.setValue('maxTierOrdinal', '');
      form.clearErrors(['minTierOrdinal', 'maxTierOrdinal']);
    },
  });

  return (
    <TeamItemForm {...formProps} submitLabel={post ? 'Save Post' : 'Create Post'}>
      <InputField label="Title" error={errors.title?.message} required autoComplete="off" {...form.register('title')} />
      <TextareaField label="Description" error={errors.description?.message} rows={3} {...form.register('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Commitment" error={errors.commitmentLevel?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('commitmentLevel')}>
              {COMMITMENT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {valueLabel(level)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField
          label="Positions"
          description="Separate with commas, e.g. IGL, Duelist, Support."
          error={errors.positions?.message}
          autoComplete="off"
          {...form.register('positions')}
        />
      </div>
      <ControlledSwitchField control={form.control} name="isPaid" label="Paid position" description="Turn on to show a salary range." />
      {isPaid ? (
        <InputField
          label="Salary range"
          description="e.g. $500 - $1,000 / month"
          error={errors.salaryRange?.message}
          autoComplete="off"
          {...form.register('salaryRange')}
        />
      ) : null}
      <ControlledSwitchField
        control={form.control}
        name="isActive"
        label="Active"
        description="Inactive posts stay here but are not listed as open."
        whenUnset
      />
      <fieldset className="grid min-w-0 gap-4 border-t pt-4">
        <legend className="text-sm font-semibold">Matchmaking</legend>
        <p className="-mt-2 text-xs text-muted-foreground">Players see how well they fit this post on Matchmaking: the game, rank range and weekly times below.</p>
        <FormField label="Game" error={errors.esportsTitleId?.message}>
          {(control) => (
            <NativeSelect {...control} {...gameField}>
              <option value="">Any of our games</option>
              {games.map((title) => (
                <option key={title.id} value={title.id}>
                  {title.name}
                </option>
              ))}
              {gameId && !game ? <option value={gameId}>A game no longer on this team</option> : null}
            </NativeSelect>
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['minTierOrdinal', 'maxTierOrdinal'] as const).map((name) => (
            <FormField key={name} label={name === 'minTierOrdinal' ? 'Lowest rank' : 'Highest rank'} description={rankHelp} error={errors[name]?.message}>
              {(control) => (
                <NativeSelect {...control} disabled={!tiers} {...form.register(name)}>
                  <option value="">{name === 'minTierOrdinal' ? 'No minimum' : 'No maximum'}</option>
                  {tiers?.map((tier) => (
                    <option key={tier.id} value={String(tier.ordinal)}>
                      {tier.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ))}
        </div>
        {gameId && choices.ladders?.failed ? (
          <div className="justify-self-start">
            <RetryButton size="sm" onRetry={choices.ladders.retry} />
          </div>
        ) : null}
        <WeeklyScheduleFields
          label="Weekly availability"
          availability={availability.field.value ?? []}
          onAvailabilityChange={availability.field.onChange}
          timeZone={timeZone.field.value}
          onTimeZoneChange={timeZone.field.onChange}
          errors={{ availability: errors.availability?.message, timeZone: errors.timeZone?.message }}
        />
      </fieldset>
    </TeamItemForm>
  );
}
