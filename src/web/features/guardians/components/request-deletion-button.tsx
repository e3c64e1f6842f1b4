import { GUARDIAN_TEXTS } from '#shared/contracts/guardians.ts';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { useRequestDeletion } from '../api/request-deletion.ts';
import { runWithToast } from './run-with-toast.ts';

/** Request deletion, with a confirm step; the profile is hidden at once and staff delete the account after 30 days. */
export function RequestDeletionButton({ userId, playerName }: { userId: string; playerName: string }) {
  const request = useRequestDeletion(userId);
  return (
    <ConfirmDeleteButton
      title="Request account deletion?"
      description={`${playerName}'s profile is hidden from everyone at once, and our staff delete the account and its data within 30 days. A paid player plan is cancelled at once, without further charges. This cannot be undone from here.`}
      confirmLabel="Request deletion"
      triggerText="Request deletion"
      pendingText="Requesting..."
      isPending={request.isPending}
      onConfirm={() => runWithToast(() => request.mutateAsync(), GUARDIAN_TEXTS.deletionRequested, 'Could not request deletion')}
    />
  );
}
