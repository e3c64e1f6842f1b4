/** GET /api/players/:slug/pipeline and the player's own stage, note and archive (each change answers the whole page). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { PlayerPipeline, PlayerPipelineItemInput } from '#shared/contracts/player-recruiting.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { playerRecruitingKeys } from './player-recruiting-keys.ts';

export function getPlayerPipelineQueryOptions(slug: string) {
  return queryOptions({
    queryKey: playerRecruitingKeys.pipeline(slug),
    queryFn: ({ signal }) => api.get<PlayerPipeline>(apiPaths.playerPipeline(slug), signal),
  });
}

export function usePlayerPipeline(slug: string) {
  return useQuery(getPlayerPipelineQueryOptions(slug));
}

export function useSavePipelineItem(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<PlayerPipeline, AppError, { programId: string } & PlayerPipelineItemInput>({
    mutationFn: ({ programId, ...input }) => api.put<PlayerPipeline>(apiPaths.playerPipelineItem(slug, programId), input),
    onSuccess: (page) => queryClient.setQueryData(playerRecruitingKeys.pipeline(slug), page),
  });
}
