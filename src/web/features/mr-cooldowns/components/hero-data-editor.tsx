/**
 * "Edit data" on /mr/cooldowns (platform staff; docs/decisions/045): add,
 * rename and delete heroes, and add, change and delete their abilities
 * with the patch the values apply to and whether they are still samples.
 * Checked in the browser with the shared contract; the server's field
 * messages show on the fields too.
 */
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import {
  MR_HERO_ROLES,
  MR_HERO_ROLE_LABELS,
  mrAbilityInputSchema,
  mrHeroInputSchema,
  type MrAbility,
  type MrHero,
  type MrHeroRole,
} from '#shared/contracts/mr-cooldowns.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { confirmWithToast } from '#web/lib/confirm-with-toast.ts';
import { toast } from '#web/lib/toast.ts';
import {
  useCreateMrAbility,
  useCreateMrHero,
  useDeleteMrAbility,
  useDeleteMrHero,
  useUpdateMrAbility,
  useUpdateMrHero,
} from '../api/mr-data-mutations.ts';
import { HeroPatchLabel } from './sample-data-labels.tsx';

type Fields = Record<string, string>;

function fieldErrorsOf(error: z.ZodError): Fields {
  const fields: Fields = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= issue.message;
  }
  return fields;
}

function serverFields(error: AppError): Fields {
  return error.fields ?? { form: error.message };
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

function TextField(props: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; inputMode?: 'decimal' | 'numeric'; className?: string }) {
  const errorId = `${props.id}-error`;
  return (
    <div className={props.className ?? 'grid gap-1'}>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        value={props.value}
        inputMode={props.inputMode}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? errorId : undefined}
      />
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}

interface AbilityDraft {
  name: string;
  slot: string;
  cooldownSeconds: string;
  charges: string;
  patch: string;
  isSample: boolean;
  sortOrder: string;
}

const draftOf = (ability: MrAbility): AbilityDraft => ({
  name: ability.name,
  slot: ability.slot,
  cooldownSeconds: String(ability.cooldownSeconds),
  charges: ability.charges === null ? '' : String(ability.charges),
  patch: ability.patch,
  isSample: ability.isSample,
  sortOrder: String(ability.sortOrder),
});

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function AbilityForm({ hero, ability, newOrder }: { hero: MrHero; ability?: MrAbility; newOrder: number }) {
  const lastPatch = hero.abilities.at(-1)?.patch ?? '';
  const [draft, setDraft] = useState<AbilityDraft>(() =>
    ability ? draftOf(ability) : { name: '', slot: '', cooldownSeconds: '', charges: '', patch: lastPatch, isSample: false, sortOrder: String(newOrder) },
  );
  const [errors, setErrors] = useState<Fields>({});
  const create = useCreateMrAbility();
  const update = useUpdateMrAbility();
  const remove = useDeleteMrAbility();
  const idBase = `mr-ability-${ability?.id ?? `new-${hero.id}`}`;
  const set = <K extends keyof AbilityDraft>(key: K, value: AbilityDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const caption = ability ? `${hero.name} ${ability.name}` : `New ability for ${hero.name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = mrAbilityInputSchema.safeParse({
      name: draft.name,
      slot: draft.slot,
      cooldownSeconds: toNumber(draft.cooldownSeconds),
      charges: draft.charges.trim() === '' ? null : toNumber(draft.charges),
      patch: draft.patch,
      isSample: draft.isSample,
      sortOrder: toNumber(draft.sortOrder),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    try {
      if (ability) {
        await update.mutateAsync({ abilityId: ability.id, data: parsed.data });
        toast.success('Ability saved');
      } else {
        await create.mutateAsync({ heroId: hero.id, data: parsed.data });
        toast.success('Ability added');
        setDraft({ name: '', slot: '', cooldownSeconds: '', charges: '', patch: parsed.data.patch, isSample: parsed.data.isSample, sortOrder: String(newOrder + 1) });
      }
    } catch (error) {
      setErrors(serverFields(error as AppError));
    }
  };

  const pending = create.isPending || update.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={caption} noValidate className="grid gap-3 rounded-lg border p-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField id={`${idBase}-name`} label="Ability name" value={draft.name} onChange={(value) => set('name', value)} error={errors.name} />
        <TextField id={`${idBase}-slot`} label="Key or slot" value={draft.slot} onChange={(value) => set('slot', value)} error={errors.slot} />
        <TextField
          id={`${idBase}-cooldown`}
          label="Cooldown (seconds)"
          inputMode="decimal"
          value={draft.cooldownSeconds}
          onChange={(value) => set('cooldownSeconds', value)}
          error={errors.cooldownSeconds}
        />
        <TextField id={`${idBase}-charges`} label="Charges (empty for one)" inputMode="numeric" value={draft.charges} onChange={(value) => set('charges', value)} error={errors.charges} />
        <TextField id={`${idBase}-patch`} label="Patch" value={draft.patch} onChange={(value) => set('patch', value)} error={errors.patch} />
        <TextField id={`${idBase}-order`} label="Order" inputMode="numeric" value={draft.sortOrder} onChange={(value) => set('sortOrder', value)} error={errors.sortOrder} />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5 accent-primary" checked={draft.isSample} onChange={(event) => set('isSample', event.target.checked)} />
        Sample values, not yet checked against this patch
      </label>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} aria-label={ability ? `Save ${caption}` : `Add ability to ${hero.name}`}>
          {ability ? 'Save' : 'Add ability'}
        </Button>
        {ability ? (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" aria-label={`Delete ${caption}`}>
                Delete
              </Button>
            }
            title={`Delete ${caption}?`}
            description="The ability and its cooldown leave the board for everyone."
            confirmLabel="Delete"
            pendingText="Deleting..."
            isPending={remove.isPending}
            onConfirm={() => confirmWithToast(() => remove.mutateAsync(ability.id), 'Ability deleted', (error) => toast.error('Could not delete the ability', { description: (error as AppError).message }))}
          />
        ) : null}
      </div>
    </form>
  );
}

function HeroForm({ hero }: { hero?: MrHero }) {
  const [name, setName] = useState(hero?.name ?? '');
  const [role, setRole] = useState<MrHeroRole | ''>(hero?.role ?? '');
  const [errors, setErrors] = useState<Fields>({});
  const create = useCreateMrHero();
  const update = useUpdateMrHero();
  const idBase = `mr-hero-${hero?.id ?? 'new'}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = mrHeroInputSchema.safeParse({ name, role: role || undefined });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    try {
      if (hero) {
        await update.mutateAsync({ heroId: hero.id, data: parsed.data });
        toast.success('Hero saved');
      } else {
        await create.mutateAsync(parsed.data);
        toast.success('Hero added');
        setName('');
        setRole('');
      }
    } catch (error) {
      setErrors(serverFields(error as AppError));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={hero ? `Hero ${hero.name}` : 'New hero'} noValidate className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
      <TextField id={`${idBase}-name`} label="Hero name" value={name} onChange={setName} error={errors.name} />
      <div className="grid gap-1">
        <Label htmlFor={`${idBase}-role`}>Role</Label>
        <NativeSelect
          id={`${idBase}-role`}
          value={role}
          onChange={(event) => setRole(event.target.value as MrHeroRole | '')}
          aria-invalid={Boolean(errors.role)}
          aria-describedby={errors.role ? `${idBase}-role-error` : undefined}
        >
          <option value="">Choose a role</option>
          {MR_HERO_ROLES.map((value) => (
            <option key={value} value={value}>
              {MR_HERO_ROLE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${idBase}-role-error`} message={errors.role} />
      </div>
      <Button type="submit" className="sm:mt-6" disabled={create.isPending || update.isPending} aria-label={hero ? `Save hero ${hero.name}` : 'Add hero'}>
        {hero ? 'Save hero' : 'Add hero'}
      </Button>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-3">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}

export function HeroDataEditor({ heroes }: { heroes: MrHero[] }) {
  const remove = useDeleteMrHero();
  return (
    <div className="grid gap-6">
      <section aria-labelledby="mr-new-hero" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="mr-new-hero" className="text-lg font-semibold">
          Add a hero
        </h2>
        <HeroForm />
      </section>
      {heroes.map((hero) => (
        <section key={hero.id} aria-labelledby={`mr-edit-${hero.id}`} className="grid gap-3 rounded-xl border bg-card p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid gap-1">
              <h2 id={`mr-edit-${hero.id}`} className="text-lg font-semibold">
                {hero.name}
              </h2>
              <HeroPatchLabel hero={hero} />
            </div>
            <ConfirmDialog
              trigger={
                <Button variant="outline" aria-label={`Delete hero ${hero.name}`}>
                  Delete hero
                </Button>
              }
              title={`Delete ${hero.name}?`}
              description="The hero and all of its abilities leave the board for everyone."
              confirmLabel="Delete"
              pendingText="Deleting..."
              isPending={remove.isPending}
              onConfirm={() => confirmWithToast(() => remove.mutateAsync(hero.id), 'Hero deleted', (error) => toast.error('Could not delete the hero', { description: (error as AppError).message }))}
            />
          </div>
          <HeroForm key={`${hero.id}-${hero.name}-${hero.role}`} hero={hero} />
          <h3 className="font-semibold">Abilities</h3>
          {hero.abilities.map((ability) => (
            <AbilityForm key={`${ability.id}-${ability.updatedAt}`} hero={hero} ability={ability} newOrder={0} />
          ))}
          <AbilityForm key={`new-${hero.abilities.length}`} hero={hero} newOrder={hero.abilities.length} />
        </section>
      ))}
    </div>
  );
}
