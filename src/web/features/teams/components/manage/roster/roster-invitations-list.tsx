/**
 * The team's invitations on the Roster tab (managers, docs/decisions/015):
 * pending ones and those answered in the last 30 days, with their state; a
 * pending one can be cancelled. A person is named only when picked in the
 * search (public profile); an invitation by email shows the masked address.
 */
import { parseISO } from 'date-fns';
import type { GameProfile, TeamInvitation } from '#shared/contracts/teams-roster.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { confirmWithToast } from '#web/lib/confirm-with-toast.ts';
import { useCancelInvitation } from '#web/features/teams/api/roster/cancel-invitation.ts';
import { formatDay } from '../format-team-dates.ts';
import { gameProfileLabel, valueLabel } from '../role-labels.ts';
import { Pill, type PillTone } from '../status-badge.tsx';
import { showWriteError } from '../write-error-toast.ts';

export const NO_INVITATIONS = 'No invitations yet. People you add get an invitation and join the roster once they accept.';
export const INVITATION_CANCELLED = 'Invitation cancelled';
export const INVITATION_CANCEL_FAILED = 'Failed to cancel the invitation.';

const STATUS: Record<TeamInvitation['status'], { label: string; tone: PillTone }> = {
  pending: { label: 'Pending', tone: 'primary' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'muted' },
  cancelled: { label: 'Cancelled', tone: 'muted' },
};

/** How the manager recognises an invitation: the public name, the masked address, or a neutral label. */
export function invitationLabel(invitation: Pick<TeamInvitation, 'displayName' | 'emailHint'>): string {
  return invitation.displayName ?? invitation.emailHint ?? 'Invited person';
}

function rosterLabel(invitation: TeamInvitation, gameProfiles: readonly GameProfile[]): string {
  const kind = invitation.kind === 'member' ? 'Player' : 'Staff';
  const game = gameProfiles.find((profile) => profile.id === invitation.gameProfileId);
  const roster = invitation.gameProfileId === null ? 'General Roster' : game ? gameProfileLabel(game) : 'Removed game';
  return `${kind} · ${valueLabel(invitation.role)} · ${roster}`;
}

export interface RosterInvitationsListProps {
  teamId: string;
  invitations: TeamInvitation[];
  gameProfiles: readonly GameProfile[];
  canEdit: boolean;
}

export function RosterInvitationsList({ teamId, invitations, gameProfiles, canEdit }: RosterInvitationsListProps) {
  const cancel = useCancelInvitation(teamId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Invitations <span className="text-sm font-normal text-muted-foreground">({invitations.filter((row) => row.status === 'pending').length} pending)</span>
        </CardTitle>
        <CardDescription>Only you and the other managers see this list. Invited people are not on the roster until they accept.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{NO_INVITATIONS}</p>
        ) : (
          <ul aria-label="Invitations" className="grid divide-y">
            {invitations.map((invitation) => {
              const label = invitationLabel(invitation);
              const status = STATUS[invitation.status];
              const answered = invitation.respondedAt ? ` · ${status.label} ${formatDay(parseISO(invitation.respondedAt))}` : '';
              return (
                <li key={invitation.id} aria-label={label} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="truncate font-semibold">{label}</p>
                    <p className="text-sm text-muted-foreground">{rosterLabel(invitation, gameProfiles)}</p>
                    <p className="text-xs text-muted-foreground">
                      Invited {formatDay(parseISO(invitation.createdAt))}
                      {invitation.invitedByName ? ` by ${invitation.invitedByName}` : ''}
                      {answered}
                    </p>
                  </div>
                  <Pill tone={status.tone}>{status.label}</Pill>
                  {canEdit && invitation.status === 'pending' ? (
                    <ConfirmDeleteButton
                      triggerLabel={`Cancel invitation for ${label}`}
                      triggerText={null}
                      title={`Cancel the invitation for ${label}?`}
                      description="They can no longer accept it. You can invite them again later."
                      confirmLabel="Cancel invitation"
                      pendingText="Cancelling..."
                      isPending={cancel.isPending}
                      onConfirm={() => confirmWithToast(() => cancel.mutateAsync(invitation.id), INVITATION_CANCELLED, (error) => showWriteError(error, { failure: INVITATION_CANCEL_FAILED }))}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
