/** The board's filters: class year, owner, tag, source, no contact in 14 days. */
import type { PipelineFilters as Filters, PipelineStaff } from '#shared/contracts/pipeline.ts';
import { PIPELINE_NO_CONTACT_DAYS } from '#shared/contracts/pipeline.ts';
import { PIPELINE_SOURCES, type PipelineSource } from '#shared/recruiting/recruiting-values.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { SOURCE_LABELS } from './pipeline-format.ts';

/** This school year's graduating class and the five after it. */
export function offeredClassYears(today = new Date()): number[] {
  const first = today.getMonth() >= 6 ? today.getFullYear() + 1 : today.getFullYear();
  return Array.from({ length: 6 }, (_, index) => first + index);
}

export function hasFilters(filters: Filters): boolean {
  return activeFilterCount(filters) > 0;
}

/** How many filters are on (the phone's "Filters (2)" button). */
export function activeFilterCount(filters: Filters): number {
  return Object.values(filters).filter((value) => value !== undefined).length;
}

export function PipelineFilters({
  filters,
  staff,
  tags,
  onChange,
}: {
  filters: Filters;
  staff: PipelineStaff[];
  tags: string[];
  onChange: (filters: Filters) => void;
}) {
  const years = [...new Set([...offeredClassYears(), ...(filters.classYear ? [filters.classYear] : [])])].sort();
  const tagOptions = [...new Set([...tags, ...(filters.tag ? [filters.tag] : [])])].sort((a, b) => a.localeCompare(b));
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-xl border p-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto_auto] lg:items-end">
      <legend className="px-1 text-sm font-semibold">Filters</legend>
      <div className="grid gap-1">
        <Label htmlFor="pipeline-filter-class">Class year</Label>
        <NativeSelect id="pipeline-filter-class" value={filters.classYear ?? ''} onChange={(event) => set({ classYear: event.target.value ? Number(event.target.value) : undefined })}>
          <option value="">Any class</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="pipeline-filter-owner">Owner</Label>
        <NativeSelect id="pipeline-filter-owner" value={filters.owner ?? ''} onChange={(event) => set({ owner: event.target.value || undefined })}>
          <option value="">Anyone</option>
          <option value="none">No owner</option>
          {staff.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="pipeline-filter-tag">Tag</Label>
        <NativeSelect id="pipeline-filter-tag" value={filters.tag ?? ''} onChange={(event) => set({ tag: event.target.value || undefined })}>
          <option value="">Any tag</option>
          {tagOptions.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="pipeline-filter-source">Source</Label>
        <NativeSelect id="pipeline-filter-source" value={filters.source ?? ''} onChange={(event) => set({ source: (event.target.value || undefined) as PipelineSource | undefined })}>
          <option value="">Any source</option>
          {PIPELINE_SOURCES.map((source) => (
            <option key={source} value={source}>
              {SOURCE_LABELS[source]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <label className="flex min-h-9 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5 accent-primary" checked={filters.noContact === true} onChange={(event) => set({ noContact: event.target.checked ? true : undefined })} />
        No contact in {PIPELINE_NO_CONTACT_DAYS} days
      </label>
      <Button variant="outline" size="sm" disabled={!hasFilters(filters)} onClick={() => onChange({})}>
        Clear filters
      </Button>
    </fieldset>
  );
}
