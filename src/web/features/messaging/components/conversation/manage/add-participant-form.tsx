/**
 * Add participant (groups): search people the viewer may message (at least
 * 2 characters), pick one, add. A full group is refused with the spec's
 * size text before any request; the server's reason is shown when it
 * refuses.
 */
import { useState, type FormEvent } from 'react';
import { groupSizeLimitText, MESSAGING_TEXTS, type ConversationSummary, type MessagingUser } from '#shared/contracts/messaging.ts';
import { PeoplePicker } from '#web/components/people-picker/people-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAddParticipant } from '#web/features/messaging/api/add-participant.ts';
import { searchMessagingUsersQueryOptions } from '#web/features/messaging/api/search-messaging-users.ts';
import { showWriteFailure, type WriteFailure } from '../write-failure.ts';
import { WriteFailureAlert } from '../write-failure-alert.tsx';

export function AddParticipantForm({ conversation }: { conversation: ConversationSummary }) {
  const addParticipant = useAddParticipant(conversation.id);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<MessagingUser | null>(null);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const isFull = conversation.participants.length >= conversation.maxParticipants;

  const memberIds = new Set(conversation.participants.map((participant) => participant.userId));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked || addParticipant.isPending) return;
    if (isFull) {
      const limit = groupSizeLimitText(conversation.maxParticipants);
      toast.error(limit);
      setFailure({ title: limit });
      return;
    }
    setFailure(null);
    try {
      await addParticipant.mutateAsync(picked.userId);
      toast.success(MESSAGING_TEXTS.participantAdded, { description: picked.displayName });
      setPicked(null);
      setText('');
    } catch (error) {
      const limit = groupSizeLimitText(conversation.maxParticipants);
      if (error instanceof Error && error.message === limit) {
        toast.error(limit);
        setFailure({ title: limit });
      } else {
        setFailure(showWriteFailure(error, MESSAGING_TEXTS.addFailed));
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-2">
      <PeoplePicker
        label="Find people"
        placeholder="Name or email"
        searchQuery={searchMessagingUsersQueryOptions}
        isHidden={(user) => memberIds.has(user.userId)}
        isPicked={(user) => picked?.userId === user.userId}
        onToggle={(user, wasPicked) => {
          setPicked(wasPicked ? null : user);
          setFailure(null);
        }}
        selectedName={picked?.displayName}
        text={text}
        onTextChange={(next) => {
          setText(next);
          setFailure(null);
        }}
        disabled={addParticipant.isPending}
      />
      {failure ? <WriteFailureAlert failure={failure} /> : null}
      <Button type="submit" className="w-fit" disabled={!picked || addParticipant.isPending}>
        {addParticipant.isPending ? (
          <>
            <Spinner /> Adding...
          </>
        ) : (
          'Add participant'
        )}
      </Button>
    </form>
  );
}
