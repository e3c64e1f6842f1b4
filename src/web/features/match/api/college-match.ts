/** GET /api/colleges/:slug/match: the signed-in player's match with each program of the college (docs/decisions/030). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollegeMatchResponse } from '#shared/contracts/match.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { matchKeys } from './match-keys.ts';

export function getCollegeMatchQueryOptions(slug: string) {
  return queryOptions({
    queryKey: matchKeys.college(slug),
    queryFn: ({ signal }) => api.get<CollegeMatchResponse>(apiPaths.collegeMatch(slug), signal),
  });
}

/** Only asked for a signed-in viewer. */
export function useCollegeMatch(slug: string, enabled: boolean) {
  return useQuery({ ...getCollegeMatchQueryOptions(slug), enabled });
}
