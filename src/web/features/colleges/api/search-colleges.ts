/** GET /api/colleges: the directory (issue 12.2), its query as the /colleges URL holds it. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collegeSearchQuerySchema, DEFAULT_COLLEGE_SORT, type CollegeSearchQuery, type CollegeSearchResponse } from '#shared/contracts/colleges.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { collegeKeys } from './college-keys.ts';

const DEFAULT_QUERY: CollegeSearchQuery = { sort: DEFAULT_COLLEGE_SORT, page: 1 };

/** The query as URL parameters, defaults left out (the page URL and the API URL read the same). */
export function collegeSearchParams(query: CollegeSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.games) params.set('games', query.games.join(','));
  if (query.scholarships) params.set('scholarships', 'true');
  if (query.hasProgram) params.set('hasProgram', 'true');
  if (query.recruiting) params.set('recruiting', 'true');
  if (query.state) params.set('state', query.state);
  if (query.control) params.set('control', query.control);
  if (query.size) params.set('size', query.size);
  if (query.maxAdmissionRate !== undefined) params.set('maxAdmissionRate', String(query.maxAdmissionRate));
  if (query.maxTuition !== undefined) params.set('maxTuition', String(query.maxTuition));
  if (query.sort !== DEFAULT_COLLEGE_SORT) params.set('sort', query.sort);
  if (query.near) params.set('near', query.near);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The query a URL states; a malformed parameter reads as "not set" (the rest is kept), unknown ones are ignored. */
export function collegeQueryFrom(params: URLSearchParams): CollegeSearchQuery {
  const raw: Record<string, string> = Object.fromEntries(params);
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const parsed = collegeSearchQuerySchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      // A rule between parameters (sort=distance needs near) names a parameter the URL lacks: drop the sort.
      if (key in raw) delete raw[key];
      else delete raw.sort;
    }
  }
  return DEFAULT_QUERY;
}

export function searchCollegesQueryOptions(query: CollegeSearchQuery) {
  return queryOptions({
    queryKey: collegeKeys.search(query),
    queryFn: ({ signal }) => api.get<CollegeSearchResponse>(apiPaths.colleges(collegeSearchParams(query).toString()), signal),
  });
}

/** The previous answer stays on screen while the next loads (typing never flashes an empty list). */
export function useSearchColleges(query: CollegeSearchQuery) {
  return useQuery({ ...searchCollegesQueryOptions(query), placeholderData: keepPreviousData });
}
