/**
 * GET /api/recruiting-dashboard (docs/decisions/040), and "Add to pipeline"
 * on a suggestion: POST /api/programs/:programId/pipeline (the pipeline's
 * add API), which refreshes the dashboard.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { RecruitingDashboard } from '#shared/contracts/recruiting-dashboard.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { track } from '#web/lib/tracking/track.ts';

export const recruitingDashboardKey = ['recruiting-dashboard'] as const;

export function useRecruitingDashboard(enabled = true) {
  return useQuery({
    queryKey: recruitingDashboardKey,
    queryFn: ({ signal }) => api.get<RecruitingDashboard>(apiPaths.recruitingDashboard, signal),
    enabled,
  });
}

export function useAddSuggestionToPipeline() {
  const queryClient = useQueryClient();
  return useMutation<unknown, AppError, { programId: string; playerUserId: string }>({
    mutationFn: ({ programId, playerUserId }) => api.post(apiPaths.pipelineBoard(programId), { playerUserId, source: 'match' }),
    onSuccess: (_result, { programId }) => {
      // A recruitment action (spec section 1; sent only with analytics consent, docs/decisions/044).
      track({ type: 'recruitment_action', action: 'pipeline_add_suggestion', targetType: 'program', targetId: programId });
      return queryClient.invalidateQueries({ queryKey: recruitingDashboardKey });
    },
  });
}
