/** GET /api/players/:slug/college-board and the player's changes; each change answers the whole board, which replaces the cached one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { BoardItemInput, BoardOrderInput, CollegeBoard } from '#shared/contracts/player-recruiting.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { playerRecruitingKeys } from './player-recruiting-keys.ts';

export function getCollegeBoardQueryOptions(slug: string) {
  return queryOptions({
    queryKey: playerRecruitingKeys.board(slug),
    queryFn: ({ signal }) => api.get<CollegeBoard>(apiPaths.playerCollegeBoard(slug), signal),
  });
}

export function useCollegeBoard(slug: string) {
  return useQuery(getCollegeBoardQueryOptions(slug));
}

export function useSaveBoardItem(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<CollegeBoard, AppError, { programId: string } & BoardItemInput>({
    mutationFn: ({ programId, ...input }) => api.put<CollegeBoard>(apiPaths.playerCollegeBoardItem(slug, programId), input),
    onSuccess: (board) => queryClient.setQueryData(playerRecruitingKeys.board(slug), board),
  });
}

/** The new order is shown at once; a refusal puts the server's board back. */
export function useReorderBoard(slug: string) {
  const queryClient = useQueryClient();
  const key = playerRecruitingKeys.board(slug);
  return useMutation<CollegeBoard, AppError, { order: BoardOrderInput; optimistic: CollegeBoard }>({
    mutationFn: ({ order }) => api.put<CollegeBoard>(apiPaths.playerCollegeBoardOrder(slug), order),
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, optimistic);
    },
    onSuccess: (board) => queryClient.setQueryData(key, board),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveBoardItem(slug: string) {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, string>({
    mutationFn: (programId) => api.delete<void>(apiPaths.playerCollegeBoardItem(slug, programId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerRecruitingKeys.board(slug) }),
  });
}
