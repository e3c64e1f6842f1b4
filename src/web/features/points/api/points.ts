/**
 * Points (docs/decisions/048): my points, the weekly leaderboard and the
 * opt-in. The client's events earn through the tracker's batches (the
 * tracking endpoint pays them), not through a call of its own to
 * process-points (decision 048, Session 24).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { LeaderboardResponse, MyPointsResponse, PointsSettings } from '#shared/contracts/points.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const pointsKeys = {
  all: ['points'] as const,
  mine: (page: number) => ['points', 'me', page] as const,
  leaderboard: (game: string) => ['points', 'leaderboard', game] as const,
  settings: () => ['points', 'settings'] as const,
};

export function useMyPoints(page: number) {
  return useQuery({
    queryKey: pointsKeys.mine(page),
    queryFn: ({ signal }) => api.get<MyPointsResponse>(apiPaths.myPoints(page), signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(game: string) {
  return useQuery({
    queryKey: pointsKeys.leaderboard(game),
    queryFn: ({ signal }) => api.get<LeaderboardResponse>(apiPaths.pointsLeaderboard(game), signal),
  });
}

export function usePointsSettings() {
  return useQuery({ queryKey: pointsKeys.settings(), queryFn: ({ signal }) => api.get<PointsSettings>(apiPaths.pointsSettings, signal) });
}

export function useUpdatePointsSettings() {
  const queryClient = useQueryClient();
  return useMutation<PointsSettings, AppError, PointsSettings>({
    mutationFn: (input) => api.put<PointsSettings>(apiPaths.pointsSettings, input),
    onSuccess: (settings) => {
      queryClient.setQueryData(pointsKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: ['points', 'leaderboard'] });
    },
  });
}
