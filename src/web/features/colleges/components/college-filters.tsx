/**
 * The directory's search and filters (issue 12.2, docs/decisions/029, 031):
 * name, game, scholarships, has an esports program, recruiting now, state,
 * public or private, size, admission-rate ceiling, out-of-state tuition
 * ceiling. Controlled by the query the page URL holds; every change goes
 * back to page 1. The name searches as you type (docs/decisions/076): the
 * text reaches the URL once typing pauses for SEARCH_DEBOUNCE_MS (one
 * request per pause, not per keystroke), Enter at once. On phones the
 * filters fold behind a "Filters" button counting those on (issue 26.4);
 * the name search stays in view.
 */
import Search from 'lucide-react/icons/search';
import { useEffect, useRef, useState } from 'react';
import { GAME_CATALOG, type GameSlug } from '#shared/recruiting/game-catalog.ts';
import {
  COLLEGE_CONTROL_FILTER_LABELS,
  COLLEGE_CONTROL_FILTERS,
  COLLEGE_SEARCH_MAX,
  COLLEGE_SIZE_BANDS,
  COLLEGE_SIZES,
  COLLEGE_STATE_CODES,
  COLLEGE_STATES,
  type CollegeControlFilter,
  type CollegeSearchQuery,
  type CollegeSize,
  type CollegeStateCode,
} from '#shared/contracts/colleges.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FiltersDisclosure } from '#web/components/ui/filters-disclosure.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { formatUsd } from './college-format.ts';

const ADMISSION_CEILINGS = [10, 25, 50, 75];
const TUITION_CEILINGS = [10_000, 20_000, 30_000, 40_000, 50_000];

/** The offered values, plus the URL's own when it is another (a shared link with maxTuition=12345 still shows it). */
const withCurrent = (values: number[], current: number | undefined) =>
  current === undefined || values.includes(current) ? values : [...values, current].sort((a, b) => a - b);

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

/** How long typing pauses before the name search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** How many filters are on (the name search and the sort are not filters): the phone's "Filters (n)". */
export function activeCollegeFilterCount(query: CollegeSearchQuery): number {
  return [
    query.games,
    query.state,
    query.control,
    query.size,
    query.maxAdmissionRate,
    query.maxTuition,
    query.hasProgram,
    query.recruiting,
    query.scholarships,
  ].filter((value) => value !== undefined).length;
}

export interface CollegeFiltersProps {
  query: CollegeSearchQuery;
  /** `replace`: typing in the name search replaces the history entry rather than adding one per pause. */
  onChange: (next: CollegeSearchQuery, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/**
 * The name search, as you type. The field owns its text; the URL's `q`
 * refills it only when it changes from elsewhere (Back, a link, Clear
 * filters), never while the visitor types, so no keystroke is lost when an
 * earlier pause's search arrives. A pause's search is dropped when the URL
 * changed from elsewhere meanwhile.
 */
function CollegeNameSearch({ query, onChange }: Pick<CollegeFiltersProps, 'query' | 'onChange'>) {
  const urlText = query.q ?? '';
  const [text, setText] = useState(urlText);
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  // The q this field last sent: the URL reaching it is not a change from elsewhere.
  const [sentText, setSentText] = useState(urlText);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    if (urlText !== sentText) {
      setSentText(urlText);
      setText(urlText);
    }
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ query, onChange });
  useEffect(() => {
    latest.current = { query, onChange };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string, replace: boolean) => {
    clearTimeout(timer.current);
    const q = value.trim();
    const { query: current, onChange: change } = latest.current;
    if (q === (current.q ?? '')) return;
    setSentText(q);
    change({ ...current, q: q || undefined, page: 1 }, replace ? { replace: true } : undefined);
  };

  return (
    <form
      role="search"
      aria-label="Search colleges by name"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        search(text, false);
      }}
    >
      <FormField label="College name" className="min-w-0 flex-1 basis-56">
        {(control) => (
          <Input
            {...control}
            name="q"
            type="search"
            maxLength={COLLEGE_SEARCH_MAX}
            value={text}
            onChange={(event) => {
              const value = event.target.value;
              const urlWhenTyped = latest.current.query.q;
              setText(value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => {
                // The URL moved from elsewhere (Back, a link) since this keystroke: that wins.
                if (latest.current.query.q === urlWhenTyped) search(value, true);
              }, SEARCH_DEBOUNCE_MS);
            }}
            placeholder="e.g. State University"
            autoComplete="off"
          />
        )}
      </FormField>
      <Button type="submit">
        <Search aria-hidden="true" /> Search
      </Button>
    </form>
  );
}

export function CollegeFilters({ query, onChange, onClear }: CollegeFiltersProps) {
  const set = (patch: Partial<CollegeSearchQuery>) => onChange({ ...query, ...patch, page: 1 });

  return (
    <div className="grid gap-4 rounded-xl border bg-card/40 p-4">
      <CollegeNameSearch query={query} onChange={onChange} />
      <FiltersDisclosure activeCount={activeCollegeFilterCount(query)}>
        <div className="grid gap-4">
          <form aria-label="College filters" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(event) => event.preventDefault()}>
            <FormField label="Game">
              {(control) => (
                <NativeSelect
                  {...control}
                  // Several games come only from a shared link: shown as "Several games" until one is picked.
                  value={query.games === undefined ? '' : query.games.length === 1 ? query.games[0] : 'several'}
                  onChange={(event) => set({ games: event.target.value ? [event.target.value as GameSlug] : undefined })}
                >
                  <option value="">Any game</option>
                  {query.games && query.games.length > 1 ? (
                    <option value="several" disabled>
                      {query.games.map((slug) => GAME_CATALOG.find((game) => game.slug === slug)?.name ?? slug).join(' or ')}
                    </option>
                  ) : null}
                  {GAME_CATALOG.map((game) => (
                    <option key={game.slug} value={game.slug}>
                      {game.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="State">
              {(control) => (
                <NativeSelect {...control} value={query.state ?? ''} onChange={(event) => set({ state: (event.target.value || undefined) as CollegeStateCode | undefined })}>
                  <option value="">Any state</option>
                  {COLLEGE_STATE_CODES.map((code) => (
                    <option key={code} value={code}>
                      {COLLEGE_STATES[code]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Public or private">
              {(control) => (
                <NativeSelect {...control} value={query.control ?? ''} onChange={(event) => set({ control: (event.target.value || undefined) as CollegeControlFilter | undefined })}>
                  <option value="">Public and private</option>
                  {COLLEGE_CONTROL_FILTERS.map((value) => (
                    <option key={value} value={value}>
                      {COLLEGE_CONTROL_FILTER_LABELS[value]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Size">
              {(control) => (
                <NativeSelect {...control} value={query.size ?? ''} onChange={(event) => set({ size: (event.target.value || undefined) as CollegeSize | undefined })}>
                  <option value="">Any size</option>
                  {COLLEGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {COLLEGE_SIZE_BANDS[size].label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Admission rate">
              {(control) => (
                <NativeSelect {...control} value={query.maxAdmissionRate ?? ''} onChange={(event) => set({ maxAdmissionRate: numberOrUndefined(event.target.value) })}>
                  <option value="">Any admission rate</option>
                  {withCurrent(ADMISSION_CEILINGS, query.maxAdmissionRate).map((rate) => (
                    <option key={rate} value={rate}>
                      {`Admits ${rate}% or fewer`}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Out-of-state tuition">
              {(control) => (
                <NativeSelect {...control} value={query.maxTuition ?? ''} onChange={(event) => set({ maxTuition: numberOrUndefined(event.target.value) })}>
                  <option value="">Any tuition</option>
                  {withCurrent(TUITION_CEILINGS, query.maxTuition).map((amount) => (
                    <option key={amount} value={amount}>
                      {`Up to ${formatUsd(amount)} a year`}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <fieldset className="grid content-start gap-1 sm:col-span-2 lg:col-span-4">
              <legend className="mb-1 text-sm font-medium">Esports programs</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-1">
                <label className="inline-flex min-h-8 items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4 accent-primary" checked={query.hasProgram === true} onChange={(event) => set({ hasProgram: event.target.checked || undefined })} />
                  Has an esports program
                </label>
                <label className="inline-flex min-h-8 items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4 accent-primary" checked={query.recruiting === true} onChange={(event) => set({ recruiting: event.target.checked || undefined })} />
                  Recruiting now
                </label>
                <label className="inline-flex min-h-8 items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4 accent-primary" checked={query.scholarships === true} onChange={(event) => set({ scholarships: event.target.checked || undefined })} />
                  Offers esports scholarships
                </label>
              </div>
            </fieldset>
          </form>
          <div>
            <Button type="button" variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          </div>
        </div>
      </FiltersDisclosure>
    </div>
  );
}
