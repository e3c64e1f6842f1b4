/**
 * Find scrims' filters (docs/decisions/047, session 24): level (same,
 * within one level: the default, any) and the weekly hours the two teams'
 * times share (at least one by default when the team has set its times).
 */
import { Link } from 'react-router';
import { OVERLAP_HOURS_CHOICES, SCRIM_LEVEL_FILTERS, type ScrimLevelFilter } from '#shared/contracts/matchmaking.ts';
import { LabelledSelect } from '#web/components/ui/labelled-select.tsx';
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
      <LabelledSelect id="mm-scrims-level" label={SCRIM_FILTER_TEXTS.level} value={level} onChange={(value) => onLevel(value as ScrimLevelFilter)}>
        {SCRIM_LEVEL_FILTERS.map((value) => (
          <option key={value} value={value}>
            {SCRIM_FILTER_TEXTS.levels[value]}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        id="mm-scrims-overlap"
        label={SCRIM_FILTER_TEXTS.overlap}
        value={String(overlap)}
        disabled={!hasWeeklyTimes}
        describedBy={hasWeeklyTimes ? undefined : 'mm-scrims-overlap-hint'}
        onChange={(value) => onOverlap(Number(value))}
        hint={hasWeeklyTimes ? null : <OverlapHint teamId={teamId} />}
      >
        <option value="0">{SCRIM_FILTER_TEXTS.anyOverlap}</option>
        {OVERLAP_HOURS_CHOICES.map((hours) => (
          <option key={hours} value={hours}>
            {SCRIM_FILTER_TEXTS.overlapAtLeast(hours)}
          </option>
        ))}
      </LabelledSelect>
    </>
  );
}

/** Why the overlap filter is off: the team has no weekly times yet. */
function OverlapHint({ teamId }: { teamId: string }) {
  return (
    <p id="mm-scrims-overlap-hint" className="text-xs text-muted-foreground">
      Set when your team plays in{' '}
      <Link to={paths.teams.settings.getHref(teamId)} className="underline underline-offset-4">
        Team Settings
      </Link>{' '}
      {SCRIM_FILTER_TEXTS.noTimes}
    </p>
  );
}
