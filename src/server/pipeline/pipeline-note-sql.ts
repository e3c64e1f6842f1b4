import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { PIPELINE_TEXTS, type PipelineNote } from '#shared/contracts/pipeline.ts';
import type { Database } from '#server/db/client.ts';
import { displayNameSql } from '#server/messaging/messaging-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

type Executor = Pick<Database, 'execute'>;

/** One note as the panel shows it. */
export async function loadPipelineNote(db: Executor, noteId: string, viewerId: string): Promise<PipelineNote> {
  const [note] = await rowsOf<PipelineNote>(
    db,
    sql`select n.id, n.body, n.author_user_id as "authorUserId", ${displayNameSql('a')} as "authorName",
        n.author_user_id is not distinct from ${viewerId} as "isOwn",
        ${isoTime(sql`n.created_at`)} as "createdAt", ${isoTime(sql`n.updated_at`)} as "updatedAt"
      from pipeline_notes n
      left join profiles ap on ap.id = n.author_user_id
      left join user_profiles aup on aup.user_id = n.author_user_id
      where n.id = ${noteId}`,
  );
  if (!note) throw new AppError('not_found', PIPELINE_TEXTS.noteNotFound);
  return note;
}

/**
 * A note of this entry of this program, locked, that the viewer wrote:
 * none (or another entry's) is 404, someone else's is 403 (they can read it,
 * so its existence is no secret).
 */
export async function lockOwnNote(tx: Executor, input: { programId: string; entryId: string; noteId: string; viewerId: string }): Promise<void> {
  const [note] = await rowsOf<{ authorUserId: string | null }>(
    tx,
    sql`select n.author_user_id as "authorUserId" from pipeline_notes n
      join pipeline_entries e on e.id = n.entry_id and e.program_id = ${input.programId}
      where n.id = ${input.noteId} and n.entry_id = ${input.entryId}
      for update of n`,
  );
  if (!note) throw new AppError('not_found', PIPELINE_TEXTS.noteNotFound);
  if (note.authorUserId !== input.viewerId) throw new AppError('forbidden', PIPELINE_TEXTS.notOwnNote);
}
