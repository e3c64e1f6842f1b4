import { useId } from 'react';

/** A fieldset of checkboxes for a multi-choice filter or field (class years, roles; college preferences). */
export function FilterCheckboxGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option, index) => (
          <label key={option.value} htmlFor={`${id}-${index}`} className="inline-flex min-h-8 items-center gap-2 text-sm">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              className="size-4 accent-primary"
              checked={selected.includes(option.value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...selected, option.value] : selected.filter((value) => value !== option.value))
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
