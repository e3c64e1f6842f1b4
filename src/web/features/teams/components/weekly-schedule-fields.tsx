/**
 * "When we play": the weekly availability grid (the profile's, shared) and
 * the time zone its cells are in. A recruiting post and Team Settings use it
 * (matchmaking's availability overlap, docs/decisions/047). Controlled: the
 * form owns the values; '' is "Not set" for the zone.
 */
import type { AvailabilitySlot } from '#shared/recruiting/game-catalog.ts';
import { AvailabilityGrid } from '#web/components/ui/availability-grid.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { TimeZoneOptions } from '#web/components/ui/time-zone-options.tsx';

export interface WeeklyScheduleFieldsProps {
  /** The grid's caption, e.g. "When the team plays". */
  label: string;
  availability: readonly AvailabilitySlot[];
  onAvailabilityChange: (value: AvailabilitySlot[]) => void;
  timeZone: string;
  onTimeZoneChange: (value: string) => void;
  errors?: { availability?: string; timeZone?: string };
}

export function WeeklyScheduleFields({ label, availability, onAvailabilityChange, timeZone, onTimeZoneChange, errors }: WeeklyScheduleFieldsProps) {
  return (
    <div className="grid min-w-0 gap-4">
      <FormField label="Time zone" description="The weekly times below are in this zone." error={errors?.timeZone}>
        {(control) => (
          <NativeSelect {...control} value={timeZone} onChange={(event) => onTimeZoneChange(event.target.value)}>
            <TimeZoneOptions />
          </NativeSelect>
        )}
      </FormField>
      <AvailabilityGrid label={label} value={availability} onChange={onAvailabilityChange} error={errors?.availability} />
    </div>
  );
}
