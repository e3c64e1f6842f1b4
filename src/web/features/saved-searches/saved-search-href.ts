/**
 * A saved search's /players address: its stored filters (the search query's
 * parsed form, docs/decisions/051) as the URL states them, lists
 * comma-separated and the default sort left out.
 */
import { paths } from '#web/config/paths.ts';

export function savedSearchHref(filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || (key === 'sort' && value === 'updated')) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return paths.players.getHref(params.toString() || undefined);
}

/** Whether the limit is reached: null max is no limit. */
export function isAtLimit(usage: { used: number; max: number | null }): boolean {
  return usage.max !== null && usage.used >= usage.max;
}
