/**
 * POST /api/teams/:teamId/practices and /practice-series, PATCH and DELETE
 * /api/teams/:teamId/practices/:id?scope= (managers; docs/decisions/072).
 */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CreatedSeries, PracticeSeriesInput, SeriesScope } from '#shared/contracts/practice-series.ts';
import type { PracticeInput } from '#shared/contracts/teams-schedule.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';
import { useCreateTeamItem } from '../team-item-mutations.ts';

export const useCreatePractice = (teamId: string) => useCreateTeamItem<PracticeInput>(teamId, 'practices');

export function useCreatePracticeSeries(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation<CreatedSeries, AppError, PracticeSeriesInput>({
    mutationFn: (input) => api.post<CreatedSeries>(apiPaths.practiceSeries(teamId), input),
    onSuccess: () => invalidate(),
  });
}

export function useUpdatePractice(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation<unknown, AppError, { id: string; data: Partial<PracticeInput>; scope?: SeriesScope }>({
    mutationFn: ({ id, data, scope = 'one' }) => api.patch<unknown>(apiPaths.practiceInScope(teamId, id, scope), data),
    onSuccess: () => invalidate(),
  });
}

export function useDeletePractice(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation<void, AppError, { id: string; scope: SeriesScope }>({
    mutationFn: ({ id, scope }) => api.delete<void>(apiPaths.practiceInScope(teamId, id, scope)),
    // Not awaited: the confirmation dialog closes before its card leaves the list.
    onSuccess: () => {
      void invalidate();
    },
  });
}
