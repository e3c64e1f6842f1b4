/**
 * The people picker of the new-conversation dialog (spec 2.7 style): type at
 * least 2 characters to search the people the viewer may message; results
 * are toggle buttons; chosen people show as chips with a remove button.
 * The dialog decides what a pick does (direct: replace, group: add up to
 * the limit).
 */
import { Check, Search, X } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import type { MessagingUser } from '#shared/contracts/messaging.ts';
import { SEARCH } from '#shared/constants.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useSearchMessagingUsers } from '../../api/search-messaging-users.ts';
import { ParticipantAvatar } from './participant-avatar.tsx';

export const PEOPLE_SEARCH_DEBOUNCE_MS = 250;

export interface PeoplePickerProps {
  chosen: MessagingUser[];
  onPick: (user: MessagingUser) => void;
  onRemove: (user: MessagingUser) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function PeoplePicker({ chosen, onPick, onRemove, disabled = false, inputRef }: PeoplePickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, PEOPLE_SEARCH_DEBOUNCE_MS);
  const search = useSearchMessagingUsers(debounced);
  const isWaiting = typed.length >= SEARCH.minChars && (typed !== debounced || search.isFetching);
  const users = search.isError ? [] : (search.data ?? []);
  const chosenIds = new Set(chosen.map((user) => user.userId));
  const showResults = !isWaiting && typed.length >= SEARCH.minChars && users.length > 0;

  return (
    <div className="grid gap-2">
      {chosen.length > 0 ? (
        <ul aria-label="Chosen people" className="flex flex-wrap gap-2">
          {chosen.map((user) => (
            <li
              key={user.userId}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-primary/40 bg-primary/10 py-1 pr-1 pl-1 text-sm"
            >
              <ParticipantAvatar name={user.displayName} avatarUrl={user.avatarUrl} className="size-6 text-[10px]" />
              <span className="min-w-0 truncate font-medium">{user.displayName}</span>
              <button
                type="button"
                aria-label={`Remove ${user.displayName}`}
                disabled={disabled}
                onClick={() => onRemove(user)}
                className="grid size-6 shrink-0 place-items-center rounded-full text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Label htmlFor={`${id}-search`}>Search people</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={inputRef}
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          className="pl-9"
          placeholder="Name or email address"
          aria-describedby={`${id}-status`}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches as you type; it must not submit the dialog's form.
            if (event.key === 'Enter') event.preventDefault();
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
                : users.length === 1
                  ? '1 person found'
                  : `${users.length} people found`}
      </div>
      {showResults ? (
        <ul aria-label="Search results" className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-1">
          {users.map((user) => {
            const isChosen = chosenIds.has(user.userId);
            return (
              <li key={user.userId}>
                <button
                  type="button"
                  aria-pressed={isChosen}
                  disabled={disabled}
                  onClick={() => (isChosen ? onRemove(user) : onPick(user))}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                    isChosen && 'bg-primary/15',
                  )}
                >
                  <ParticipantAvatar name={user.displayName} avatarUrl={user.avatarUrl} className="size-8 text-xs" />
                  <span className="min-w-0 flex-1 truncate font-medium">{user.displayName}</span>
                  {isChosen ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
