/** The college claims review queue (docs/decisions/032): GET /api/admin/college-claims, approve, reject. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CollegeClaimQueueResponse, CollegeClaimReview } from '#shared/contracts/college-claims.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { testingKeys } from './testing-query-keys.ts';

export function getCollegeClaimsQueryOptions() {
  return queryOptions({
    queryKey: testingKeys.collegeClaims(),
    queryFn: ({ signal }) => api.get<CollegeClaimQueueResponse>(apiPaths.adminCollegeClaims, signal),
    staleTime: 0,
  });
}

export function useCollegeClaims() {
  return useQuery(getCollegeClaimsQueryOptions());
}

export type CollegeClaimDecision = { claimId: string; decision: 'approve' } | { claimId: string; decision: 'reject'; reason: string };

export function useReviewCollegeClaim() {
  const queryClient = useQueryClient();
  return useMutation<CollegeClaimReview, AppError, CollegeClaimDecision>({
    mutationFn: (variables) =>
      variables.decision === 'approve'
        ? api.post<CollegeClaimReview>(apiPaths.adminCollegeClaimApprove(variables.claimId))
        : api.post<CollegeClaimReview>(apiPaths.adminCollegeClaimReject(variables.claimId), { reason: variables.reason }),
    // Approving answers the page's other requests too: reload the whole queue.
    onSettled: () => queryClient.invalidateQueries({ queryKey: testingKeys.collegeClaims() }),
  });
}
