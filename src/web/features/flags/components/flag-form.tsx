/**
 * Every field of a feature flag (spec section 3: key, variant, enabled,
 * required_roles, rollout_percentage, dev_only, feature_type, notes),
 * validated with the same schema as POST /api/admin/flags.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createFlagBodySchema, type Flag } from '#shared/contracts/flags.ts';
import { PRIVILEGED_ROLES, ROLES } from '#shared/access/roles.ts';
import { FEATURE_TYPES } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ControlledSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';

export type FlagFormValues = z.input<typeof createFlagBodySchema>;
export type FlagFormOutput = z.output<typeof createFlagBodySchema>;

export const NEW_FLAG_VALUES: FlagFormValues = {
  key: '',
  enabled: false,
  rolloutPercentage: 100,
  requiredRoles: [],
  devOnly: false,
  variant: '',
  featureType: 'feature',
  notes: '',
};

const FIELD_NAMES = ['key', 'enabled', 'rolloutPercentage', 'requiredRoles', 'devOnly', 'variant', 'featureType', 'notes'] as const;

export interface FlagFormProps {
  mode: 'create' | 'edit';
  defaultValues: FlagFormValues;
  /** Saves the values; a thrown AppError's field messages land on the fields. */
  onSubmit: (values: FlagFormOutput) => Promise<void>;
  onCancel?: () => void;
}

export function FlagForm({ mode, defaultValues, onSubmit, onCancel }: FlagFormProps) {
  const form = useForm<FlagFormValues, unknown, FlagFormOutput>({
    resolver: zodResolver(createFlagBodySchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const idPrefix = `flag-${mode}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELD_NAMES);
    }
  });

  const requiredRolesError = errors.requiredRoles?.message ?? errors.requiredRoles?.find?.((item) => item?.message)?.message;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        label="Key"
        description={mode === 'create' ? 'Lowercase letters, digits and underscores, e.g. teams_management.' : 'The key cannot change.'}
        error={errors.key?.message}
      >
        {(control) => <Input {...control} autoComplete="off" readOnly={mode === 'edit'} {...form.register('key')} />}
      </FormField>

      <ControlledSwitchField control={form.control} name="enabled" id={`${idPrefix}-enabled`} label="Enabled" description="Off means off for everyone." />

      <Controller
        control={form.control}
        name="rolloutPercentage"
        render={({ field }) => (
          <FormField
            label="Rollout percentage"
            description="Only 100 turns the flag on; anything lower is off (there is no partial rollout)."
            error={errors.rolloutPercentage?.message}
          >
            {(control) => (
              <div className="flex items-center gap-3">
                <input
                  type="range"
                  min={0}
                  max={100}
                  step={1}
                  aria-label="Rollout percentage slider"
                  value={Number.isFinite(field.value) ? field.value : 0}
                  onChange={(event) => field.onChange(event.target.valueAsNumber)}
                  className="h-2 flex-1 cursor-pointer accent-primary"
                />
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  className="w-24"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={Number.isFinite(field.value) ? field.value : ''}
                  onChange={(event) => field.onChange(event.target.valueAsNumber)}
                />
              </div>
            )}
          </FormField>
        )}
      />

      <Controller
        control={form.control}
        name="requiredRoles"
        render={({ field }) => (
          <fieldset className="grid gap-2" aria-describedby={`${idPrefix}-roles-description`}>
            <legend className="text-sm font-medium">Required roles</legend>
            <p id={`${idPrefix}-roles-description`} className="text-xs text-muted-foreground">
              The user needs one of these roles; none checked means any user.
            </p>
            <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
              {ROLES.map((role) => {
                const checked = field.value.includes(role);
                return (
                  <label key={role} className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-accent">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={checked}
                      onChange={() =>
                        field.onChange(checked ? field.value.filter((value) => value !== role) : [...field.value, role])
                      }
                    />
                    <span className={(PRIVILEGED_ROLES as readonly string[]).includes(role) ? 'font-semibold' : undefined}>{role}</span>
                  </label>
                );
              })}
            </div>
            {requiredRolesError ? <p className="text-sm font-medium text-destructive">{requiredRolesError}</p> : null}
          </fieldset>
        )}
      />

      <ControlledSwitchField control={form.control} name="devOnly" id={`${idPrefix}-dev-only`} label="Dev only" description="A dev_only flag is always off for users." />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Variant" description="Blank uses the default variant." error={errors.variant?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('variant')} />}
        </FormField>
        <FormField label="Feature type" error={errors.featureType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('featureType')}>
              {FEATURE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <FormField label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
      </FormField>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {mode === 'create' ? 'Create Flag' : 'Save Flag'}
        </Button>
      </div>
    </form>
  );
}

/** A stored flag as form values; a stored feature type outside the known set shows as "feature". */
export function flagToFormValues(flag: Flag): FlagFormValues {
  return {
    key: flag.key,
    enabled: flag.enabled,
    rolloutPercentage: flag.rolloutPercentage,
    requiredRoles: ROLES.filter((role) => flag.requiredRoles.includes(role)),
    devOnly: flag.devOnly,
    variant: flag.variant ?? '',
    featureType: FEATURE_TYPES.find((type) => type === flag.featureType) ?? 'feature',
    notes: flag.notes ?? '',
  };
}
