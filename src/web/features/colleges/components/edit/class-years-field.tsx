/** The graduation years a program recruits: a checkbox per year of the allowed range (and any saved year outside it, to uncheck). */
import { useId } from 'react';
import { classYearRange } from '#shared/contracts/profile-setup.ts';

export function ClassYearsField({ value, onChange, error }: { value: readonly number[]; onChange: (years: number[]) => void; error?: string }) {
  const errorId = useId();
  const { min, max } = classYearRange();
  const years = [...new Set([...Array.from({ length: max - min + 1 }, (_, index) => min + index), ...value])].sort((a, b) => a - b);
  const toggle = (year: number, checked: boolean) => onChange(checked ? [...value, year].sort((a, b) => a - b) : value.filter((item) => item !== year));
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold">Class years</legend>
      <p className="text-xs text-muted-foreground">The high-school graduation years you recruit.</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {years.map((year) => (
          <label key={year} className="inline-flex min-h-8 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={value.includes(year)} onChange={(event) => toggle(year, event.target.checked)} />
            {year}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
