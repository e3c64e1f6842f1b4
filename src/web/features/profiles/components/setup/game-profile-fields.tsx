/** One title's fields in the games step: in-game name, region, roles, mains, ranks from its ladder, hours, availability. */
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { GamesStep, GamesStepInput, RankLadderTitle } from '#shared/contracts/profile-setup.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { AvailabilityGrid } from '#web/components/ui/availability-grid.tsx';
import { ChoiceOptions } from '#web/components/ui/choice-options.tsx';
import { CommaListInput } from './comma-list-input.tsx';

export interface GameProfileFieldsProps {
  form: UseFormReturn<GamesStepInput, unknown, GamesStep>;
  index: number;
  title: RankLadderTitle;
}

const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

export function GameProfileFields({ form, index, title }: GameProfileFieldsProps) {
  const errors = form.formState.errors.games?.[index];
  const name = <F extends string>(field: F) => `games.${index}.${field}` as const;
  const tierIds = title.tiers.map((tier) => tier.id);
  const tierNames = Object.fromEntries(title.tiers.map((tier) => [tier.id, tier.name]));
  const select = (
    field: 'region' | 'primaryRole' | 'secondaryRole' | 'currentTierId' | 'peakTierId',
    label: string,
    options: readonly string[],
    labels?: Record<string, string>,
    description?: string,
  ) => (
    <FormField label={`${title.name} ${label}`} description={description} error={errors?.[field]?.message}>
      {(control) => (
        <NativeSelect {...control} {...form.register(name(field))}>
          <ChoiceOptions values={options} labels={labels} emptyLabel="Not set" />
        </NativeSelect>
      )}
    </FormField>
  );

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">{title.name}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={`${title.name} in-game name`} error={errors?.inGameName?.message}>
          {(control) => <Input {...control} maxLength={40} autoComplete="off" {...form.register(name('inGameName'))} />}
        </FormField>
        {select('region', 'region', title.regions)}
        {select('primaryRole', 'primary role', title.roles)}
        {select('secondaryRole', 'secondary role', title.roles)}
      </div>
      <FormField label={`${title.name} ${title.mainsLabel.toLowerCase()}`} description="Optional. Separate with commas." error={errors?.mains?.message ?? errors?.mains?.[0]?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name={name('mains')}
            render={({ field }) => <CommaListInput {...control} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {select('currentTierId', 'current rank', tierIds, tierNames, 'Self-reported.')}
        {select('peakTierId', 'peak rank', tierIds, tierNames)}
        <FormField label={`${title.name} hours per week`} error={errors?.hoursPerWeek?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={168} step={1} {...form.register(name('hoursPerWeek'), { setValueAs: numberOrNull })} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name={name('availability')}
        render={({ field }) => <AvailabilityGrid label={`${title.name} weekly availability`} value={field.value ?? []} onChange={field.onChange} />}
      />
    </fieldset>
  );
}
