import type { PipelineBoardQuery } from '#shared/contracts/pipeline.ts';

/** Query keys of the pipeline board (docs/decisions/036). */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  /** Every board of a program, whatever the filters. */
  boards: (programId: string) => [...pipelineKeys.all, 'board', programId] as const,
  board: (programId: string, filters: PipelineBoardQuery) => [...pipelineKeys.boards(programId), filters] as const,
  panel: (programId: string, entryId: string) => [...pipelineKeys.all, 'panel', programId, entryId] as const,
};
