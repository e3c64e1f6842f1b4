/** GET /api/teams: Find Teams, filtered by type, name and game, one page at a time (archived teams never listed). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamList } from '#shared/contracts/teams.ts';
import type { OrganizationType } from '#shared/value-sets.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

export interface TeamListFilters {
  type?: OrganizationType;
  /** Part of the team name. */
  q?: string;
  /** An esports title slug. */
  game?: string;
  page: number;
}

/** The query string of a filter set, blanks left out (also the cache key, so equal filters share a cache entry). */
export function teamListQueryString({ type, q, game, page }: TeamListFilters): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (q?.trim()) params.set('q', q.trim());
  if (game) params.set('game', game);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export function getTeams(filters: TeamListFilters, signal?: AbortSignal): Promise<TeamList> {
  return api.get<TeamList>(apiPaths.teams(teamListQueryString(filters)), signal);
}

export function getTeamsQueryOptions(filters: TeamListFilters) {
  return queryOptions({
    queryKey: teamKeys.list(teamListQueryString(filters)),
    queryFn: ({ signal }) => getTeams(filters, signal),
    // Keep the current cards on screen while the next filter's page loads.
    placeholderData: keepPreviousData,
  });
}

export function useTeams(filters: TeamListFilters) {
  return useQuery(getTeamsQueryOptions(filters));
}
