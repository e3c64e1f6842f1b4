/**
 * The directory's sort (issue 12.2, docs/decisions/029): by relevance (the
 * default: recruiting programs first, a name search's best matches first,
 * docs/decisions/076), by name, by
 * distance from a ZIP code or a state the visitor types, or (for a signed-in
 * player with a profile, docs/decisions/030) by their best match. The distance sort
 * reaches the URL (sort=distance&near=...) only with a valid origin; an
 * origin the server does not know (an unused ZIP code) comes back as
 * `nearError` and shows under the field.
 */
import { useState } from 'react';
import { COLLEGE_SORT_LABELS, NEAR_TEXTS, normalizeNear, type CollegeSearchQuery } from '#shared/contracts/colleges.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

export interface CollegeSortProps {
  query: CollegeSearchQuery;
  onChange: (next: CollegeSearchQuery) => void;
  /** The server's message for `near`, when it refused the origin. */
  nearError?: string;
  /** The viewer has a match (a player with a profile): "Best match" is offered. */
  matchAvailable?: boolean;
}

/** Keyed by the URL's origin, so Back, a link or Clear filters refill or empty the field. */
export function CollegeSort(props: CollegeSortProps) {
  return <CollegeSortForm key={props.query.near ?? ''} {...props} />;
}

function CollegeSortForm({ query, onChange, nearError, matchAvailable = false }: CollegeSortProps) {
  // "Distance" picked but no origin applied yet: the field shows, the URL keeps its sort.
  const [choosingDistance, setChoosingDistance] = useState(false);
  const [draft, setDraft] = useState(query.near ?? '');
  const [error, setError] = useState<string | undefined>();
  const byDistance = query.sort === 'distance' || choosingDistance;

  return (
    <form
      aria-label="Sort colleges"
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const near = normalizeNear(draft);
        if (near === undefined) {
          setError(draft.trim() === '' ? NEAR_TEXTS.required : NEAR_TEXTS.malformed);
          return;
        }
        setError(undefined);
        setChoosingDistance(false);
        onChange({ ...query, sort: 'distance', near, page: 1 });
      }}
    >
      <FormField label="Sort by" className="w-full min-w-0 sm:w-80">
        {(control) => (
          <NativeSelect
            {...control}
            value={byDistance ? 'distance' : matchAvailable && query.sort === 'match' ? 'match' : query.sort === 'relevance' ? 'relevance' : 'name'}
            onChange={(event) => {
              if (event.target.value === 'distance') {
                setChoosingDistance(true);
                return;
              }
              setChoosingDistance(false);
              setError(undefined);
              const value = event.target.value;
              const sort = value === 'match' || value === 'relevance' ? value : 'name';
              if (query.sort !== sort || query.near) onChange({ ...query, sort, near: undefined, page: 1 });
            }}
          >
            <option value="relevance">{COLLEGE_SORT_LABELS.relevance}</option>
            <option value="name">{COLLEGE_SORT_LABELS.name}</option>
            <option value="distance">{COLLEGE_SORT_LABELS.distance}</option>
            {matchAvailable ? <option value="match">{COLLEGE_SORT_LABELS.match}</option> : null}
          </NativeSelect>
        )}
      </FormField>
      {byDistance ? (
        <>
          <FormField label="ZIP code or state" error={error ?? nearError} className="w-full min-w-0 sm:w-52">
            {(control) => (
              <Input
                {...control}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                autoComplete="postal-code"
                maxLength={50}
                placeholder="e.g. 43210 or OH"
              />
            )}
          </FormField>
          {/* Aligned with the fields: a label-height spacer above the button. */}
          <div className="grid gap-2">
            <span aria-hidden="true" className="text-sm leading-none">
              &nbsp;
            </span>
            <Button type="submit">Sort by distance</Button>
          </div>
        </>
      ) : null}
    </form>
  );
}
