/** GET /api/team-players: the players of the teams the viewer manages, with their status (docs/decisions/025). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamPlayersResponse } from '#shared/contracts/team-players.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamPlayerKeys } from './team-player-keys.ts';

export function teamPlayersQueryString({ q, page }: { q?: string; page: number }): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export function getTeamPlayersQueryOptions(filters: { q?: string; page: number }) {
  const query = teamPlayersQueryString(filters);
  return queryOptions({
    queryKey: teamPlayerKeys.list(query),
    queryFn: ({ signal }) => api.get<TeamPlayersResponse>(apiPaths.teamPlayers(query), signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeamPlayers(filters: { q?: string; page: number }) {
  return useQuery(getTeamPlayersQueryOptions(filters));
}
