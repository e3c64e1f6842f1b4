import { GUARDIAN_TEXTS } from '#shared/contracts/guardians.ts';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useRevokePublishing } from '../api/approve-publishing.ts';

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
      onConfirm={async () => {
        try {
          await revoke.mutateAsync();
          toast.success(GUARDIAN_TEXTS.revoked);
          return true;
        } catch (error) {
          toast.error(error instanceof Error ? error.message : 'Could not revoke');
          return false;
        }
      }}
    />
  );
}
