/**
 * GET /api/teams/:teamId/user-search (managers): public published profiles
 * matching the text, minus people already on the chosen roster (spec 2.7, 7.2).
 */
import { queryOptions } from '@tanstack/react-query';
import type { UserSearchResult } from '#shared/contracts/teams-roster.ts';
import { SEARCH } from '#shared/constants.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from '../team-keys.ts';

export interface UserSearchParams {
  q: string;
  kind: 'member' | 'staff';
  /** Null: the general roster. */
  gameProfileId: string | null;
}

export function userSearchQueryString({ q, kind, gameProfileId }: UserSearchParams): string {
  const query = new URLSearchParams({ q: q.trim(), kind });
  if (gameProfileId) query.set('gameProfileId', gameProfileId);
  return query.toString();
}

export async function searchUsers(teamId: string, params: UserSearchParams, signal?: AbortSignal): Promise<UserSearchResult[]> {
  const response = await api.get<{ users: UserSearchResult[] }>(apiPaths.teamUserSearch(teamId, userSearchQueryString(params)), signal);
  return response.users;
}

/** For the people picker (#web/components/people-picker), which runs it from SEARCH.minChars characters; a failed search reads as no results (spec 8). */
export function searchUsersQueryOptions(teamId: string, params: UserSearchParams) {
  return queryOptions({
    queryKey: teamKeys.userSearch(teamId, userSearchQueryString(params)),
    queryFn: ({ signal }) => searchUsers(teamId, params, signal),
    staleTime: SEARCH.cacheMs,
    retry: false,
  });
}
