/**
 * Find Teams filters: organization type, name search (debounced) and game.
 * The route owns the values (they live in the URL); this only edits them.
 */
import Search from 'lucide-react/icons/search';
import { useEffect, useId, useRef, useState } from 'react';
import { ORGANIZATION_TYPE_LABELS, type EsportsTitle } from '#shared/contracts/teams.ts';
import { ORGANIZATION_TYPES, type OrganizationType } from '#shared/value-sets.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { cn } from '#web/lib/cn.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export interface TeamFiltersProps {
  type: OrganizationType | undefined;
  q: string;
  game: string | undefined;
  /** Undefined while the titles load (or when they failed). */
  titles: EsportsTitle[] | undefined;
  onTypeChange: (type: OrganizationType | undefined) => void;
  onSearchChange: (q: string) => void;
  onGameChange: (game: string | undefined) => void;
}

const TYPE_CHOICES: { value: OrganizationType | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...ORGANIZATION_TYPES.map((value) => ({ value, label: ORGANIZATION_TYPE_LABELS[value] })),
];

/** The search box keeps what is typed and reports it after a pause; a new value from outside (Clear filters, Back) replaces it. */
function NameSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const reported = useRef(value);
  // The latest callback, so a re-render of the page does not restart the pause.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text.trim();
      report.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Search teams</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Team name"
          autoComplete="off"
          maxLength={80}
          className="pl-9"
        />
      </div>
    </div>
  );
}

export function TeamFilters({ type, q, game, titles, onTypeChange, onSearchChange, onGameChange }: TeamFiltersProps) {
  const gameId = useId();
  // A game from the URL that is not (or not yet) among the titles stays selectable, so the select shows the truth.
  const knownGame = !game || titles?.some((title) => title.slug === game);
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div role="group" aria-label="Organization type" className="flex flex-wrap gap-2">
        {TYPE_CHOICES.map((choice) => {
          const active = choice.value === type;
          return (
            <button
              key={choice.label}
              type="button"
              aria-pressed={active}
              onClick={() => onTypeChange(choice.value)}
              className={cn(
                'h-9 rounded-full border px-4 text-sm font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                active ? 'border-primary bg-primary text-primary-foreground' : 'border-input hover:bg-accent hover:text-accent-foreground',
              )}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <NameSearch value={q} onChange={onSearchChange} />
        <div className="grid gap-2">
          <Label htmlFor={gameId}>Game</Label>
          <NativeSelect id={gameId} value={game ?? ''} onChange={(event) => onGameChange(event.target.value || undefined)}>
            <option value="">All games</option>
            {titles?.map((title) => (
              <option key={title.id} value={title.slug}>
                {title.name}
              </option>
            ))}
            {knownGame ? null : <option value={game}>{game}</option>}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
