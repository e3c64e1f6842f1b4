/**
 * Find scrims' filters (docs/decisions/047, session 24): level (same,
 * within one level: the default, any) and the weekly hours the two teams'
 * times share (at least one by default when the team has set its times).
 */
import { Link } from 'react-router';
import { OVERLAP_HOURS_CHOICES, SCRIM_LEVEL_FILTERS, type ScrimLevelFilter } from '#shared/contracts/matchmaking.ts';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { paths } from '#web/config/paths.ts';

export const SCRIM_FILTER_TEXTS = {
  level: 'Level',
  levels: { same: 'Same level', near: 'Within one level', any: 'Any level' } satisfies Record<ScrimLevelFilter, string>,
  overlap: 'Overlapping times',
  anyOverlap: 'Any (not filtered)',
  overlapAtLeast: (hours: number) => `At least ${hours} h a week`,
  noTimes: 'to filter by overlapping times.',
} as const;

export function ScrimFilters({
  teamId,
  hasWeeklyTimes,
  level,
  overlap,
  onLevel,
  onOverlap,
}: {
  teamId: string;
  hasWeeklyTimes: boolean;
  level: ScrimLevelFilter;
  overlap: number;
  onLevel: (level: ScrimLevelFilter) => void;
  onOverlap: (hours: number) => void;
}) {
  return (
    <>
      <div className="grid gap-1">
        <Label htmlFor="mm-scrims-level">{SCRIM_FILTER_TEXTS.level}</Label>
        <NativeSelect id="mm-scrims-level" value={level} onChange={(event) => onLevel(event.target.value as ScrimLevelFilter)}>
          {SCRIM_LEVEL_FILTERS.map((value) => (
            <option key={value} value={value}>
              {SCRIM_FILTER_TEXTS.levels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="mm-scrims-overlap">{SCRIM_FILTER_TEXTS.overlap}</Label>
        <NativeSelect
          id="mm-scrims-overlap"
          value={String(overlap)}
          disabled={!hasWeeklyTimes}
          aria-describedby={hasWeeklyTimes ? undefined : 'mm-scrims-overlap-hint'}
          onChange={(event) => onOverlap(Number(event.target.value))}
        >
          <option value="0">{SCRIM_FILTER_TEXTS.anyOverlap}</option>
          {OVERLAP_HOURS_CHOICES.map((hours) => (
            <option key={hours} value={hours}>
              {SCRIM_FILTER_TEXTS.overlapAtLeast(hours)}
            </option>
          ))}
        </NativeSelect>
        {hasWeeklyTimes ? null : (
          <p id="mm-scrims-overlap-hint" className="text-xs text-muted-foreground">
            Set when your team plays in{' '}
            <Link to={paths.teams.settings.getHref(teamId)} className="underline underline-offset-4">
              Team Settings
            </Link>{' '}
            {SCRIM_FILTER_TEXTS.noTimes}
          </p>
        )}
      </div>
    </>
  );
}
