import type { RankLadderTitle } from '#shared/contracts/profile-setup.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

type Tier = RankLadderTitle['tiers'][number];

/** A rank bound of the recruiter search: a tier of the chosen game's ladder, low to high; disabled until a game is chosen. */
export function RankTierSelect({
  label,
  tiers,
  value,
  onChange,
}: {
  label: string;
  tiers: readonly Tier[] | undefined;
  value: string | undefined;
  onChange: (tierId: string | undefined) => void;
}) {
  return (
    <FormField label={label} description={tiers ? undefined : 'Choose a game first'}>
      {(control) => (
        <NativeSelect {...control} disabled={!tiers} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">Any rank</option>
          {tiers?.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
