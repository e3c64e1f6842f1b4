/** "Manage" for groups: rename, the participants (remove), add a participant, and leave. */
import { Settings } from 'lucide-react';
import { useId, useRef, useState } from 'react';
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
  /** Runs once left and the dialog has closed (go to the inbox). */
  onLeft: () => void;
}

export function ManageConversationDialog({ conversation, viewerId, onLeaving, onLeft }: ManageConversationDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Leave the screen only once the dialog has closed, so it gives back focus and pointer events first.
  const hasLeft = useRef(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings aria-hidden="true" /> Manage
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!hasLeft.current) return;
          event.preventDefault();
          onLeft();
        }}
      >
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
            onLeft={() => {
              hasLeft.current = true;
              setOpen(false);
            }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
