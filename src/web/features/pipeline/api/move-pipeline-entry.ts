/**
 * Moving a card (docs/decisions/036): optimistic (the card lands at once,
 * on the board and in the list view, which refetches in its sort when the
 * move is done), rolled back on an error; a stale version (someone else moved it first)
 * refetches the board and says so in a toast.
 *
 * One user's quick moves of a card (drag, then the keyboard at once) run one
 * after another (a mutation scope), and a move made while the user's own
 * earlier move was on its way sends the version that move produced: the
 * version the user saw is stale only because of their own move, not someone
 * else's. A version no own move went through is sent as seen, so another
 * staff member's move in between still answers the conflict.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { AppError } from '#shared/app-error.ts';
import { PIPELINE_TEXTS, type MovedPipelineEntry, type MovePipelineEntryBody, type PipelineBoardResponse, type PipelineListResponse } from '#shared/contracts/pipeline.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { track } from '#web/lib/tracking/track.ts';
import { applyMove, withEntry, withListMove } from '../board-logic.ts';
import { pipelineKeys } from './pipeline-keys.ts';

export const MOVE_FAILED = 'Could not move the card';

export interface MoveVariables {
  entryId: string;
  body: MovePipelineEntryBody;
}

const moveScope = (programId: string) => `pipeline-move-${programId}`;

/**
 * How many of this user's moves of the entry are on their way (the running
 * one included). While one is, an earlier move's answer or realtime event
 * must not put the card back where that earlier move left it.
 */
export function pendingMovesOf(queryClient: QueryClient, programId: string, entryId: string): number {
  return queryClient
    .getMutationCache()
    .findAll({ status: 'pending', predicate: (mutation) => mutation.options.scope?.id === moveScope(programId) && (mutation.state.variables as MoveVariables | undefined)?.entryId === entryId })
    .length;
}

export function useMovePipelineEntry(programId: string) {
  const queryClient = useQueryClient();
  const boards = { queryKey: pipelineKeys.boards(programId) };
  const lists = { queryKey: pipelineKeys.lists(programId) };
  /** Per entry: the versions this user's own moves went from and to, and the newest. */
  const ownMoves = useRef(new Map<string, { versions: Set<number>; latest: number }>());
  return useMutation({
    scope: { id: moveScope(programId) },
    mutationFn: async ({ entryId, body }: MoveVariables) => {
      const own = ownMoves.current.get(entryId);
      const version = own && body.version !== undefined && own.versions.has(body.version) ? own.latest : body.version;
      const result = await api.post<{ entry: MovedPipelineEntry }>(apiPaths.pipelineEntryPart(programId, entryId, 'move'), { ...body, version });
      const versions = own?.versions ?? new Set<number>();
      if (version !== undefined) versions.add(version);
      versions.add(result.entry.version);
      ownMoves.current.set(entryId, { versions, latest: result.entry.version });
      return result;
    },
    onMutate: async ({ entryId, body }) => {
      await Promise.all([queryClient.cancelQueries(boards), queryClient.cancelQueries(lists)]);
      const snapshot = [...queryClient.getQueriesData<PipelineBoardResponse>(boards), ...queryClient.getQueriesData<PipelineListResponse>(lists)];
      queryClient.setQueriesData<PipelineBoardResponse>(boards, (board) => (board ? applyMove(board, entryId, body) : board));
      queryClient.setQueriesData<PipelineListResponse>(lists, (list) => (list ? withListMove(list, entryId, body.stage) : list));
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      if (error instanceof AppError && error.code === 'conflict') {
        toast.info(PIPELINE_TEXTS.staleVersion);
        void queryClient.invalidateQueries(boards);
      } else {
        toast.error(MOVE_FAILED, { description: error.message });
      }
    },
    onSuccess: ({ entry: moved }) => {
      // A recruitment action (spec section 1; sent only with analytics consent, docs/decisions/044).
      track({ type: 'recruitment_action', action: `pipeline_move_${moved.stage}`, targetType: 'pipeline_entry', targetId: moved.id });
      // A later own move of the card is on its way (this one still counts as pending): the card stays where that one put it.
      const later = pendingMovesOf(queryClient, programId, moved.id) > 1;
      queryClient.setQueriesData<PipelineBoardResponse>(boards, (board) =>
        board
          ? withEntry(board, moved.id, (entry) => (later ? entry : { ...entry, ...moved, version: Math.max(entry.version, moved.version) }))
          : board,
      );
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.panel(programId, moved.id) });
    },
    // The list view puts the row where its sort says (an error restored it; a success may have moved it).
    onSettled: () => {
      void queryClient.invalidateQueries(lists);
    },
  });
}
