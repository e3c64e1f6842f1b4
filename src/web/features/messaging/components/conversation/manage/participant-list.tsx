/** A group's people, "N of 7 participants", each but the viewer with a Remove button (confirmed). */
import { MESSAGING_TEXTS, type ConversationSummary, type Participant } from '#shared/contracts/messaging.ts';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useRemoveParticipant } from '#web/features/messaging/api/remove-participant.ts';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import { showWriteFailure } from '../write-failure.ts';

export function participantCountText(conversation: ConversationSummary): string {
  return `${conversation.participants.length} of ${conversation.maxParticipants} participants`;
}

export function ParticipantList({ conversation, viewerId }: { conversation: ConversationSummary; viewerId: string | null }) {
  const removeParticipant = useRemoveParticipant(conversation.id);

  const remove = async (participant: Participant) => {
    try {
      await removeParticipant.mutateAsync({ userId: participant.userId });
      toast.success(MESSAGING_TEXTS.participantRemoved, { description: participant.displayName });
      return true;
    } catch (error) {
      showWriteFailure(error, MESSAGING_TEXTS.removeFailed);
      return false;
    }
  };

  return (
    <ul aria-label="Participants" className="grid gap-1">
      {conversation.participants.map((participant) => {
        const isViewer = participant.userId === viewerId;
        return (
          <li key={participant.userId} className="flex min-h-11 items-center gap-3 rounded-md px-1">
            <InitialsAvatar size="sm" name={participant.displayName} avatarUrl={participant.avatarUrl} />
            <span className="min-w-0 flex-1 truncate text-sm font-medium">
              {participant.displayName}
              {isViewer ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
            </span>
            {isViewer ? null : (
              <ConfirmDeleteButton
                title={`Remove ${participant.displayName}?`}
                description="They will no longer see this conversation or its new messages. Anyone in the group can add them back."
                confirmLabel="Remove"
                triggerText="Remove"
                triggerLabel={`Remove ${participant.displayName}`}
                pendingText="Removing..."
                isPending={removeParticipant.isPending && removeParticipant.variables?.userId === participant.userId}
                onConfirm={() => remove(participant)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
