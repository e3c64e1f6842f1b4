/**
 * The user search picker of the add dialogs (spec 2.7): type at least 2
 * characters to search public profiles (people already on this roster are
 * left out by the server), or switch to "Add new user by email" to invite
 * someone who is not on the platform yet.
 */
import { Check, Mail, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { UserSearchResult } from '#shared/contracts/teams.ts';
import { SEARCH } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSearchUsers } from '../../api/search-users.ts';
import { PersonAvatar } from './person-avatar.tsx';

export type PickedPerson = { kind: 'user'; user: UserSearchResult } | { kind: 'email'; email: string };

/** True once a user is picked or a non-blank email is typed (spec 5): the Add button's condition. */
export function isPersonPicked(value: PickedPerson | null): boolean {
  if (!value) return false;
  return value.kind === 'user' || value.email.trim().length > 0;
}

export const SEARCH_DEBOUNCE_MS = 250;

function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface UserSearchPickerProps {
  teamId: string;
  kind: 'member' | 'staff';
  gameProfileId: string | null;
  value: PickedPerson | null;
  onChange: (value: PickedPerson | null) => void;
  disabled?: boolean;
}

export function UserSearchPicker({ teamId, kind, gameProfileId, value, onChange, disabled = false }: UserSearchPickerProps) {
  const id = useId();
  const [mode, setMode] = useState<'search' | 'email'>(value?.kind === 'email' ? 'email' : 'search');
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchUsers(teamId, { q: debounced, kind, gameProfileId });

  if (mode === 'email') {
    const email = value?.kind === 'email' ? value.email : '';
    return (
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email address</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          aria-describedby={`${id}-email-note`}
          value={email}
          disabled={disabled}
          onChange={(event) => onChange({ kind: 'email', email: event.target.value })}
        />
        <p id={`${id}-email-note`} className="flex items-start gap-2 text-xs text-muted-foreground">
          <Mail aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          We email this address an invitation to the team. The person joins only after accepting it.
        </p>
        <Button
          variant="link"
          size="sm"
          className="w-fit"
          disabled={disabled}
          onClick={() => {
            setMode('search');
            onChange(null);
          }}
        >
          Search existing users instead
        </Button>
      </div>
    );
  }

  const typed = text.trim();
  const isWaiting = typed.length >= SEARCH.minChars && (typed !== debounced || search.isFetching);
  const users = search.isError ? [] : (search.data ?? []);
  const picked = value?.kind === 'user' ? value.user : null;

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-search`}>Search users</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          className="pl-9"
          placeholder="Name or profile link"
          aria-describedby={`${id}-search-status`}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div id={`${id}-search-status`} role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {typed.length === 0 ? null : typed.length < SEARCH.minChars ? (
          `Type at least ${SEARCH.minChars} characters to search.`
        ) : isWaiting ? (
          'Searching...'
        ) : users.length === 0 ? (
          `No users found for "${typed}"`
        ) : null}
      </div>
      {!isWaiting && typed.length >= SEARCH.minChars && users.length > 0 ? (
        <ul aria-label="Search results" className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-1">
          {users.map((user) => {
            const isPicked = picked?.userId === user.userId;
            return (
              <li key={user.userId}>
                <button
                  type="button"
                  aria-pressed={isPicked}
                  disabled={disabled}
                  onClick={() => onChange(isPicked ? null : { kind: 'user', user })}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                    isPicked && 'bg-primary/15',
                  )}
                >
                  <PersonAvatar name={user.displayName} avatarUrl={user.avatarUrl} className="size-8 text-xs" />
                  <span className="min-w-0 flex-1 truncate font-medium">{user.displayName}</span>
                  {isPicked ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
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
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={disabled}
        onClick={() => {
          setMode('email');
          onChange({ kind: 'email', email: '' });
        }}
      >
        <Mail aria-hidden="true" /> Add new user by email
      </Button>
    </div>
  );
}

/** The request's person fields for a pick: the found user's id, or the trimmed email to invite. */
export function pickedPersonRef(value: PickedPerson): { userId: string } | { email: string } {
  return value.kind === 'user' ? { userId: value.user.userId } : { email: value.email.trim() };
}

/** Adds are invitations (docs/decisions/015): the person joins by accepting. */
export const INVITATION_SENT = 'Invitation sent';

/** The invitation toast's second line: the same whoever owns the address (docs/decisions/015). */
export function invitationNote(value: PickedPerson): string {
  return value.kind === 'user'
    ? `${value.user.displayName} joins the roster after accepting the invitation.`
    : `We emailed ${value.email.trim()} an invitation. They join the roster after accepting it.`;
}
