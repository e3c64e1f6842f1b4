/** GET /api/me/college-programs: the programs the viewer can view, for the recruiter search's "Match for" (docs/decisions/030). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCollegeProgramsResponse } from '#shared/contracts/my-college-programs.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { collegeKeys } from './college-keys.ts';

export function getMyCollegeProgramsQueryOptions() {
  return queryOptions({
    queryKey: collegeKeys.myPrograms(),
    queryFn: ({ signal }) => api.get<MyCollegeProgramsResponse>(apiPaths.myCollegePrograms, signal),
  });
}

/** Asked only for viewers who can view some program (programViewScope): for anyone else the list is empty. */
export function useMyCollegePrograms(enabled: boolean) {
  return useQuery({ ...getMyCollegeProgramsQueryOptions(), enabled });
}
