/** "Leave conversation" (groups), confirmed; afterwards "You left the conversation" and the inbox. */
import LogOut from 'lucide-react/icons/log-out';
import { useState } from 'react';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useRemoveParticipant } from '#web/features/messaging/api/remove-participant.ts';
import { showWriteFailure, type WriteFailure } from '../write-failure.ts';
import { WriteFailureAlert } from '../write-failure-alert.tsx';

export interface LeaveConversationButtonProps {
  conversationId: string;
  viewerId: string;
  /** True before the request (the realtime "removed" event that follows is the viewer's own doing), false if it failed. */
  onLeaving: (isLeaving: boolean) => void;
  /** Called once left (the caller goes to the inbox; the dialogs go with the screen). */
  onLeft: () => void;
}

export function LeaveConversationButton({ conversationId, viewerId, onLeaving, onLeft }: LeaveConversationButtonProps) {
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const removeParticipant = useRemoveParticipant(conversationId);

  const leave = async () => {
    onLeaving(true);
    setFailure(null);
    try {
      await removeParticipant.mutateAsync({ userId: viewerId, isSelf: true });
      toast.success(MESSAGING_TEXTS.leftGroup);
      onLeft();
    } catch (error) {
      onLeaving(false);
      setFailure(showWriteFailure(error, MESSAGING_TEXTS.leaveFailed));
    }
  };

  return (
    <ConfirmDialog
      onOpenChange={() => setFailure(null)}
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <LogOut aria-hidden="true" /> Leave conversation
        </Button>
      }
      title="Leave this conversation?"
      description="You will stop receiving its messages and it leaves your inbox. Someone in the group can add you back."
      confirmLabel="Leave"
      pendingText="Leaving..."
      isPending={removeParticipant.isPending}
      onConfirm={leave}
    >
      {failure ? <WriteFailureAlert failure={failure} /> : null}
    </ConfirmDialog>
  );
}
