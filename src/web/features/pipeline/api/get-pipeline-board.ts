/** GET /api/programs/:programId/pipeline: one program's board, filtered (docs/decisions/036). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PipelineBoardQuery, PipelineBoardResponse } from '#shared/contracts/pipeline.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { pipelineKeys } from './pipeline-keys.ts';

export function boardSearch(filters: PipelineBoardQuery): string {
  const params = new URLSearchParams();
  if (filters.classYear !== undefined) params.set('classYear', String(filters.classYear));
  if (filters.owner) params.set('owner', filters.owner);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.source) params.set('source', filters.source);
  if (filters.noContact) params.set('noContact', 'true');
  return params.toString();
}

export function getPipelineBoardQueryOptions(programId: string, filters: PipelineBoardQuery) {
  return queryOptions({
    queryKey: pipelineKeys.board(programId, filters),
    queryFn: ({ signal }) => api.get<PipelineBoardResponse>(apiPaths.pipelineBoard(programId, boardSearch(filters)), signal),
  });
}

export function usePipelineBoard(programId: string, filters: PipelineBoardQuery) {
  return useQuery({ ...getPipelineBoardQueryOptions(programId, filters), placeholderData: keepPreviousData });
}
