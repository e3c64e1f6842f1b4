/**
 * Staff changes to responses (docs/decisions/038): set a status (new,
 * reviewed, declined; "added" comes only from adding to the pipeline), and
 * add responses to the pipeline in bulk. A withdrawn response keeps its
 * status. A response of another program answers 404, like an unknown one.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  ADD_OUTCOME_MESSAGES,
  SUBMISSION_TEXTS,
  type AddToPipelineResult,
  type STAFF_SETTABLE_STATUSES,
} from '#shared/contracts/submissions.ts';
import type { Database } from '#server/db/client.ts';
import { addPipelineEntries } from '#server/pipeline/add-pipeline-entries.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { ResponsesAccess } from './submission-access.ts';

const responseNotFound = () => new AppError('not_found', SUBMISSION_TEXTS.responseNotFound);

export async function setResponseStatus(
  db: Database,
  access: ResponsesAccess,
  submissionId: string,
  status: (typeof STAFF_SETTABLE_STATUSES)[number],
): Promise<{ id: string; status: (typeof STAFF_SETTABLE_STATUSES)[number] }> {
  const [row] = await rowsOf<{ id: string; status: string; changed: boolean }>(
    db,
    sql`with target as (select id, status from interest_form_submissions where id = ${submissionId} and program_id = ${access.program.id} for update),
      changed as (update interest_form_submissions s set status = ${status}, updated_at = now()
        from target where s.id = target.id and target.status <> 'withdrawn' returning s.id)
      select target.id, target.status, exists (select 1 from changed) as changed from target`,
  );
  if (!row) throw responseNotFound();
  if (!row.changed) throw new AppError('conflict', SUBMISSION_TEXTS.withdrawnCannotChange);
  return { id: row.id, status };
}

/**
 * Adds the chosen responses' players to the program's pipeline (source
 * form), in one transaction: each added (or already there) response becomes
 * "added" and points at its entry. A visitor has no account and a withdrawn
 * response is not added: each says so in its row of the answer.
 */
export async function addResponsesToPipeline(db: Database, access: ResponsesAccess, submissionIds: readonly string[]): Promise<AddToPipelineResult> {
  const ids = [...new Set(submissionIds)];
  return db.transaction(async (tx) => {
    const rows = await rowsOf<{ id: string; playerUserId: string | null; status: string }>(
      tx,
      sql`select id, submitter_user_id as "playerUserId", status from interest_form_submissions
        where program_id = ${access.program.id} and id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
        order by id for update`,
    );
    if (rows.length !== ids.length) throw responseNotFound();
    const players = rows.filter((row) => row.playerUserId && row.status !== 'withdrawn');
    const { added } = await addPipelineEntries(tx, {
      programId: access.program.id,
      playerUserIds: players.map((row) => row.playerUserId!),
      source: 'form',
      actorUserId: access.viewer.userId,
    });
    if (players.length > 0) {
      await tx.execute(sql`update interest_form_submissions s set status = 'added', pipeline_entry_id = e.id, updated_at = now()
        from pipeline_entries e
        where e.program_id = s.program_id and e.player_user_id = s.submitter_user_id
          and s.id in (${sql.join(players.map((row) => sql`${row.id}::uuid`), sql`, `)})`);
    }
    const newly = new Set(added);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      results: ids.map((id) => {
        const row = byId.get(id)!;
        const outcome = !row.playerUserId ? 'visitor' : row.status === 'withdrawn' ? 'withdrawn' : newly.has(row.playerUserId) ? 'added' : 'already_in_pipeline';
        return { submissionId: id, outcome, message: ADD_OUTCOME_MESSAGES[outcome] };
      }),
    };
  });
}
