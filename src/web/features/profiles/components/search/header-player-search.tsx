/**
 * The header search (spec 2.2, 7.2): published public profiles by name or
 * slug, at least 2 characters, as an ARIA 1.2 combobox: arrows move through
 * the results, Enter opens /player/{slug}, Escape closes (a second Escape
 * clears). A failed search shows as no results (spec 8).
 */
import Search from 'lucide-react/icons/search';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH } from '#shared/constants.ts';
import type { ProfileSearchResult } from '#shared/contracts/player-search.ts';
import { PLAYER_SEARCH_TEXTS } from '#shared/recruiting/player-search-texts.ts';
import { Input } from '#web/components/ui/input.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useTrackSearch } from '#web/lib/tracking/use-track-search.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useSearchProfiles } from '../../api/search-profiles.ts';

const TYPING_PAUSE_MS = 250;

function resultDetail(result: ProfileSearchResult): string {
  const name = [result.firstName, result.lastName].filter(Boolean).join(' ');
  const classYear = result.classYear ? `Class of ${result.classYear}` : null;
  return [name || null, classYear, result.state].filter(Boolean).join(' · ');
}

export function HeaderPlayerSearch({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const id = useId();
  const listId = `${id}-results`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const search = useSearchProfiles(debounced);

  const hasEnough = text.trim().length >= SEARCH.minChars;
  const isSettled = debounced === text.trim() && !search.isFetching;
  const results = search.isError ? [] : (search.data ?? []);
  const showList = isOpen && text.trim().length > 0;
  const active = activeIndex >= 0 ? results[activeIndex] : undefined;
  // A search (spec section 1) once the pause in typing has its answer; the typing pause is the debounce (docs/decisions/044).
  const answered = debounced.length >= SEARCH.minChars && isSettled && search.isSuccess && !search.isPlaceholderData;
  useTrackSearch('header_players', answered ? debounced : '', answered ? results.length : undefined, 0);

  const open = (result: ProfileSearchResult) => {
    setIsOpen(false);
    setText('');
    setActiveIndex(-1);
    onNavigate?.();
    void navigate(paths.player.getHref(result.slug));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      if (showList && active) {
        event.preventDefault();
        open(active);
      }
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setIsOpen(false);
        setActiveIndex(-1);
      } else {
        setText('');
      }
    }
  };

  let status: string | null = null;
  if (!hasEnough) status = PLAYER_SEARCH_TEXTS.minChars;
  else if (!isSettled && results.length === 0) status = PLAYER_SEARCH_TEXTS.searching;
  else if (results.length === 0) status = PLAYER_SEARCH_TEXTS.noResults(text.trim());

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search players
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Search players"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && active ? `${id}-option-${activeIndex}` : undefined}
        className="h-9 pl-8"
        value={text}
        maxLength={120}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList ? (
      <div className="absolute left-0 z-50 mt-1 w-72 max-w-[calc(100vw-2rem)] min-w-full rounded-md border bg-popover text-popover-foreground shadow-md">
        {status ? (
          <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
            {status}
          </p>
        ) : null}
        <ul id={listId} role="listbox" aria-label="Players" className={cn('max-h-80 overflow-y-auto py-1', results.length === 0 && 'hidden')}>
          {hasEnough
            ? results.map((result, index) => (
                <li
                  key={result.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={cn('cursor-pointer px-3 py-2 text-sm', index === activeIndex && 'bg-accent text-accent-foreground')}
                  // Keep focus in the box so the click lands before the blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => open(result)}
                >
                  <span className="block font-medium">{result.displayName}</span>
                  <span className="block text-xs text-muted-foreground">{resultDetail(result) || `@${result.slug}`}</span>
                </li>
              ))
            : null}
        </ul>
      </div>
      ) : null}
    </div>
  );
}
