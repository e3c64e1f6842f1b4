/**
 * Add participant (groups): search people the viewer may message (at least
 * 2 characters), pick one, add. A full group is refused with the spec's
 * size text before any request; the server's reason is shown when it
 * refuses.
 */
import { Check, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH } from '#shared/constants.ts';
import { groupSizeLimitText, MESSAGING_TEXTS, type ConversationSummary, type MessagingUser } from '#shared/contracts/messaging.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useAddParticipant } from '../../api/add-participant.ts';
import { useSearchMessagingUsers } from '../../api/search-messaging-users.ts';
import { ParticipantAvatar } from './participant-avatar.tsx';
import { showWriteFailure, type WriteFailure } from './write-failure.ts';
import { WriteFailureAlert } from './write-failure-alert.tsx';

export const SEARCH_DEBOUNCE_MS = 250;

export function AddParticipantForm({ conversation }: { conversation: ConversationSummary }) {
  const id = useId();
  const addParticipant = useAddParticipant(conversation.id);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<MessagingUser | null>(null);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useSearchMessagingUsers(debounced);
  const isFull = conversation.participants.length >= conversation.maxParticipants;

  const memberIds = new Set(conversation.participants.map((participant) => participant.userId));
  const users = (search.isError ? [] : (search.data ?? [])).filter((user) => !memberIds.has(user.userId));
  const isWaiting = typed.length >= SEARCH.minChars && (typed !== debounced || search.isFetching);

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
      <Label htmlFor={`${id}-search`}>Find people</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          className="pl-9"
          placeholder="Name or email"
          aria-describedby={`${id}-status`}
          value={text}
          disabled={addParticipant.isPending}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(null);
          }}
        />
      </div>
      <div id={`${id}-status`} role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {typed.length === 0
          ? null
          : typed.length < SEARCH.minChars
            ? `Type at least ${SEARCH.minChars} characters to search.`
            : isWaiting
              ? 'Searching...'
              : users.length === 0
                ? `No users found for "${typed}"`
                : null}
      </div>
      {!isWaiting && typed.length >= SEARCH.minChars && users.length > 0 ? (
        <ul aria-label="Search results" className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-1">
          {users.map((user) => {
            const isPicked = picked?.userId === user.userId;
            return (
              <li key={user.userId}>
                <button
                  type="button"
                  aria-pressed={isPicked}
                  disabled={addParticipant.isPending}
                  onClick={() => {
                    setPicked(isPicked ? null : user);
                    setFailure(null);
                  }}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                    isPicked && 'bg-accent text-accent-foreground',
                  )}
                >
                  <ParticipantAvatar name={user.displayName} avatarUrl={user.avatarUrl} />
                  <span className="min-w-0 flex-1 truncate font-medium">{user.displayName}</span>
                  {isPicked ? <Check aria-hidden="true" className="size-4" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {picked ? (
        <p className="text-sm">
          Selected: <strong>{picked.displayName}</strong>
        </p>
      ) : null}
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
