/** Points (docs/decisions/048): my points, the weekly leaderboard, the opt-in, and process-points for client events. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '#shared/app-error.ts';
import type { ProcessPointsBody, ProcessPointsResult } from '#shared/contracts/functions.ts';
import type { LeaderboardResponse, MyPointsResponse, PointsSettings } from '#shared/contracts/points.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api, NETWORK_ERROR_MESSAGE, UNREADABLE_RESPONSE_MESSAGE } from '#web/lib/api-client.ts';
import { showPointsToast } from '#web/lib/points-toast.ts';

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

/** Spec 8's message when process-points throws (no answer from the server, or one the app could not read). */
export const PROCESS_POINTS_FAILED = 'Failed to process points';

/**
 * process-points (spec 7.3) for a signed-in user's client event: the toast
 * when points were awarded (unless `toast: false`, e.g. for page views
 * where a toast per page would be noise). Spec 8: a failure is logged to
 * the console only and answers success false, 0 points and the server's
 * message when the server answered with an error (a refused body, the rate
 * limit), else "Failed to process points".
 */
export async function reportPointsEvent(body: ProcessPointsBody, options: { toast?: boolean } = {}): Promise<ProcessPointsResult> {
  try {
    const result = await api.post<ProcessPointsResult>(apiPaths.pointsEvents, body);
    if (!result.success) console.error('process-points:', result.message);
    if (options.toast !== false) showPointsToast(result.points_awarded);
    return result;
  } catch (error) {
    console.error('process-points failed', error);
    // An error the server answered with carries its message; no answer, or one the app could not read, is spec 8's "throws".
    const answered = error instanceof AppError && error.message !== '' && error.message !== NETWORK_ERROR_MESSAGE && error.message !== UNREADABLE_RESPONSE_MESSAGE;
    return { success: false, points_awarded: 0, message: answered ? error.message : PROCESS_POINTS_FAILED };
  }
}
