import { sql } from 'drizzle-orm';
import type { PipelineNote } from '#shared/contracts/pipeline.ts';
import type { PipelineAccess } from './pipeline-policies.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { pipelineEntryNotFound } from './move-pipeline-entry.ts';
import { loadPipelineNote } from './pipeline-note-sql.ts';

/** POST .../entries/:entryId/notes: a staff-only note on an entry of this program (another program's entry is 404). */
export async function addPipelineNote(db: Database, access: PipelineAccess, entryId: string, body: string): Promise<PipelineNote> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into pipeline_notes (entry_id, author_user_id, body)
      select e.id, ${access.viewer.userId}, ${body} from pipeline_entries e where e.id = ${entryId} and e.program_id = ${access.program.id}
      returning id`,
  );
  if (!row) throw pipelineEntryNotFound();
  return loadPipelineNote(db, row.id, access.viewer.userId);
}
