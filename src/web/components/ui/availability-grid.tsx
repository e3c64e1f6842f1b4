/**
 * The weekly availability grid: 7 days by 4 time blocks, each cell a toggle
 * button (aria-pressed, named "Tuesday evening"), in the owner's time zone
 * (a player's game profile, a recruiting post, a team).
 * Arrow keys move between cells; Space or Enter toggles.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { AVAILABILITY_BLOCK_HOURS, AVAILABILITY_BLOCKS, AVAILABILITY_DAYS, type AvailabilitySlot } from '#shared/recruiting/game-catalog.ts';
import { cn } from '#web/lib/cn.ts';

const DAY_NAMES: Record<(typeof AVAILABILITY_DAYS)[number], string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const BLOCK_NAMES: Record<(typeof AVAILABILITY_BLOCKS)[number], string> = {
  morning: 'morning',
  afternoon: 'afternoon',
  evening: 'evening',
  late: 'late night',
};

export interface AvailabilityGridProps {
  label: string;
  value: readonly AvailabilitySlot[];
  onChange: (value: AvailabilitySlot[]) => void;
  /** Error text under the grid (a server field message); every cell is described by it. */
  error?: string;
}

export function AvailabilityGrid({ label, value, onChange, error }: AvailabilityGridProps) {
  const grid = useRef<HTMLTableElement>(null);
  const errorId = useId();
  const selected = new Set(value);
  const toggle = (slot: AvailabilitySlot) => {
    const next = new Set(selected);
    if (next.has(slot)) next.delete(slot);
    else next.add(slot);
    // Kept in grid order, so the saved list does not depend on the order of clicks.
    onChange(AVAILABILITY_DAYS.flatMap((day) => AVAILABILITY_BLOCKS.map((block) => `${day}:${block}` as AvailabilitySlot)).filter((slot) => next.has(slot)));
  };
  const move = (event: KeyboardEvent<HTMLButtonElement>, row: number, column: number) => {
    const delta = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
    if (!delta) return;
    event.preventDefault();
    const nextRow = Math.min(AVAILABILITY_DAYS.length - 1, Math.max(0, row + delta[0]!));
    const nextColumn = Math.min(AVAILABILITY_BLOCKS.length - 1, Math.max(0, column + delta[1]!));
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${nextRow}-${nextColumn}"]`)?.focus();
  };

  return (
    <div className="grid min-w-0 gap-2">
      <table ref={grid} className="w-full table-fixed border-separate border-spacing-1 text-xs">
        <caption className="mb-1 text-left text-sm font-medium">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-12 sm:w-24">
              <span className="sr-only">Day</span>
            </th>
            {AVAILABILITY_BLOCKS.map((block) => (
              <th key={block} scope="col" className="font-medium text-muted-foreground">
                <span className="block capitalize">{BLOCK_NAMES[block]}</span>
                <span className="block font-normal">{AVAILABILITY_BLOCK_HOURS[block]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AVAILABILITY_DAYS.map((day, row) => (
            <tr key={day}>
              <th scope="row" className="text-left font-medium">
                <span className="sm:hidden">{DAY_NAMES[day].slice(0, 3)}</span>
                <span className="hidden sm:inline">{DAY_NAMES[day]}</span>
              </th>
              {AVAILABILITY_BLOCKS.map((block, column) => {
                const slot = `${day}:${block}` as AvailabilitySlot;
                const isOn = selected.has(slot);
                return (
                  <td key={block}>
                    <button
                      type="button"
                      data-cell={`${row}-${column}`}
                      aria-pressed={isOn}
                      aria-describedby={error ? errorId : undefined}
                      aria-label={`${DAY_NAMES[day]} ${BLOCK_NAMES[block]}`}
                      onClick={() => toggle(slot)}
                      onKeyDown={(event) => move(event, row, column)}
                      className={cn(
                        'h-9 w-full rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        isOn ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background hover:bg-accent',
                      )}
                    >
                      <span aria-hidden="true">{isOn ? '✓' : ''}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
