/** GET /api/colleges/:slug: the college page's facts (issue 12.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { College } from '#shared/contracts/colleges.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { collegeKeys } from './college-keys.ts';

export function getCollegeQueryOptions(slug: string) {
  return queryOptions({
    queryKey: collegeKeys.detail(slug),
    queryFn: ({ signal }) => api.get<College>(apiPaths.college(slug), signal),
  });
}

export function useCollege(slug: string) {
  return useQuery(getCollegeQueryOptions(slug));
}
