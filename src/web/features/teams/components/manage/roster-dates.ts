/** Roster dates in the viewer's own time zone (decision 010): timestamps and calendar dates. */
import { format, parseISO } from 'date-fns';

/** "Mar 4, 2026" for an ISO timestamp or a YYYY-MM-DD date (read as that local day, not UTC midnight). */
export function rosterDate(value: string): string {
  return format(parseISO(value), 'MMM d, yyyy');
}

/** "Wed, Mar 4, 2026 · 7:00 PM" for an ISO timestamp. */
export function rosterDateTime(value: string): string {
  return format(parseISO(value), "EEE, MMM d, yyyy '·' h:mm a");
}
