/**
 * The people picker of the new-conversation dialog (spec 2.7 style): type at
 * least 2 characters to search the people the viewer may message; results
 * are toggle buttons; chosen people show as chips with a remove button.
 * The dialog decides what a pick does (direct: replace, group: add up to
 * the limit).
 */
import X from 'lucide-react/icons/x';
import type { Ref } from 'react';
import type { MessagingUser } from '#shared/contracts/messaging.ts';
import { PeoplePicker as PeopleSearch } from '#web/components/people-picker/people-picker.tsx';
import { searchMessagingUsersQueryOptions } from '../../api/search-messaging-users.ts';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';

export interface PeoplePickerProps {
  chosen: MessagingUser[];
  onPick: (user: MessagingUser) => void;
  onRemove: (user: MessagingUser) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const foundText = (count: number) => (count === 1 ? '1 person found' : `${count} people found`);

export function PeoplePicker({ chosen, onPick, onRemove, disabled = false, inputRef }: PeoplePickerProps) {
  const chosenIds = new Set(chosen.map((user) => user.userId));
  return (
    <div className="grid gap-2">
      {chosen.length > 0 ? (
        <ul aria-label="Chosen people" className="flex flex-wrap gap-2">
          {chosen.map((user) => (
            <li
              key={user.userId}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-primary/40 bg-primary/10 py-1 pr-1 pl-1 text-sm"
            >
              <InitialsAvatar size="lg" name={user.displayName} avatarUrl={user.avatarUrl} className="size-6 text-[10px]" />
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
      <PeopleSearch
        label="Search people"
        placeholder="Name or email address"
        searchQuery={searchMessagingUsersQueryOptions}
        isPicked={(user) => chosenIds.has(user.userId)}
        onToggle={(user, wasChosen) => (wasChosen ? onRemove(user) : onPick(user))}
        foundText={foundText}
        // Enter searches as you type; it must not submit the dialog's form.
        isEnterKept
        disabled={disabled}
        inputRef={inputRef}
      />
    </div>
  );
}
