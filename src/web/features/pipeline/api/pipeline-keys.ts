import type { PipelineBoardQuery, PipelineListQuery } from '#shared/contracts/pipeline.ts';

/** Query keys of the pipeline board (docs/decisions/036). */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  /** Every board of a program, whatever the filters and the columns' "Show more". */
  boards: (programId: string) => [...pipelineKeys.all, 'board', programId] as const,
  board: (programId: string, query: PipelineBoardQuery) => [...pipelineKeys.boards(programId), query] as const,
  /** Every list view of a program, whatever the filters, sort and length. */
  lists: (programId: string) => [...pipelineKeys.all, 'list', programId] as const,
  list: (programId: string, query: PipelineListQuery) => [...pipelineKeys.lists(programId), query] as const,
  panel: (programId: string, entryId: string) => [...pipelineKeys.all, 'panel', programId, entryId] as const,
};
