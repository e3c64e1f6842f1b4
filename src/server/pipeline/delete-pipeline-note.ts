import { sql } from 'drizzle-orm';
import type { PipelineAccess } from './pipeline-policies.ts';
import type { Database } from '#server/db/client.ts';
import { lockOwnNote } from './pipeline-note-sql.ts';

/** DELETE .../notes/:noteId: the author deletes their own note. */
export async function deletePipelineNote(db: Database, access: PipelineAccess, ids: { entryId: string; noteId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnNote(tx, { programId: access.program.id, ...ids, viewerId: access.viewer.userId });
    await tx.execute(sql`delete from pipeline_notes where id = ${ids.noteId}`);
  });
}
