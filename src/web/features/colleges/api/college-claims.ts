/** The viewer's claim of a college page (docs/decisions/032): GET .../claims/mine and POST .../claims. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CollegeClaimRequest, MyCollegeClaim, MyCollegeClaimResponse } from '#shared/contracts/college-claims.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { collegeKeys } from './college-keys.ts';

export function getMyCollegeClaimQueryOptions(slug: string) {
  return queryOptions({
    queryKey: collegeKeys.myClaim(slug),
    queryFn: ({ signal }) => api.get<MyCollegeClaimResponse>(apiPaths.myCollegeClaim(slug), signal),
  });
}

/** Only asked for a signed-in viewer. */
export function useMyCollegeClaim(slug: string, enabled: boolean) {
  return useQuery({ ...getMyCollegeClaimQueryOptions(slug), enabled });
}

export function useRequestCollegeClaim(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<MyCollegeClaim, AppError, CollegeClaimRequest>({
    mutationFn: (body) => api.post<MyCollegeClaim>(apiPaths.collegeClaims(slug), body),
    onSuccess: (claim) => {
      queryClient.setQueryData<MyCollegeClaimResponse>(collegeKeys.myClaim(slug), (previous) => ({ claim, blocked: previous?.blocked ?? null }));
      // This request may have reached the limit of pending ones: the other college pages read again whether the viewer may ask.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[3] === 'my-claim' && query.queryKey[2] !== slug });
    },
  });
}
