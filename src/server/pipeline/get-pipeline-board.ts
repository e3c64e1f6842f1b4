import type { PipelineBoardQuery, PipelineBoardResponse } from '#shared/contracts/pipeline.ts';
import type { PipelineAccess } from './pipeline-policies.ts';
import type { Database } from '#server/db/client.ts';
import { loadBoardEntries, loadPipelineStaff, loadPipelineTags } from './pipeline-board-sql.ts';

/**
 * GET /api/programs/:programId/pipeline (docs/decisions/036): one program's
 * board in one request: the first cards of each column (PIPELINE_COLUMN_PAGE,
 * or as many as `show` asks after "Show more") with every column's total,
 * the program's names, its tags and the staff who may own an entry: with the
 * access check, four statements whatever the number of entries. Filters
 * narrow the entries and the totals.
 */
export async function getPipelineBoard(db: Pick<Database, 'execute' | '_'>, access: PipelineAccess, query: PipelineBoardQuery): Promise<PipelineBoardResponse> {
  const { program } = access;
  const { show, ...filters } = query;
  const [entries, tags, staff] = await Promise.all([
    loadBoardEntries(db, program, { viewerId: access.viewer.userId, filters, selection: { kind: 'columns', show } }),
    loadPipelineTags(db, program.id),
    loadPipelineStaff(db, program.collegeId),
  ]);
  return {
    program: {
      id: program.id,
      collegeId: program.collegeId,
      collegeName: program.collegeName,
      collegeSlug: entries.collegeSlug,
      titleName: program.titleName,
      level: program.program.level,
    },
    entries: entries.entries,
    totals: entries.totals,
    tags,
    staff,
  };
}
