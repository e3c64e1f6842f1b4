/**
 * The recruiter search's filters (issue 11.6): game, rank range from that
 * game's ladder, roles, class years, state, GPA minimum, highlights, on a
 * team, and the sort; for users who can view a college program, "Match
 * for" one of their programs and the "Best match" sort (issue 12.6). Controlled by the query the page URL holds; every
 * change goes back to page 1. The ladders and roles come from the public
 * GET /api/rank-ladders (onboarding's, cached by browsers for an hour).
 * On phones they fold behind a "Filters" button counting those on, so the
 * results come first (issue 26.4).
 */
import {
  GPA_FILTER_SCALE,
  PLAYER_SEARCH_SORT_LABELS,
  PLAYER_SEARCH_SORTS,
  SEARCH_GAMES,
  type PlayerSearchQuery,
  type PlayerSearchSort,
} from '#shared/contracts/player-search.ts';
import { collegeProgramLabel, type MyCollegeProgram } from '#shared/contracts/my-college-programs.ts';
import type { RankLadderTitle } from '#shared/contracts/profile-setup.ts';
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import { US_STATE_CODES, US_STATES, type UsStateCode } from '#shared/recruiting/us-states.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FiltersDisclosure } from '#web/components/ui/filters-disclosure.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { FilterCheckboxGroup } from '#web/components/ui/filter-checkbox-group.tsx';
import { RankTierSelect } from './rank-tier-select.tsx';

export interface PlayerSearchFiltersProps {
  query: PlayerSearchQuery;
  /** The titles with their ladders and roles; undefined while they load. */
  ladders: readonly RankLadderTitle[] | undefined;
  /** The first class years offered (this school year's seniors onward). */
  classYears: readonly number[];
  /** The programs the viewer can view; none (or undefined): no "Match for" and no "Best match" sort. */
  programs?: readonly MyCollegeProgram[];
  onChange: (next: PlayerSearchQuery) => void;
  onClear: () => void;
}

/** How many filters are on (the sort is not one; "Match for" a program is): the phone's "Filters (n)". */
export function activePlayerFilterCount(query: PlayerSearchQuery): number {
  return [
    query.game,
    query.minTier,
    query.maxTier,
    query.roles?.length ? query.roles : undefined,
    query.classYears?.length ? query.classYears : undefined,
    query.state,
    query.minGpa,
    query.hasHighlights,
    query.onTeam,
    query.program,
  ].filter((value) => value !== undefined).length;
}

export function PlayerSearchFilters({ query, ladders, classYears, programs = [], onChange, onClear }: PlayerSearchFiltersProps) {
  const game = ladders?.find((entry) => entry.slug === query.game);
  const set = (patch: Partial<PlayerSearchQuery>) => onChange({ ...query, ...patch, page: 1 });
  const canMatch = programs.length > 0;
  const program = programs.find((entry) => entry.id === query.program);
  /** No program: no match, so "Best match" falls back to the default order. */
  const withoutProgram = { program: undefined, sort: query.sort === 'match' ? 'updated' : query.sort } as const;
  const sorts = PLAYER_SEARCH_SORTS.filter((sort) => sort !== 'match' || canMatch);

  return (
    <FiltersDisclosure activeCount={activePlayerFilterCount(query)}>
      <form aria-label="Player filters" className="grid gap-5 rounded-xl border bg-card/40 p-4" onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label="Game">
            {(control) => (
              <NativeSelect
                {...control}
                value={query.game ?? ''}
                onChange={(event) => {
                  const slug = (event.target.value || undefined) as GameSlug | undefined;
                  // Ranks and roles belong to one game's ladder and catalog: a new game clears them, and a program of another title.
                  const keepsProgram = !query.program || (program !== undefined && program.titleSlug === slug);
                  set({
                    game: slug,
                    minTier: undefined,
                    maxTier: undefined,
                    roles: undefined,
                    sort: slug || query.sort !== 'rank' ? query.sort : 'updated',
                    ...(keepsProgram ? {} : withoutProgram),
                  });
                }}
              >
                <option value="">Any game</option>
                {SEARCH_GAMES.map((entry) => (
                  <option key={entry.slug} value={entry.slug}>
                    {entry.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <RankTierSelect label="Lowest rank" tiers={game?.tiers} value={query.minTier} onChange={(minTier) => set({ minTier })} />
          <RankTierSelect label="Highest rank" tiers={game?.tiers} value={query.maxTier} onChange={(maxTier) => set({ maxTier })} />
          <FormField label="Sort by">
            {(control) => (
              <NativeSelect {...control} value={query.sort} onChange={(event) => set({ sort: event.target.value as PlayerSearchSort })}>
                {sorts.map((sort) => (
                  <option key={sort} value={sort} disabled={(sort === 'rank' && !query.game) || (sort === 'match' && !query.program)}>
                    {PLAYER_SEARCH_SORT_LABELS[sort]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {canMatch ? (
            <FormField
              label="Match for"
              className="sm:col-span-2"
              description={
                program
                  ? `Only players with a ${program.titleName} game profile are listed, each with their match for this program.`
                  : 'Pick one of your programs to see each player’s match and sort by it.'
              }
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  value={query.program ?? ''}
                  onChange={(event) => {
                    const next = programs.find((entry) => entry.id === event.target.value);
                    if (!next) return set(withoutProgram);
                    // The program's title is the game: ranks and roles of another game no longer apply.
                    const sameGame = query.game === next.titleSlug;
                    set({ program: next.id, game: next.titleSlug as GameSlug, sort: 'match', ...(sameGame ? {} : { minTier: undefined, maxTier: undefined, roles: undefined }) });
                  }}
                >
                  <option value="">No program</option>
                  {programs.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {collegeProgramLabel(entry)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <FormField label="State">
            {(control) => (
              <NativeSelect {...control} value={query.state ?? ''} onChange={(event) => set({ state: (event.target.value || undefined) as UsStateCode | undefined })}>
                <option value="">Any state</option>
                {US_STATE_CODES.map((code) => (
                  <option key={code} value={code}>
                    {US_STATES[code]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Minimum GPA" description={`On a ${GPA_FILTER_SCALE.toFixed(1)} scale; only players who show you their academics`}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                max={GPA_FILTER_SCALE}
                step={0.1}
                // Keyed by the URL value so Clear filters empties it.
                key={query.minGpa ?? 'none'}
                defaultValue={query.minGpa ?? ''}
                onBlur={(event) => {
                  const value = event.target.value === '' ? undefined : Number(event.target.value);
                  if (value === undefined || (value >= 0 && value <= GPA_FILTER_SCALE)) set({ minGpa: value });
                }}
              />
            )}
          </FormField>
          <div className="grid content-start gap-2 sm:col-span-2">
            <span className="text-sm font-medium">More</span>
            <label className="inline-flex min-h-8 items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={query.hasHighlights === true} onChange={(event) => set({ hasHighlights: event.target.checked || undefined })} />
              Has highlights
            </label>
            <label className="inline-flex min-h-8 items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={query.onTeam === true} onChange={(event) => set({ onTeam: event.target.checked || undefined })} />
              On an active team
            </label>
          </div>
        </div>
        <FilterCheckboxGroup
          legend="Class years"
          options={classYears.map((year) => ({ value: year, label: String(year) }))}
          selected={query.classYears ?? []}
          onChange={(years) => set({ classYears: years.length ? years.sort() : undefined })}
        />
        {game ? (
          <FilterCheckboxGroup
            legend={`${game.name} roles`}
            options={game.roles.map((role) => ({ value: role, label: role }))}
            selected={query.roles ?? []}
            onChange={(roles) => set({ roles: roles.length ? roles : undefined })}
          />
        ) : null}
        <div>
          <Button type="button" variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      </form>
    </FiltersDisclosure>
  );
}
