/** The staff role select with each role's description: Invite staff and a member's Edit dialog (docs/decisions/034). */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { COLLEGE_STAFF_ROLE_LABELS, COLLEGE_STAFF_ROLES } from '#shared/contracts/college-staff.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

export interface StaffRoleFieldProps {
  /** `form.register('role')`. */
  registration: UseFormRegisterReturn<'role'>;
  description: string;
  error?: string;
  /** A first, empty option ("Pick a role") for a form with no role yet; it makes the select required. */
  placeholder?: string;
}

export function StaffRoleField({ registration, description, error, placeholder }: StaffRoleFieldProps) {
  return (
    <FormField label="Role" description={description} error={error}>
      {(control) => (
        <NativeSelect {...control} required={placeholder !== undefined} {...registration}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {COLLEGE_STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {COLLEGE_STAFF_ROLE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
