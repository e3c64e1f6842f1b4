/**
 * The user search picker of the add dialogs (spec 2.7): type at least 2
 * characters to search public profiles (people already on this roster are
 * left out by the server), or switch to "Add new user by email" to invite
 * someone who is not on the platform yet.
 */
import Mail from 'lucide-react/icons/mail';
import { useId, useState } from 'react';
import type { UserSearchResult } from '#shared/contracts/teams-roster.ts';
import { PeoplePicker } from '#web/components/people-picker/people-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { searchUsersQueryOptions } from '#web/features/teams/api/roster/search-users.ts';

export type PickedPerson = { kind: 'user'; user: UserSearchResult } | { kind: 'email'; email: string };

/** True once a user is picked or a non-blank email is typed (spec 5): the Add button's condition. */
export function isPersonPicked(value: PickedPerson | null): boolean {
  if (!value) return false;
  return value.kind === 'user' || value.email.trim().length > 0;
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
  // Kept here so that going to the email form and back shows the same search.
  const [text, setText] = useState('');

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

  const picked = value?.kind === 'user' ? value.user : null;
  return (
    <div className="grid gap-2">
      <PeoplePicker
        label="Search users"
        placeholder="Name or profile link"
        searchQuery={(q) => searchUsersQueryOptions(teamId, { q, kind, gameProfileId })}
        isPicked={(user) => picked?.userId === user.userId}
        onToggle={(user, wasPicked) => onChange(wasPicked ? null : { kind: 'user', user })}
        selectedName={picked?.displayName}
        text={text}
        onTextChange={setText}
        disabled={disabled}
      />
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
