import { format, parseISO, startOfDay } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { CSSProperties } from 'react';

const THEME = {
  '--rdp-accent-color': 'var(--color-primary)',
  '--rdp-accent-background-color': 'var(--color-accent)',
  '--rdp-today-color': 'var(--color-highlight)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
} as CSSProperties;

/**
 * The practices calendar (spec 2.4): days with practices are highlighted,
 * past days struck through; picking a day filters the list (picking it
 * again clears the filter). Days are the viewer's local days, YYYY-MM-DD as
 * the manage response gives them for the viewer's zone (docs/decisions/084).
 */
export function PracticeCalendar({
  days,
  selected,
  onSelect,
  now,
}: {
  days: string[];
  selected: Date | undefined;
  onSelect: (day: Date | undefined) => void;
  now: Date;
}) {
  const practiceDays = days.map((day) => parseISO(day));
  return (
    <div className="w-fit max-w-full overflow-x-auto rounded-xl border bg-card p-3">
      <DayPicker
        // On the root: the library's stylesheet sets its own defaults there.
        style={THEME}
        mode="single"
        selected={selected}
        onSelect={onSelect}
        defaultMonth={selected ?? now}
        today={now}
        modifiers={{ hasPractice: practiceDays, past: { before: startOfDay(now) } }}
        modifiersClassNames={{
          // `!`: the library's stylesheet is not in a cascade layer, so it beats Tailwind's utilities.
          hasPractice: 'font-bold text-primary [&>button]:bg-primary/15!',
          past: 'text-muted-foreground [&>button]:line-through',
        }}
        labels={{
          labelDayButton: (date, modifiers) =>
            [
              modifiers.today ? 'Today' : null,
              format(date, 'EEEE, MMMM d, yyyy'),
              modifiers.hasPractice ? 'practice scheduled' : null,
              modifiers.selected ? 'selected' : null,
            ]
              .filter(Boolean)
              .join(', '),
        }}
      />
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 px-1 text-xs text-muted-foreground">
        <span>
          <span className="rounded bg-primary/15 px-1 font-bold text-primary">Highlighted</span>: practice day
        </span>
        <span>
          <span className="line-through">Struck through</span>: past day
        </span>
      </p>
    </div>
  );
}
