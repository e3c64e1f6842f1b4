/**
 * Test support: the manage response's practices block (docs/decisions/084) built from a flat list, as the server
 * would send it for a team with no further pages: upcoming soonest first, ended latest first, the overview's
 * latest three, counts and the local days. Not part of the app bundle.
 */
import { addMinutes, format, parseISO } from 'date-fns';
import type { ManagePractices } from '#shared/contracts/practice-pages.ts';
import type { Practice } from '#shared/contracts/teams-schedule.ts';

const byTime = (a: Practice, b: Practice) => a.scheduledAt.localeCompare(b.scheduledAt) || a.id.localeCompare(b.id);

export function managePractices(practices: Practice[], now = new Date(), overrides: Partial<ManagePractices> = {}): ManagePractices {
  const ended = (practice: Practice) => addMinutes(parseISO(practice.scheduledAt), practice.durationMinutes) < now;
  const upcoming = practices.filter((practice) => !ended(practice)).sort(byTime);
  const recent = practices.filter(ended).sort((a, b) => byTime(b, a));
  return {
    upcoming,
    nextUpcomingCursor: null,
    recent,
    olderCursor: null,
    upcomingCount: upcoming.length,
    pastCount: recent.length,
    latest: [...practices].sort((a, b) => byTime(b, a)).slice(0, 3),
    days: [...new Set(practices.map((practice) => format(parseISO(practice.scheduledAt), 'yyyy-MM-dd')))].sort(),
    ...overrides,
  };
}
