/** A group's title: rename (blank clears it, and the group is named after its people). */
import { useId, useState, type FormEvent } from 'react';
import { GROUP_TITLE_LABEL, GROUP_TITLE_MAX_LENGTH, MESSAGING_TEXTS, type ConversationSummary } from '#shared/contracts/messaging.ts';
import { isPlainText, plainTextMessage } from '#shared/contracts/plain-text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useUpdateConversation } from '#web/features/messaging/api/update-conversation.ts';
import { showWriteFailure, type WriteFailure } from '../write-failure.ts';
import { WriteFailureAlert } from '../write-failure-alert.tsx';

export const CONVERSATION_RENAMED = 'Conversation renamed';

export function RenameConversationForm({ conversation }: { conversation: ConversationSummary }) {
  const id = useId();
  const updateConversation = useUpdateConversation();
  const [title, setTitle] = useState(conversation.title ?? '');
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const isUnchanged = title.trim() === (conversation.title ?? '').trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isUnchanged || updateConversation.isPending) return;
    if (!isPlainText(title)) {
      setFailure({ title: plainTextMessage(GROUP_TITLE_LABEL) });
      return;
    }
    setFailure(null);
    try {
      const updated = await updateConversation.mutateAsync({ conversationId: conversation.id, title: title.trim() || null });
      setTitle(updated.title ?? '');
      toast.success(CONVERSATION_RENAMED);
    } catch (error) {
      setFailure(showWriteFailure(error, MESSAGING_TEXTS.updateFailed));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-2">
      <Label htmlFor={`${id}-title`}>Group name</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={GROUP_TITLE_MAX_LENGTH}
          placeholder="Name this group"
          aria-describedby={`${id}-note`}
          disabled={updateConversation.isPending}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={isUnchanged || updateConversation.isPending}>
          {updateConversation.isPending ? (
            <>
              <Spinner /> Saving...
            </>
          ) : (
            'Rename'
          )}
        </Button>
      </div>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        Everyone in the group sees the new name. Leave it empty to name the group after its people.
      </p>
      {failure ? <WriteFailureAlert failure={failure} /> : null}
    </form>
  );
}
