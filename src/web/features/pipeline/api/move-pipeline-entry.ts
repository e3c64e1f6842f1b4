/**
 * Moving a card (docs/decisions/036): optimistic (the card lands at once),
 * rolled back on an error; a stale version (someone else moved it first)
 * refetches the board and says so in a toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError } from '#shared/app-error.ts';
import { PIPELINE_TEXTS, type MovedPipelineEntry, type MovePipelineEntryBody, type PipelineBoardResponse } from '#shared/contracts/pipeline.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { applyMove, withEntry } from '../board-logic.ts';
import { pipelineKeys } from './pipeline-keys.ts';

export const MOVE_FAILED = 'Could not move the card';

export interface MoveVariables {
  entryId: string;
  body: MovePipelineEntryBody;
}

export function useMovePipelineEntry(programId: string) {
  const queryClient = useQueryClient();
  const boards = { queryKey: pipelineKeys.boards(programId) };
  return useMutation({
    mutationFn: ({ entryId, body }: MoveVariables) =>
      api.post<{ entry: MovedPipelineEntry }>(apiPaths.pipelineEntryPart(programId, entryId, 'move'), body),
    onMutate: async ({ entryId, body }) => {
      await queryClient.cancelQueries(boards);
      const snapshot = queryClient.getQueriesData<PipelineBoardResponse>(boards);
      queryClient.setQueriesData<PipelineBoardResponse>(boards, (board) => (board ? applyMove(board, entryId, body) : board));
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, board] of context?.snapshot ?? []) queryClient.setQueryData(key, board);
      if (error instanceof AppError && error.code === 'conflict') {
        toast.info(PIPELINE_TEXTS.staleVersion);
        void queryClient.invalidateQueries(boards);
      } else {
        toast.error(MOVE_FAILED, { description: error.message });
      }
    },
    onSuccess: ({ entry: moved }) => {
      queryClient.setQueriesData<PipelineBoardResponse>(boards, (board) =>
        board ? withEntry(board, moved.id, (entry) => ({ ...entry, ...moved, version: Math.max(entry.version, moved.version) })) : board,
      );
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.panel(programId, moved.id) });
    },
  });
}
