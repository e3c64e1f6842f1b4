/** GET /api/colleges?q=: colleges by name for the Roles tab's college picker (first page, 20 by name). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CollegeSearchResponse } from '#shared/contracts/colleges.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { testingKeys } from './testing-query-keys.ts';

export function getCollegeOptionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: testingKeys.collegeOptions(q),
    queryFn: ({ signal }) => api.get<CollegeSearchResponse>(apiPaths.colleges(new URLSearchParams({ q }).toString()), signal),
  });
}

/** Asked once the text has a character. */
export function useCollegeOptions(q: string) {
  return useQuery({ ...getCollegeOptionsQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
