import type { PipelineListQuery, PipelineListResponse } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';
import type { PipelineAccess } from './pipeline-policies.ts';
import type { Database } from '#server/db/client.ts';
import { loadBoardEntries } from './pipeline-board-sql.ts';

/**
 * GET /api/programs/:programId/pipeline/list (docs/decisions/036): the list
 * view's first `limit` entries sorted by name, stage or next action (id
 * breaking ties), and how many match the filters: one statement.
 */
export async function getPipelineList(db: Pick<Database, 'execute' | '_'>, access: PipelineAccess, query: PipelineListQuery): Promise<PipelineListResponse> {
  const { sort, direction, limit, ...filters } = query;
  const { entries, totals } = await loadBoardEntries(db, access.program, {
    viewerId: access.viewer.userId,
    filters,
    selection: { kind: 'list', sort, direction, limit },
  });
  return { entries, total: PIPELINE_STAGES.reduce((sum, stage) => sum + totals[stage], 0) };
}
