/**
 * Realtime to the board (docs/decisions/036): another staff member's move
 * is applied to the cached boards in place (when the event is newer than
 * the card), anything else about the program refetches its boards; the
 * list views and the panel of the changed entry refetch too. A reconnect refetches (the
 * server keeps no event log). While the user's own move of a card is on
 * its way, events about that card do not place it.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { PipelineBoardResponse } from '#shared/contracts/pipeline.ts';
import { useRealtimeEvent } from '#web/lib/realtime/use-realtime-event.ts';
import { withEntry } from '../board-logic.ts';
import { pendingMovesOf } from './move-pipeline-entry.ts';
import { pipelineKeys } from './pipeline-keys.ts';

export function usePipelineLiveUpdates(programId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((notice) => {
    const boards = { queryKey: pipelineKeys.boards(programId) };
    if (notice.type === 'reconnected') {
      void queryClient.invalidateQueries(boards);
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.lists(programId) });
      return;
    }
    if (notice.type !== 'pipeline.changed' || notice.programId !== programId) return;
    void queryClient.invalidateQueries({ queryKey: pipelineKeys.panel(programId, notice.entryId) });
    void queryClient.invalidateQueries({ queryKey: pipelineKeys.lists(programId) });
    const { stage, position, version } = notice;
    if (notice.change === 'moved' && stage !== undefined && position !== undefined && version !== undefined) {
      // The user's own move of this card is on its way: its answer places the card (or its 409 refetches the board).
      if (pendingMovesOf(queryClient, programId, notice.entryId) > 0) return;
      let isMissing = false;
      queryClient.setQueriesData<PipelineBoardResponse>(boards, (board) => {
        if (!board) return board;
        if (!board.entries.some((entry) => entry.id === notice.entryId)) {
          isMissing = true;
          return board;
        }
        return withEntry(board, notice.entryId, (entry) => (entry.version >= version ? entry : { ...entry, stage, position, version }));
      });
      if (!isMissing) return;
    }
    void queryClient.invalidateQueries(boards);
  });
}
