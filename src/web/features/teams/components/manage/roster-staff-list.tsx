/** The Staff list of one roster; managers edit roles inline on game rosters and remove staff (spec 2.4). */
import type { ReactNode } from 'react';
import { STAFF_ROLES, type GameProfile, type TeamStaffMember } from '#shared/contracts/teams.ts';
import { toast } from '#web/lib/toast.ts';
import { useRemoveStaff } from '../../api/remove-staff.ts';
import { useUpdateStaff } from '../../api/update-staff.ts';
import { AddStaffDialog } from './add-staff-dialog.tsx';
import { ConfirmRemoveButton } from './confirm-remove-button.tsx';
import { InlineRoleEditor } from './inline-role-editor.tsx';
import { RoleBadge } from './role-badge.tsx';
import { personName } from './role-labels.ts';
import { formatCalendarDate } from './format-team-dates.ts';
import { RosterPeopleList, RosterPersonRow } from './roster-people-list.tsx';
import { ACCESS_DENIED_TEXTS, showWriteError } from './write-error-toast.ts';

export const NO_STAFF = 'No staff members added yet';
export const STAFF_UPDATED = 'Staff Updated';
export const STAFF_UPDATE_FAILED = 'Failed to update staff member.';
export const STAFF_REMOVED = 'Staff member removed successfully!';
export const STAFF_REMOVE_FAILED = 'Failed to remove staff member.';

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
    <RosterPeopleList
      title="Staff"
      count={staff.length}
      emptyText={NO_STAFF}
      toolbar={
        filter || canEdit ? (
          <>
            {filter}
            {canEdit ? <AddStaffDialog teamId={teamId} gameProfile={gameProfile} /> : null}
          </>
        ) : null
      }
    >
      {staff.map((member) => {
        const name = personName(member);
        return (
          <RosterPersonRow
            key={member.id}
            person={member}
            dateLine={member.contractStart ? `Contract start ${formatCalendarDate(member.contractStart)}` : 'No contract start date'}
            role={
              canEdit && gameProfile ? (
                <InlineRoleEditor
                  name={name}
                  role={member.role}
                  roles={STAFF_ROLES}
                  onSave={async (role) => {
                    try {
                      await updateStaff.mutateAsync({ staffId: member.id, input: { role } });
                      toast.success(STAFF_UPDATED);
                      return true;
                    } catch (error) {
                      showWriteError(error, { failure: STAFF_UPDATE_FAILED, denied: ACCESS_DENIED_TEXTS.manageStaff });
                      return false;
                    }
                  }}
                />
              ) : (
                <RoleBadge role={member.role} />
              )
            }
            actions={
              canEdit ? (
                <ConfirmRemoveButton
                  triggerLabel={`Remove ${name}`}
                  title={`Remove ${name}?`}
                  description={
                    member.gameProfileId
                      ? 'They leave the staff of this game roster.'
                      : 'They leave the general staff of this team; their game roster places stay.'
                  }
                  isPending={removeStaff.isPending && removeStaff.variables === member.id}
                  onConfirm={async () => {
                    try {
                      await removeStaff.mutateAsync(member.id);
                      toast.success(STAFF_REMOVED);
                      return true;
                    } catch (error) {
                      showWriteError(error, { failure: STAFF_REMOVE_FAILED, denied: ACCESS_DENIED_TEXTS.manageStaff });
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
