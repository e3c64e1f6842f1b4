/**
 * Picks a college by name (docs/decisions/032): an ARIA 1.2 combobox over
 * GET /api/colleges?q=; arrows move through the matches, Enter or a click
 * picks one, Escape closes. The picked college shows by name and place.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import type { CollegeSummary } from '#shared/contracts/colleges.ts';
import { Input } from '#web/components/ui/input.tsx';
import type { FieldControlProps } from '#web/components/ui/form-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useCollegeOptions } from '../api/search-college-options.ts';

const TYPING_PAUSE_MS = 250;

export interface PickedCollege {
  id: string;
  name: string;
  place: string;
}

export function CollegePicker({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps;
  value: PickedCollege | null;
  onChange: (college: PickedCollege | null) => void;
}) {
  const id = useId();
  const listId = `${id}-options`;
  const [text, setText] = useState(value?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const options = useCollegeOptions(debounced);
  const rows = options.isError ? [] : (options.data?.rows ?? []);
  const showList = isOpen && text.trim().length > 0;
  const active = activeIndex >= 0 ? rows[activeIndex] : undefined;

  const pick = (college: CollegeSummary) => {
    onChange({ id: college.id, name: college.name, place: `${college.city}, ${college.state}` });
    setText(college.name);
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + rows.length) % rows.length);
    } else if (event.key === 'Enter') {
      if (showList && active) {
        event.preventDefault();
        pick(active);
      }
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  let status: string | null = null;
  if (options.isError) status = 'Could not search colleges. Try again.';
  else if (debounced !== text.trim() || options.isFetching) status = rows.length === 0 ? 'Searching...' : null;
  else if (rows.length === 0) status = `No college matches "${text.trim()}"`;

  return (
    <div className="relative">
      <Input
        {...control}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Type a college name"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && active ? `${id}-option-${activeIndex}` : undefined}
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
          if (value) onChange(null);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      {value ? <p className="mt-1 text-xs text-muted-foreground">{`${value.name}, ${value.place}`}</p> : null}
      {showList ? (
        <div className="absolute left-0 z-50 mt-1 w-full min-w-64 max-w-[calc(100vw-2rem)] rounded-md border bg-popover text-popover-foreground shadow-md">
          {status ? (
            <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
              {status}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label="Colleges" className={cn('max-h-72 overflow-y-auto py-1', rows.length === 0 && 'hidden')}>
            {rows.map((college, index) => (
              <li
                key={college.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={cn('cursor-pointer px-3 py-2 text-sm', index === activeIndex && 'bg-accent text-accent-foreground')}
                // Keep focus in the box so the click lands before the blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(college)}
              >
                <span className="block font-medium">{college.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {college.city}, {college.state}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
