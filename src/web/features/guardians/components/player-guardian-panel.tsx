import { format } from 'date-fns';
import { profileAudienceText } from '#shared/access/profile-audience.ts';
import { APPROVABLE_VISIBILITY_LABELS, guardianStateFacts, type GuardianLinkSummary } from '#shared/contracts/guardians.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { usePlayerGuardianState } from '../api/get-player-guardian-state.ts';
import { useResendGuardianInvitation } from '../api/resend-guardian-invitation.ts';
import { DownloadDataLink } from './download-data-link.tsx';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { RequestDeletionButton } from './request-deletion-button.tsx';

function linkStatusText(link: GuardianLinkSummary): string {
  if (link.status === 'active') return `Active${link.guardianName ? `: ${link.guardianName}` : ''}`;
  if (link.status === 'invited') return link.isExpired ? 'Invitation expired' : 'Invited, not accepted yet';
  return link.status === 'revoked' ? 'Removed' : 'Expired';
}

function GuardianLinkRow({ userId, link }: { userId: string; link: GuardianLinkSummary }) {
  const resend = useResendGuardianInvitation(userId);
  const canResend = link.status !== 'active';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
      <div className="grid min-w-0 gap-0.5">
        <span className="truncate font-medium">{link.guardianEmail}</span>
        <span className="text-sm text-muted-foreground">{linkStatusText(link)}</span>
        {canResend && link.lastSentAt ? (
          <span className="text-xs text-muted-foreground">Last sent {format(new Date(link.lastSentAt), 'MMM d, h:mm a')}</span>
        ) : null}
      </div>
      {canResend ? (
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          aria-label={`Resend invitation to ${link.guardianEmail}`}
          onClick={async () => {
            try {
              await resend.mutateAsync(link.id);
              toast.success('Invitation sent', { description: link.guardianEmail });
            } catch (error) {
              toast.error(error instanceof Error ? error.message : 'Could not send the invitation');
            }
          }}
        >
          {resend.isPending ? <Spinner /> : null}
          Resend invitation
        </Button>
      ) : null}
    </li>
  );
}

/** The player's own guardian state on /account: links, approval, export and deletion. */
export function PlayerGuardianPanel({ userId, playerName }: { userId: string; playerName: string }) {
  const state = usePlayerGuardianState(userId);
  if (state.isPending) return <LoadingState layout="inline">Loading...</LoadingState>;
  if (state.isError) return <ErrorState layout="inline" title="Could not load your guardian details." error={state.error} onRetry={() => void state.refetch()} />;
  const { links, isMinor, approvedVisibility, deletionRequestedAt } = state.data;
  const audience = profileAudienceText(guardianStateFacts(state.data), { kind: 'owner' });
  return (
    <div className="grid gap-4">
      {isMinor && !deletionRequestedAt ? (
        <div className="grid gap-1 text-sm">
          {approvedVisibility ? <p>Your parent or guardian approved: {APPROVABLE_VISIBILITY_LABELS[approvedVisibility]}.</p> : null}
          <p>{audience}</p>
        </div>
      ) : null}
      {links.length > 0 || !isMinor ? null : <p className="text-sm text-muted-foreground">No parent or guardian is linked to your account.</p>}
      {links.length > 0 ? (
        <ul className="grid gap-2" aria-label="Parents and guardians">
          {links.map((link) => (
            <GuardianLinkRow key={link.id} userId={userId} link={link} />
          ))}
        </ul>
      ) : null}
      {deletionRequestedAt ? (
        <p role="status" className="text-sm">
          Deletion requested on {format(new Date(deletionRequestedAt), 'MMM d, yyyy')}. Your profile is hidden from everyone.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <DownloadDataLink userId={userId} />
        {deletionRequestedAt ? null : <RequestDeletionButton userId={userId} playerName={playerName} />}
      </div>
    </div>
  );
}
