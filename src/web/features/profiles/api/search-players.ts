/** GET /api/players : the recruiter search (issue 11.6), its query as the page URL holds it. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerSearchQuery, PlayerSearchResponse } from '#shared/contracts/player-search.ts';
import { api } from '#web/lib/api-client.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { profileSearchKeys } from './profile-search-keys.ts';

/** The query as URL parameters, defaults left out (the page URL and the API URL read the same). */
export function playerSearchParams(query: PlayerSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.game) params.set('game', query.game);
  if (query.minTier) params.set('minTier', query.minTier);
  if (query.maxTier) params.set('maxTier', query.maxTier);
  if (query.roles?.length) params.set('roles', query.roles.join(','));
  if (query.classYears?.length) params.set('classYears', query.classYears.join(','));
  if (query.state) params.set('state', query.state);
  if (query.minGpa !== undefined) params.set('minGpa', String(query.minGpa));
  if (query.hasHighlights) params.set('hasHighlights', 'true');
  if (query.onTeam) params.set('onTeam', 'true');
  if (query.program) params.set('program', query.program);
  if (query.sort !== 'updated') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function searchPlayersQueryOptions(query: PlayerSearchQuery) {
  return queryOptions({
    queryKey: profileSearchKeys.players(query),
    queryFn: ({ signal }) => api.get<PlayerSearchResponse>(apiPaths.players(playerSearchParams(query).toString()), signal),
  });
}

export function useSearchPlayers(query: PlayerSearchQuery, enabled = true) {
  return useQuery({ ...searchPlayersQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
