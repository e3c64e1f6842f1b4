import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { PIPELINE_TEXTS, type MovedPipelineEntry, type MovePipelineEntryBody } from '#shared/contracts/pipeline.ts';
import type { PipelineStage } from '#shared/recruiting/recruiting-values.ts';
import type { AppContext } from '#server/app-context.ts';
import type { PipelineAccess } from './pipeline-policies.ts';
import type { Database } from '#server/db/client.ts';
import { NO_EMAIL, notifyMovedToContacted } from '#server/player-recruiting/notify-moved-to-contacted.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { pipelineAudience, publishPipelineChange } from './publish-pipeline-event.ts';

type Executor = Pick<Database, 'execute'>;

/** Positions closer than this are renumbered first (a column's positions then become 0, 1, 2, ... in order). */
const MIN_GAP = 1e-6;

export function pipelineEntryNotFound(): AppError {
  return new AppError('not_found', PIPELINE_TEXTS.entryNotFound);
}

/** Locks the entry of this program (SELECT ... FOR UPDATE); another program's entry, or none, is 404. */
export async function lockPipelineEntry(tx: Executor, programId: string, entryId: string) {
  const [row] = await rowsOf<{ id: string; stage: PipelineStage; position: number; version: number; playerUserId: string }>(
    tx,
    sql`select id, stage, position, version, player_user_id as "playerUserId" from pipeline_entries where id = ${entryId} and program_id = ${programId} for update`,
  );
  if (!row) throw pipelineEntryNotFound();
  return row;
}

/** The target column's positions without the moved entry, in order. */
async function columnPositions(tx: Executor, programId: string, stage: PipelineStage, entryId: string) {
  return rowsOf<{ id: string; position: number }>(
    tx,
    sql`select id, position from pipeline_entries where program_id = ${programId} and stage = ${stage} and id <> ${entryId} order by position, id`,
  );
}

/** The slot index (0 = top) the body asks for in `column`; a neighbour that is not in the column is a 400. */
function slotOf(column: { id: string }[], body: MovePipelineEntryBody): number {
  const neighbour = (id: string, field: string) => {
    const index = column.findIndex((row) => row.id === id);
    if (index < 0) throw new AppError('validation', PIPELINE_TEXTS.neighbourNotFound, { [field]: PIPELINE_TEXTS.neighbourNotFound });
    return index;
  };
  if (body.beforeId) return neighbour(body.beforeId, 'beforeId');
  if (body.afterId) return neighbour(body.afterId, 'afterId') + 1;
  if (body.index !== undefined) return Math.min(body.index, column.length);
  return column.length;
}

function positionAt(column: { position: number }[], slot: number): number | null {
  const before = column[slot - 1]?.position;
  const after = column[slot]?.position;
  if (before === undefined && after === undefined) return 0;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return after - before < MIN_GAP ? null : (before + after) / 2;
}

/**
 * POST /api/programs/:programId/pipeline/entries/:entryId/move (docs/decisions/036):
 * in one transaction, the entry locked first, the new stage and a position
 * between its new neighbours; a stage change appends its history row from
 * the stage read under the lock, so two moves at once chain (the second's
 * from is the first's to). The version goes up by one; a move to Contacted
 * counts as contact and emails the player (decision 043). A `version` the client saw that is no longer current
 * is 409. The college's staff hear the move after the commit.
 */
export async function movePipelineEntry(ctx: AppContext, access: PipelineAccess, entryId: string, body: MovePipelineEntryBody): Promise<MovedPipelineEntry> {
  const { viewer, program } = access;
  const { moved, audience, sendEmail } = await ctx.db.transaction(async (tx) => {
    const current = await lockPipelineEntry(tx, program.id, entryId);
    if (body.version !== undefined && body.version !== current.version) throw new AppError('conflict', PIPELINE_TEXTS.staleVersion);
    let column = await columnPositions(tx, program.id, body.stage, entryId);
    const slot = slotOf(column, body);
    let position = positionAt(column, slot);
    if (position === null) {
      await tx.execute(sql`update pipeline_entries set position = n.rank - 1
        from (select id, row_number() over (order by position, id) as rank from pipeline_entries
          where program_id = ${program.id} and stage = ${body.stage} and id <> ${entryId}) n
        where pipeline_entries.id = n.id`);
      column = await columnPositions(tx, program.id, body.stage, entryId);
      position = positionAt(column, slot) ?? column.length;
    }
    const changesStage = current.stage !== body.stage;
    const [row] = await rowsOf<MovedPipelineEntry>(
      tx,
      sql`update pipeline_entries set stage = ${body.stage}, position = ${position}, version = version + 1, updated_at = now(),
          last_contact_at = case when ${changesStage && body.stage === 'contacted'} then now() else last_contact_at end
        where id = ${entryId}
        returning id, stage, position, version, case when last_contact_at is null then null else ${isoTime(sql`last_contact_at`)} end as "lastContactAt"`,
    );
    if (changesStage) {
      await tx.execute(sql`insert into pipeline_stage_history (entry_id, program_id, from_stage, to_stage, actor_user_id)
        values (${entryId}, ${program.id}, ${current.stage}, ${body.stage}, ${viewer.userId})`);
    }
    // The player hears that the program wants to talk (never the stage): read here, sent after the commit (decision 043).
    const sendEmail =
      changesStage && body.stage === 'contacted' ? await notifyMovedToContacted(ctx, tx, { programId: program.id, playerUserId: current.playerUserId }) : NO_EMAIL;
    return { moved: row!, audience: await pipelineAudience(tx, program.collegeId, viewer.userId), sendEmail };
  });
  await sendEmail();
  await publishPipelineChange(ctx, audience, {
    programId: program.id,
    entryId,
    change: 'moved',
    actorUserId: viewer.userId,
    stage: moved.stage,
    position: moved.position,
    version: moved.version,
  });
  return { ...moved, position: Number(moved.position) };
}
