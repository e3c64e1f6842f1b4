import type { PipelineEntry } from '#shared/contracts/pipeline.ts';
import { MATCH_BAND_LABELS } from '#shared/match/match-types.ts';
import type { PipelineSource } from '#shared/recruiting/recruiting-values.ts';

export const SOURCE_LABELS: Record<PipelineSource, string> = {
  search: 'Search',
  form: 'Interest form',
  match: 'Match list',
  matchmaking: 'Matchmaking',
  manual: 'Added by staff',
  profile: 'Profile',
};

/** "2027-03-01" as "Mar 1, 2027" (the date itself, whatever the time zone). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function matchText(entry: Pick<PipelineEntry, 'match'>): string | null {
  return entry.match ? `${entry.match.percent}% ${MATCH_BAND_LABELS[entry.match.band]}` : null;
}

/** Class, rank and role, as one line ("Class of 2027 · Diamond 2 · Duelist"). */
export function playerFacts(entry: Pick<PipelineEntry, 'classYear' | 'rank' | 'role'>): string {
  return [entry.classYear ? `Class of ${entry.classYear}` : null, entry.rank, entry.role].filter(Boolean).join(' · ');
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
