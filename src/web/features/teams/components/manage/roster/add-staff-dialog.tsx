/** Add Staff (managers): pick a user or invite by email, a role and optional contract dates (spec 2.7, 5). */
import { addStaffSchema, STAFF_ROLES, type AddStaffInput, type GameProfile } from '#shared/contracts/teams-roster.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useAddStaff } from '#web/features/teams/api/roster/add-staff.ts';
import { AddPersonDialog, type AddPersonKind, type PersonFieldsProps } from './add-person-dialog.tsx';
import { valueLabel } from '../role-labels.ts';
import { ACCESS_DENIED_TEXTS } from '../write-error-toast.ts';

export const STAFF_ADD_FAILED = 'Failed to add staff member.';
export const GAME_STAFF_ADD_FAILED = 'Failed to add staff to game roster.';

type StaffRole = (typeof STAFF_ROLES)[number];
interface StaffFields {
  role: StaffRole | '';
  contractStart: string;
  contractEnd: string;
}

function StaffFieldsInputs({ fields, onChange, errors, clearError, disabled }: PersonFieldsProps<StaffFields>) {
  return (
    <>
      <FormField label="Staff role" error={errors.role}>
        {(control) => (
          <NativeSelect
            {...control}
            value={fields.role}
            disabled={disabled}
            onChange={(event) => {
              onChange({ role: event.target.value as StaffRole | '' });
              clearError('role');
            }}
          >
            <option value="" disabled>
              Select a role
            </option>
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {valueLabel(option)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Contract start (optional)" error={errors.contractStart}>
          {(control) => (
            <Input {...control} type="date" value={fields.contractStart} disabled={disabled} onChange={(event) => onChange({ contractStart: event.target.value })} />
          )}
        </FormField>
        <FormField label="Contract end (optional)" error={errors.contractEnd}>
          {(control) => (
            <Input {...control} type="date" value={fields.contractEnd} disabled={disabled} onChange={(event) => onChange({ contractEnd: event.target.value })} />
          )}
        </FormField>
      </div>
    </>
  );
}

const ADD_STAFF: AddPersonKind<StaffFields, AddStaffInput> = {
  searchKind: 'staff',
  noun: 'Staff',
  triggerVariant: 'secondary',
  description: 'Find a coach or staff member by name, or enter an email address. They get an invitation and join once they accept.',
  initialFields: { role: '', contractStart: '', contractEnd: '' },
  Fields: StaffFieldsInputs,
  fieldNames: ['role', 'contractStart', 'contractEnd'],
  toInput: (person, fields, gameProfileId) => ({
    ...person,
    role: fields.role as StaffRole,
    gameProfileId,
    contractStart: fields.contractStart || null,
    contractEnd: fields.contractEnd || null,
  }),
  schema: addStaffSchema,
  failure: (gameProfile) => (gameProfile ? GAME_STAFF_ADD_FAILED : STAFF_ADD_FAILED),
  denied: (gameProfile) => (gameProfile ? ACCESS_DENIED_TEXTS.addStaff : ACCESS_DENIED_TEXTS.addStaffMembers),
};

export function AddStaffDialog({ teamId, gameProfile }: { teamId: string; gameProfile: GameProfile | null }) {
  const addStaff = useAddStaff(teamId);
  return <AddPersonDialog kind={ADD_STAFF} teamId={teamId} gameProfile={gameProfile} mutation={addStaff} />;
}
