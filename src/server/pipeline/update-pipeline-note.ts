import { sql } from 'drizzle-orm';
import type { PipelineNote } from '#shared/contracts/pipeline.ts';
import type { PipelineAccess } from './pipeline-policies.ts';
import type { Database } from '#server/db/client.ts';
import { loadPipelineNote, lockOwnNote } from './pipeline-note-sql.ts';

/** PATCH .../notes/:noteId: the author edits their own note. */
export async function updatePipelineNote(db: Database, access: PipelineAccess, ids: { entryId: string; noteId: string }, body: string): Promise<PipelineNote> {
  await db.transaction(async (tx) => {
    await lockOwnNote(tx, { programId: access.program.id, ...ids, viewerId: access.viewer.userId });
    await tx.execute(sql`update pipeline_notes set body = ${body}, updated_at = now() where id = ${ids.noteId}`);
  });
  return loadPipelineNote(db, ids.noteId, access.viewer.userId);
}
