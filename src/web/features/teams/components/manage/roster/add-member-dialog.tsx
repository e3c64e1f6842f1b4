/** Add Player (managers): pick a user or enter an email, choose a role (spec 2.7, 5); on a game tab it invites to that game roster. */
import { useId } from 'react';
import {
  addMemberSchema,
  MEMBER_ADD_ROLES,
  type AddMemberInput,
  type GameProfile,
} from '#shared/contracts/teams-roster.ts';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useAddMember } from '#web/features/teams/api/roster/add-member.ts';
import { AddPersonDialog, type AddPersonKind, type PersonFieldsProps } from './add-person-dialog.tsx';
import { valueLabel } from '../role-labels.ts';
import { ACCESS_DENIED_TEXTS } from '../write-error-toast.ts';

export const MEMBER_ADD_FAILED = 'Failed to add team member.';
export const GAME_MEMBER_ADD_FAILED = 'Failed to add member to game roster.';

type MemberAddRole = (typeof MEMBER_ADD_ROLES)[number];
interface MemberFields {
  role: MemberAddRole;
}

function MemberRoleField({ fields, onChange, disabled }: PersonFieldsProps<MemberFields>) {
  const roleId = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={roleId}>Role</Label>
      <NativeSelect id={roleId} value={fields.role} disabled={disabled} onChange={(event) => onChange({ role: event.target.value as MemberAddRole })}>
        {MEMBER_ADD_ROLES.map((option) => (
          <option key={option} value={option}>
            {valueLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const ADD_PLAYER: AddPersonKind<MemberFields, AddMemberInput> = {
  searchKind: 'member',
  noun: 'Player',
  description: 'Find a player by name, or enter an email address. They get an invitation and join once they accept.',
  initialFields: { role: 'player' },
  Fields: MemberRoleField,
  fieldNames: [],
  toInput: (person, { role }, gameProfileId) => ({ ...person, role, gameProfileId }),
  schema: addMemberSchema,
  failure: (gameProfile) => (gameProfile ? GAME_MEMBER_ADD_FAILED : MEMBER_ADD_FAILED),
  denied: () => ACCESS_DENIED_TEXTS.addMembers,
};

export function AddMemberDialog({ teamId, gameProfile }: { teamId: string; gameProfile: GameProfile | null }) {
  const addMember = useAddMember(teamId);
  return <AddPersonDialog kind={ADD_PLAYER} teamId={teamId} gameProfile={gameProfile} mutation={addMember} />;
}
