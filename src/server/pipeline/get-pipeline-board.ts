import type { PipelineBoardQuery, PipelineBoardResponse } from '#shared/contracts/pipeline.ts';
import type { PipelineAccess } from '#server/auth/policies.ts';
import type { Database } from '#server/db/client.ts';
import { loadBoardEntries, loadPipelineStaff } from './pipeline-board-sql.ts';

/**
 * GET /api/programs/:programId/pipeline (docs/decisions/036): the whole
 * board of one program in one request: its entries by stage and position
 * (one statement, the match of every entry computed in it), the program's
 * names and the staff who may own an entry (a second): with the access
 * check, three statements whatever the number of entries. Filters narrow the entries.
 */
export async function getPipelineBoard(db: Pick<Database, 'execute'>, access: PipelineAccess, filters: PipelineBoardQuery): Promise<PipelineBoardResponse> {
  const { program } = access;
  const [entries, staff] = await Promise.all([
    loadBoardEntries(db, program, { viewerId: access.viewer.userId, filters }),
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
    isTruncated: entries.isTruncated,
    staff,
  };
}
