/**
 * The <option>s of a time zone select: "Not set", UTC, then every IANA zone
 * the browser knows (underscores read as spaces). The server checks the same
 * list (isKnownTimeZone). Shared by the profile, recruiting posts and teams.
 */
import { ChoiceOptions } from './choice-options.tsx';

let timeZoneOptions: string[] | undefined;
const allTimeZones = () => (timeZoneOptions ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')]);
let labels: Record<string, string> | undefined;
const timeZoneLabels = () => (labels ??= Object.fromEntries(allTimeZones().map((zone) => [zone, zone.replaceAll('_', ' ')])));

/** The browser's own zone, e.g. "America/Chicago" (a first-visit default). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function TimeZoneOptions({ emptyLabel = 'Not set' }: { emptyLabel?: string }) {
  return <ChoiceOptions values={allTimeZones()} labels={timeZoneLabels()} emptyLabel={emptyLabel} />;
}
