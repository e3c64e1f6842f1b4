/** GET /api/programs/:programId/pipeline and .../pipeline/list: one program's board, or its list view, filtered (docs/decisions/036). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  columnShowParam,
  type PipelineBoardQuery,
  type PipelineBoardResponse,
  type PipelineFilters,
  type PipelineListQuery,
  type PipelineListResponse,
} from '#shared/contracts/pipeline.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { pipelineKeys } from './pipeline-keys.ts';

function filterParams(filters: PipelineFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.classYear !== undefined) params.set('classYear', String(filters.classYear));
  if (filters.owner) params.set('owner', filters.owner);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.source) params.set('source', filters.source);
  if (filters.noContact) params.set('noContact', 'true');
  return params;
}

export function boardSearch({ show, ...filters }: PipelineBoardQuery): string {
  const params = filterParams(filters);
  const shown = show ? columnShowParam(show) : '';
  if (shown) params.set('show', shown);
  return params.toString();
}

export function listSearch({ sort, direction, limit, ...filters }: PipelineListQuery): string {
  const params = filterParams(filters);
  params.set('sort', sort);
  params.set('direction', direction);
  params.set('limit', String(limit));
  return params.toString();
}

export function getPipelineBoardQueryOptions(programId: string, query: PipelineBoardQuery) {
  return queryOptions({
    queryKey: pipelineKeys.board(programId, query),
    queryFn: ({ signal }) => api.get<PipelineBoardResponse>(apiPaths.pipelineBoard(programId, boardSearch(query)), signal),
  });
}

/** The board; while a new filter or "Show more" loads, the last board stays on screen. */
export function usePipelineBoard(programId: string, query: PipelineBoardQuery) {
  return useQuery({ ...getPipelineBoardQueryOptions(programId, query), placeholderData: keepPreviousData });
}

/** The list view (only fetched while it shows). */
export function usePipelineList(programId: string, query: PipelineListQuery, enabled: boolean) {
  return useQuery({
    queryKey: pipelineKeys.list(programId, query),
    queryFn: ({ signal }) => api.get<PipelineListResponse>(apiPaths.pipelineList(programId, listSearch(query)), signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
