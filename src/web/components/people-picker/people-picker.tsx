/**
 * The one people search of the app (spec 2.7 style): a labelled search box;
 * from SEARCH.minChars characters it runs the caller's query (debounced),
 * says "Searching..." / "No users found for ..." in a polite status, and
 * lists the people found as toggle buttons (pressed = picked).
 *
 * Keyboard: ArrowDown from the box enters the results; ArrowUp/ArrowDown,
 * Home and End move between them; ArrowUp from the first goes back to the
 * box; Enter or Space toggles one. The box's role stays "searchbox" and the
 * results a labelled list of pressed/unpressed buttons: the screens and
 * journeys that use the picker find them by those roles.
 *
 * It knows no feature: the caller passes the search as query options, what
 * counts as picked, and what a toggle does (replace, add, remove).
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import Search from 'lucide-react/icons/search';
import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { SEARCH } from '#shared/constants.ts';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { moveResultFocus } from './result-focus.ts';

export const PEOPLE_SEARCH_DEBOUNCE_MS = 250;

export interface PickablePerson {
  userId: string;
  displayName: string;
  avatarUrl: string | null;
}

export interface PeoplePickerProps<T extends PickablePerson, Key extends QueryKey = QueryKey> {
  label: string;
  placeholder: string;
  /** The query for a trimmed search text; it runs only from SEARCH.minChars characters. A failed search reads as no results (spec 8). */
  searchQuery: (text: string) => UseQueryOptions<T[], Error, T[], Key>;
  isPicked: (person: T) => boolean;
  /** A result was pressed; `isPicked` tells whether it was picked before. */
  onToggle: (person: T, wasPicked: boolean) => void;
  /** People found but not to be offered (e.g. already in the conversation). */
  isHidden?: (person: T) => boolean;
  /** The status line when people are found (none unless given). */
  foundText?: (count: number) => string;
  /** Shown as "Selected: <name>" under the results. */
  selectedName?: string | null;
  /** The search text, when the caller keeps it (to clear or restore it). */
  text?: string;
  onTextChange?: (text: string) => void;
  /** Enter in the search box does not submit the surrounding form. */
  isEnterKept?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function PeoplePicker<T extends PickablePerson, Key extends QueryKey = QueryKey>({
  label,
  placeholder,
  searchQuery,
  isPicked,
  onToggle,
  isHidden,
  foundText,
  selectedName,
  text: controlledText,
  onTextChange,
  isEnterKept = false,
  disabled = false,
  inputRef,
}: PeoplePickerProps<T, Key>) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [ownText, setOwnText] = useState('');
  const text = controlledText ?? ownText;
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, PEOPLE_SEARCH_DEBOUNCE_MS);
  const search = useQuery({ ...searchQuery(debounced), enabled: debounced.length >= SEARCH.minChars });
  const isWaiting = typed.length >= SEARCH.minChars && (typed !== debounced || search.isFetching);
  const found = search.isError ? [] : (search.data ?? []);
  const people = isHidden ? found.filter((person) => !isHidden(person)) : found;
  const showResults = !isWaiting && typed.length >= SEARCH.minChars && people.length > 0;
  const resultsId = `${id}-results`;

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && isEnterKept) event.preventDefault();
    if (event.key === 'ArrowDown' && listRef.current && moveResultFocus(listRef.current, null, 'next')) event.preventDefault();
  };

  const onResultsKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const direction = ({ ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' } as const)[event.key];
    if (!direction || !listRef.current) return;
    event.preventDefault();
    const moved = moveResultFocus(listRef.current, document.activeElement, direction);
    if (!moved && direction === 'previous') document.getElementById(`${id}-search`)?.focus();
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-search`}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={inputRef}
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          className="pl-9"
          placeholder={placeholder}
          aria-describedby={`${id}-status`}
          aria-controls={showResults ? resultsId : undefined}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setOwnText(event.target.value);
            onTextChange?.(event.target.value);
          }}
          onKeyDown={onSearchKeyDown}
        />
      </div>
      <div id={`${id}-status`} role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {typed.length === 0
          ? null
          : typed.length < SEARCH.minChars
            ? `Type at least ${SEARCH.minChars} characters to search.`
            : isWaiting
              ? 'Searching...'
              : people.length === 0
                ? `No users found for "${typed}"`
                : (foundText?.(people.length) ?? null)}
      </div>
      {showResults ? (
        <ul
          ref={listRef}
          id={resultsId}
          aria-label="Search results"
          className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-1"
          onKeyDown={onResultsKeyDown}
        >
          {people.map((person) => {
            const picked = isPicked(person);
            return (
              <li key={person.userId}>
                <button
                  type="button"
                  aria-pressed={picked}
                  disabled={disabled}
                  onClick={() => onToggle(person, picked)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                    picked && 'bg-primary/15',
                  )}
                >
                  <InitialsAvatar size="sm" name={person.displayName} avatarUrl={person.avatarUrl} />
                  <span className="min-w-0 flex-1 truncate font-medium">{person.displayName}</span>
                  {picked ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {selectedName ? (
        <p className="text-sm">
          Selected: <strong>{selectedName}</strong>
        </p>
      ) : null}
    </div>
  );
}
