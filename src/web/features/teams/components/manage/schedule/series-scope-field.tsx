/** Which practices of a series an edit or a delete reaches: this one only, or this and the following ones (docs/decisions/072). */
import { useId, type ComponentProps } from 'react';
import { SERIES_SCOPES, type SeriesScope } from '#shared/contracts/practice-series.ts';

export const SERIES_SCOPE_LABELS: Record<SeriesScope, string> = {
  one: 'This practice only',
  following: 'This and following practices',
};

export function SeriesScopeField({ legend, radio }: { legend: string; radio: (scope: SeriesScope) => ComponentProps<'input'> }) {
  const id = useId();
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {SERIES_SCOPES.map((scope) => (
        <label key={scope} htmlFor={`${id}-${scope}`} className="inline-flex min-h-8 items-center gap-2 text-sm">
          <input id={`${id}-${scope}`} type="radio" className="size-5 accent-primary" {...radio(scope)} value={scope} />
          {SERIES_SCOPE_LABELS[scope]}
        </label>
      ))}
    </fieldset>
  );
}
