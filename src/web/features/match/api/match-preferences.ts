/** The player's college preferences: GET, PUT and DELETE /api/profile/match-preferences (docs/decisions/030). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { MatchPreferencesBody, MatchPreferencesResponse } from '#shared/contracts/match.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api, apiRequest } from '#web/lib/api-client.ts';
import { matchKeys } from './match-keys.ts';

export function getMatchPreferencesQueryOptions() {
  return queryOptions({
    queryKey: matchKeys.preferences(),
    queryFn: ({ signal }) => api.get<MatchPreferencesResponse>(apiPaths.matchPreferences, signal),
  });
}

export function useMatchPreferences() {
  return useQuery(getMatchPreferencesQueryOptions());
}

/** After a change every match shown (college pages, directory cards) is out of date. */
function useRefreshMatches() {
  const queryClient = useQueryClient();
  return (preferences: MatchPreferencesResponse) => {
    queryClient.setQueryData(matchKeys.preferences(), preferences);
    void queryClient.invalidateQueries({ queryKey: matchKeys.all, predicate: (query) => query.queryKey[1] !== 'preferences' });
    void queryClient.invalidateQueries({ queryKey: ['colleges'] });
  };
}

export function useSaveMatchPreferences() {
  const refresh = useRefreshMatches();
  return useMutation<MatchPreferencesResponse, AppError, MatchPreferencesBody>({
    mutationFn: (body) => apiRequest<MatchPreferencesResponse>(apiPaths.matchPreferences, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

export function useClearMatchPreferences() {
  const refresh = useRefreshMatches();
  return useMutation<void, AppError, void>({
    mutationFn: () => api.delete<void>(apiPaths.matchPreferences),
    onSuccess: () => refresh({ preferences: null }),
  });
}
