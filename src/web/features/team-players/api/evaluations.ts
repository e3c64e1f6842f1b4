/** GET /api/team-players/:userId/evaluations and PUT .../evaluation: the coach's evaluation form. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { Evaluation, EvaluationBody } from '#shared/contracts/team-players.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api, apiRequest } from '#web/lib/api-client.ts';
import { teamPlayerKeys } from './team-player-keys.ts';

export function getEvaluationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: teamPlayerKeys.evaluations(userId),
    queryFn: ({ signal }) => api.get<{ evaluations: Evaluation[] }>(apiPaths.teamPlayerEvaluations(userId), signal),
  });
}

export function useEvaluations(userId: string, enabled: boolean) {
  return useQuery({ ...getEvaluationsQueryOptions(userId), enabled });
}

export function useSaveEvaluation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<Evaluation, AppError, EvaluationBody>({
    mutationFn: (body) => apiRequest<Evaluation>(apiPaths.teamPlayerEvaluation(userId), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamPlayerKeys.evaluations(userId) }),
  });
}
