/**
 * The panel's changes (docs/decisions/036): owner, tags and next action;
 * notes; Message; removing; adding. Each refreshes the board, the list
 * view and the panel.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AddPipelineEntryBody, PipelineEntry, PipelineNote, UpdatePipelineEntryBody } from '#shared/contracts/pipeline.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { track } from '#web/lib/tracking/track.ts';
import { pipelineKeys } from './pipeline-keys.ts';

function refresh(queryClient: QueryClient, programId: string, entryId?: string) {
  void queryClient.invalidateQueries({ queryKey: pipelineKeys.boards(programId) });
  void queryClient.invalidateQueries({ queryKey: pipelineKeys.lists(programId) });
  if (entryId) void queryClient.invalidateQueries({ queryKey: pipelineKeys.panel(programId, entryId) });
}

export function useUpdatePipelineEntry(programId: string, entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePipelineEntryBody) => api.patch<{ entry: PipelineEntry }>(apiPaths.pipelineEntry(programId, entryId), body),
    onSuccess: () => refresh(queryClient, programId, entryId),
  });
}

export function useRemovePipelineEntry(programId: string, entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ status: 'removed' }>(apiPaths.pipelineEntry(programId, entryId)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: pipelineKeys.panel(programId, entryId) });
      refresh(queryClient, programId);
    },
  });
}

export function useAddPipelineNote(programId: string, entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<{ note: PipelineNote }>(apiPaths.pipelineEntryPart(programId, entryId, 'notes'), { body }),
    onSuccess: () => refresh(queryClient, programId, entryId),
  });
}

export function useUpdatePipelineNote(programId: string, entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: string; body: string }) => api.patch<{ note: PipelineNote }>(apiPaths.pipelineNote(programId, entryId, noteId), { body }),
    onSuccess: () => refresh(queryClient, programId, entryId),
  });
}

export function useDeletePipelineNote(programId: string, entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => api.delete<void>(apiPaths.pipelineNote(programId, entryId, noteId)),
    onSuccess: () => refresh(queryClient, programId, entryId),
  });
}

export function useMessagePipelinePlayer(programId: string, entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<{ conversationId: string; lastContactAt: string }>(apiPaths.pipelineEntryPart(programId, entryId, 'message'), { body }),
    onSuccess: () => {
      // A recruitment action (spec section 1; sent only with analytics consent, docs/decisions/044).
      track({ type: 'recruitment_action', action: 'pipeline_message', targetType: 'pipeline_entry', targetId: entryId });
      refresh(queryClient, programId, entryId);
    },
  });
}

export function useAddPipelineEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programId, body }: { programId: string; body: AddPipelineEntryBody }) =>
      api.post<{ entry: PipelineEntry; isExisting: boolean }>(apiPaths.pipelineEntries(programId), body),
    onSuccess: ({ entry, isExisting }, { programId, body }) => {
      // A recruitment action when a player was added (not when they were in the pipeline already); the action names the screen's source.
      if (!isExisting) track({ type: 'recruitment_action', action: `pipeline_add_${body.source ?? 'manual'}`, targetType: 'pipeline_entry', targetId: entry.id });
      refresh(queryClient, programId);
    },
  });
}

export interface RecordOutcomeBody {
  playerUserId: string;
  programId: string;
  status: 'verbal' | 'committed' | 'signed';
  decidedOn?: string;
}

/** POST /api/recruiting-outcomes (the outcomes part's endpoint): "Record the outcome" after a move to Committed. */
export function useRecordOutcome() {
  return useMutation({
    mutationFn: (body: RecordOutcomeBody) => api.post<unknown>(apiPaths.recruitingOutcomes, body),
    onSuccess: (_result, { programId, status }) => track({ type: 'recruitment_action', action: `outcome_record_${status}`, targetType: 'program', targetId: programId }),
  });
}
