import { GUARDIAN_TEXTS } from '#shared/contracts/guardians.ts';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { useRevokePublishing } from '../api/approve-publishing.ts';
import { runWithToast } from './run-with-toast.ts';

/** Revoke publishing: unpublished at once; the guardian keeps reading conversations. */
export function RevokePublishingButton({ userId, playerName }: { userId: string; playerName: string }) {
  const revoke = useRevokePublishing(userId);
  return (
    <ConfirmDeleteButton
      title="Revoke publishing?"
      description={`${playerName}'s profile becomes private and unpublished at once, and disappears from every search. You can approve again later.`}
      confirmLabel="Revoke"
      triggerText="Revoke publishing"
      pendingText="Revoking..."
      isPending={revoke.isPending}
      onConfirm={() => runWithToast(() => revoke.mutateAsync(), GUARDIAN_TEXTS.revoked, 'Could not revoke')}
    />
  );
}
