/**
 * Minutes east of UTC of an IANA time zone at an instant (docs/decisions/047):
 * the matchmaking score compares weekly availability grids kept in each
 * side's own zone, so the server reads both offsets for "now" and passes
 * them to the pure scorer. An unknown or missing zone is null.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    let formatter: Intl.DateTimeFormat | null = null;
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    } catch {
      formatter = null;
    }
    formatters.set(zone, formatter);
  }
  return formatters.get(zone) ?? null;
}

export function utcOffsetMinutes(zone: string | null, at: Date): number | null {
  if (!zone) return null;
  const formatter = formatterFor(zone);
  if (!formatter) return null;
  const name = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0; // "GMT": UTC itself.
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
