/** The days a weekly practice series repeats on (docs/decisions/072): a checkbox per weekday, Monday first. */
import { useId } from 'react';
import { WEEKDAYS } from '#shared/contracts/practice-series.ts';
import { cn } from '#web/lib/cn.ts';

export function WeekdaysField({ value, onChange, error }: { value: number[]; onChange: (days: number[]) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">Repeat on</legend>
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((day) => {
          const checked = value.includes(day.value);
          return (
            <label
              key={day.value}
              htmlFor={`${id}-${day.value}`}
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring',
                checked ? 'border-primary bg-primary/10 font-medium' : 'bg-background',
              )}
            >
              <input
                id={`${id}-${day.value}`}
                type="checkbox"
                className="size-5 accent-primary"
                aria-invalid={Boolean(error)}
                checked={checked}
                onChange={(event) => onChange(event.target.checked ? [...value, day.value] : value.filter((other) => other !== day.value))}
              />
              {day.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
