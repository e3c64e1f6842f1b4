/** GET /api/admin/jobs/dead and POST /api/admin/jobs/:jobId/retry: dead-lettered jobs for platform admins (docs/decisions/056). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { DeadJobsResponse } from '#shared/contracts/jobs.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { testingKeys } from './testing-query-keys.ts';

export function getDeadJobsQueryOptions() {
  return queryOptions({
    queryKey: testingKeys.deadJobs(),
    queryFn: ({ signal }) => api.get<DeadJobsResponse>(apiPaths.adminDeadJobs, signal),
    staleTime: 0,
  });
}

export function useDeadJobs() {
  return useQuery(getDeadJobsQueryOptions());
}

export function useRetryDeadJob() {
  const queryClient = useQueryClient();
  return useMutation<DeadJobsResponse, AppError, string>({
    mutationFn: (jobId) => api.post<DeadJobsResponse>(apiPaths.adminJobRetry(jobId)),
    // The answer is the list without the retried job.
    onSuccess: (answer) => queryClient.setQueryData(testingKeys.deadJobs(), answer),
  });
}
