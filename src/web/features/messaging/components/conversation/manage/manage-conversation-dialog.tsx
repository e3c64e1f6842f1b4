/** "Manage" for groups: rename, the participants (remove), add a participant, and leave. */
import Settings from 'lucide-react/icons/settings';
import { useId, useState } from 'react';
import type { ConversationSummary } from '#shared/contracts/messaging.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { AddParticipantForm } from './add-participant-form.tsx';
import { LeaveConversationButton } from './leave-conversation-button.tsx';
import { participantCountText, ParticipantList } from './participant-list.tsx';
import { RenameConversationForm } from './rename-conversation-form.tsx';

export interface ManageConversationDialogProps {
  conversation: ConversationSummary;
  viewerId: string;
  onLeaving: (isLeaving: boolean) => void;
  /** Runs once left (go to the inbox). */
  onLeft: () => void;
}

export function ManageConversationDialog({ conversation, viewerId, onLeaving, onLeft }: ManageConversationDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings aria-hidden="true" /> Manage
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage conversation</DialogTitle>
          <DialogDescription>Everyone in the group can rename it and add or remove people.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby={`${id}-name`} className="grid gap-2">
          <h3 id={`${id}-name`} className="sr-only">
            Group name
          </h3>
          <RenameConversationForm key={conversation.title ?? ''} conversation={conversation} />
        </section>
        <section aria-labelledby={`${id}-participants`} className="grid gap-2 border-t pt-4">
          <div className="flex items-baseline justify-between gap-2">
            <h3 id={`${id}-participants`} className="font-semibold">
              Participants
            </h3>
            <p className="text-sm text-muted-foreground">{participantCountText(conversation)}</p>
          </div>
          <ParticipantList conversation={conversation} viewerId={viewerId} />
        </section>
        <section aria-labelledby={`${id}-add`} className="grid gap-2 border-t pt-4">
          <h3 id={`${id}-add`} className="font-semibold">
            Add participant
          </h3>
          <AddParticipantForm conversation={conversation} />
        </section>
        <div className="border-t pt-4">
          <LeaveConversationButton
            conversationId={conversation.id}
            viewerId={viewerId}
            onLeaving={onLeaving}
            // At once, not after the dialog closes: the screen may already have been replaced (the
            // realtime "removed" echo can drop the conversation from the cache before the answer).
            onLeft={onLeft}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
