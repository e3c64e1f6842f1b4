/** The program form's roles needed: a row per role (the game's roles, count, priority), added and removed by the user. */
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ROLE_PRIORITIES, ROLE_PRIORITY_LABELS } from '#shared/recruiting/program-levels.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import type { ProgramFormValues } from './program-form-values.ts';

export function RolesNeededEditor({
  control,
  register,
  errors,
  roles,
}: {
  control: Control<ProgramFormValues>;
  register: UseFormRegister<ProgramFormValues>;
  errors: FieldErrors<ProgramFormValues>['rolesNeeded'];
  /** The chosen game's roles; undefined until a game is chosen. */
  roles: readonly string[] | undefined;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'rolesNeeded' });
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-semibold">Roles needed</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No roles listed.</p> : null}
      <ol className="grid gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_6rem_1fr_auto] sm:items-start">
            <FormField label={`Role ${index + 1}`} error={errors?.[index]?.role?.message}>
              {(props) => (
                <NativeSelect {...props} {...register(`rolesNeeded.${index}.role`)}>
                  <option value="">Choose a role</option>
                  {roles?.map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label={`Count for role ${index + 1}`} error={errors?.[index]?.count?.message}>
              {(props) => <Input {...props} type="number" inputMode="numeric" min={1} max={100} step={1} {...register(`rolesNeeded.${index}.count`)} />}
            </FormField>
            <FormField label={`Priority of role ${index + 1}`} error={errors?.[index]?.priority?.message}>
              {(props) => (
                <NativeSelect {...props} {...register(`rolesNeeded.${index}.priority`)}>
                  {ROLE_PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {ROLE_PRIORITY_LABELS[priority]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <Button type="button" variant="ghost" size="icon" className="size-10 sm:mt-7" aria-label={`Remove role ${index + 1}`} onClick={() => remove(index)}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={!roles || fields.length >= roles.length}
          onClick={() => append({ role: '', count: '1', priority: 'medium' })}
        >
          <Plus aria-hidden="true" /> Add role
        </Button>
        {!roles ? <p className="mt-1 text-xs text-muted-foreground">Choose a game first.</p> : null}
      </div>
    </fieldset>
  );
}
