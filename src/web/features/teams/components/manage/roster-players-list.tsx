/** The Players list of one roster; managers edit roles inline on game rosters and remove players (spec 2.4). */
import { parseISO } from 'date-fns';
import { GAME_ROSTER_ROLES, type GameProfile, type TeamMember } from '#shared/contracts/teams.ts';
import { toast } from '#web/lib/toast.ts';
import { useRemoveMember } from '../../api/remove-member.ts';
import { useUpdateMember } from '../../api/update-member.ts';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { ConfirmRemoveButton } from './confirm-remove-button.tsx';
import { InlineRoleEditor } from './inline-role-editor.tsx';
import { RoleBadge } from './role-badge.tsx';
import { personName } from './role-labels.ts';
import { formatDay } from './format-team-dates.ts';
import { RosterPeopleList, RosterPersonRow } from './roster-people-list.tsx';
import { showWriteError } from './write-error-toast.ts';

export const NO_PLAYERS = 'No players added yet';
export const MEMBER_UPDATED = 'Member updated successfully!';
export const MEMBER_UPDATE_FAILED = 'Failed to update member.';
export const MEMBER_REMOVED = 'Team member removed successfully!';
export const MEMBER_REMOVE_FAILED = 'Failed to remove team member.';

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
    <RosterPeopleList
      title="Players"
      count={members.length}
      emptyText={NO_PLAYERS}
      toolbar={canEdit ? <AddMemberDialog teamId={teamId} gameProfile={gameProfile} /> : null}
    >
      {members.map((member) => {
        const name = personName(member);
        return (
          <RosterPersonRow
            key={member.id}
            person={member}
            dateLine={`Joined ${formatDay(parseISO(member.joinedAt))}`}
            role={
              canEdit && gameProfile ? (
                <InlineRoleEditor
                  name={name}
                  role={member.role}
                  roles={GAME_ROSTER_ROLES}
                  onSave={async (role) => {
                    try {
                      await updateMember.mutateAsync({ memberId: member.id, input: { role } });
                      toast.success(MEMBER_UPDATED);
                      return true;
                    } catch (error) {
                      showWriteError(error, { failure: MEMBER_UPDATE_FAILED });
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
                    gameProfile
                      ? 'They leave this game roster. Their place on the general roster stays.'
                      : 'They leave the general roster of this team.'
                  }
                  isPending={removeMember.isPending && removeMember.variables === member.id}
                  onConfirm={async () => {
                    try {
                      await removeMember.mutateAsync(member.id);
                      toast.success(MEMBER_REMOVED);
                      return true;
                    } catch (error) {
                      showWriteError(error, { failure: MEMBER_REMOVE_FAILED });
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
