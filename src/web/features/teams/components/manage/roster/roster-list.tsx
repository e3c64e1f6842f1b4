/**
 * The Players and the Staff list of one roster (spec 2.4): one list, told by
 * a roster kind what differs (title, roles, date line, texts, the writes).
 * Managers edit roles inline on game rosters and remove people.
 */
import { parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import {
  GAME_ROSTER_ROLES,
  STAFF_ROLES,
  type GameProfile,
  type TeamMember,
  type TeamStaffMember,
} from '#shared/contracts/teams-roster.ts';
import { toast } from '#web/lib/toast.ts';
import { useRemoveMember } from '#web/features/teams/api/roster/remove-member.ts';
import { useRemoveStaff } from '#web/features/teams/api/roster/remove-staff.ts';
import { useUpdateMember } from '#web/features/teams/api/roster/update-member.ts';
import { useUpdateStaff } from '#web/features/teams/api/roster/update-staff.ts';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { AddStaffDialog } from './add-staff-dialog.tsx';
import { ConfirmRemoveButton } from '../confirm-remove-button.tsx';
import { formatCalendarDate, formatDay } from '../format-team-dates.ts';
import { InlineRoleEditor } from './inline-role-editor.tsx';
import { RoleBadge } from '../role-badge.tsx';
import { personName } from '../role-labels.ts';
import { RosterPeopleList, RosterPersonRow } from './roster-people-list.tsx';
import { ACCESS_DENIED_TEXTS, showWriteError } from '../write-error-toast.ts';

export const NO_PLAYERS = 'No players added yet';
export const MEMBER_UPDATED = 'Member updated successfully!';
export const MEMBER_UPDATE_FAILED = 'Failed to update member.';
export const MEMBER_REMOVED = 'Team member removed successfully!';
export const MEMBER_REMOVE_FAILED = 'Failed to remove team member.';

export const NO_STAFF = 'No staff members added yet';
export const STAFF_UPDATED = 'Staff Updated';
export const STAFF_UPDATE_FAILED = 'Failed to update staff member.';
export const STAFF_REMOVED = 'Staff member removed successfully!';
export const STAFF_REMOVE_FAILED = 'Failed to remove staff member.';

type RosterPerson = TeamMember | TeamStaffMember;

/** What differs between the Players and the Staff list. */
interface RosterKind<Person extends RosterPerson, Role extends string> {
  title: string;
  emptyText: string;
  /** The roles the inline editor offers (game rosters). */
  roles: readonly Role[];
  dateLine: (person: Person) => string;
  removeDescription: (person: Person, gameProfile: GameProfile | null) => string;
  updated: string;
  updateFailed: string;
  removed: string;
  removeFailed: string;
  /** The "Access Denied" text of a refused write, when not the default one. */
  denied?: string;
}

const PLAYERS: RosterKind<TeamMember, (typeof GAME_ROSTER_ROLES)[number]> = {
  title: 'Players',
  emptyText: NO_PLAYERS,
  roles: GAME_ROSTER_ROLES,
  dateLine: (member) => `Joined ${formatDay(parseISO(member.joinedAt))}`,
  removeDescription: (_member, gameProfile) =>
    gameProfile ? 'They leave this game roster. Their place on the general roster stays.' : 'They leave the general roster of this team.',
  updated: MEMBER_UPDATED,
  updateFailed: MEMBER_UPDATE_FAILED,
  removed: MEMBER_REMOVED,
  removeFailed: MEMBER_REMOVE_FAILED,
};

const STAFF: RosterKind<TeamStaffMember, (typeof STAFF_ROLES)[number]> = {
  title: 'Staff',
  emptyText: NO_STAFF,
  roles: STAFF_ROLES,
  dateLine: (member) => (member.contractStart ? `Contract start ${formatCalendarDate(member.contractStart)}` : 'No contract start date'),
  removeDescription: (member) =>
    member.gameProfileId ? 'They leave the staff of this game roster.' : 'They leave the general staff of this team; their game roster places stay.',
  updated: STAFF_UPDATED,
  updateFailed: STAFF_UPDATE_FAILED,
  removed: STAFF_REMOVED,
  removeFailed: STAFF_REMOVE_FAILED,
  denied: ACCESS_DENIED_TEXTS.manageStaff,
};

interface RosterWrites<Role extends string> {
  updateRole: (id: string, role: Role) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** The person whose removal is on its way. */
  removingId: string | undefined;
}

interface RosterListProps<Person extends RosterPerson, Role extends string> {
  kind: RosterKind<Person, Role>;
  writes: RosterWrites<Role>;
  people: Person[];
  /** Null: the general roster. */
  gameProfile: GameProfile | null;
  canEdit: boolean;
  /** Filters and the add button beside the title. */
  toolbar: ReactNode;
}

function RosterList<Person extends RosterPerson, Role extends string>({
  kind,
  writes,
  people,
  gameProfile,
  canEdit,
  toolbar,
}: RosterListProps<Person, Role>) {
  const texts = (failure: string) => (kind.denied ? { failure, denied: kind.denied } : { failure });
  return (
    <RosterPeopleList title={kind.title} count={people.length} emptyText={kind.emptyText} toolbar={toolbar}>
      {people.map((person) => {
        const name = personName(person);
        return (
          <RosterPersonRow
            key={person.id}
            person={person}
            dateLine={kind.dateLine(person)}
            role={
              canEdit && gameProfile ? (
                <InlineRoleEditor
                  name={name}
                  role={person.role}
                  roles={kind.roles}
                  onSave={async (role) => {
                    try {
                      await writes.updateRole(person.id, role);
                      toast.success(kind.updated);
                      return true;
                    } catch (error) {
                      showWriteError(error, texts(kind.updateFailed));
                      return false;
                    }
                  }}
                />
              ) : (
                <RoleBadge role={person.role} />
              )
            }
            actions={
              canEdit ? (
                <ConfirmRemoveButton
                  triggerLabel={`Remove ${name}`}
                  title={`Remove ${name}?`}
                  description={kind.removeDescription(person, gameProfile)}
                  isPending={writes.removingId === person.id}
                  onConfirm={async () => {
                    try {
                      await writes.remove(person.id);
                      toast.success(kind.removed);
                      return true;
                    } catch (error) {
                      showWriteError(error, texts(kind.removeFailed));
                      return false;
                    }
                  }}
                />
              ) : null
            }
          />
        );
      })}
    </RosterPeopleList>
  );
}

export interface RosterPlayersListProps {
  teamId: string;
  members: TeamMember[];
  /** Null: the general roster. */
  gameProfile: GameProfile | null;
  canEdit: boolean;
}

export function RosterPlayersList({ teamId, members, gameProfile, canEdit }: RosterPlayersListProps) {
  const updateMember = useUpdateMember(teamId);
  const removeMember = useRemoveMember(teamId);
  return (
    <RosterList
      kind={PLAYERS}
      writes={{
        updateRole: (memberId, role) => updateMember.mutateAsync({ memberId, input: { role } }),
        remove: (memberId) => removeMember.mutateAsync(memberId),
        removingId: removeMember.isPending ? removeMember.variables : undefined,
      }}
      people={members}
      gameProfile={gameProfile}
      canEdit={canEdit}
      toolbar={canEdit ? <AddMemberDialog teamId={teamId} gameProfile={gameProfile} /> : null}
    />
  );
}

export interface RosterStaffListProps {
  teamId: string;
  staff: TeamStaffMember[];
  /** Null: the general roster. */
  gameProfile: GameProfile | null;
  canEdit: boolean;
  /** The staff filter (General Roster). */
  filter?: ReactNode;
}

export function RosterStaffList({ teamId, staff, gameProfile, canEdit, filter }: RosterStaffListProps) {
  const updateStaff = useUpdateStaff(teamId);
  const removeStaff = useRemoveStaff(teamId);
  return (
    <RosterList
      kind={STAFF}
      writes={{
        updateRole: (staffId, role) => updateStaff.mutateAsync({ staffId, input: { role } }),
        remove: (staffId) => removeStaff.mutateAsync(staffId),
        removingId: removeStaff.isPending ? removeStaff.variables : undefined,
      }}
      people={staff}
      gameProfile={gameProfile}
      canEdit={canEdit}
      toolbar={
        filter || canEdit ? (
          <>
            {filter}
            {canEdit ? <AddStaffDialog teamId={teamId} gameProfile={gameProfile} /> : null}
          </>
        ) : null
      }
    />
  );
}
