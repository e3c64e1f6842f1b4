import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { PIPELINE_TEXTS, type PipelineEntry, type updatePipelineEntryBodySchema } from '#shared/contracts/pipeline.ts';
import type { AppContext } from '#server/app-context.ts';
import type { PipelineAccess } from './pipeline-policies.ts';
import { rowsOf } from '#server/db/sql.ts';
import { lockPipelineEntry } from './move-pipeline-entry.ts';
import { collegeStaffSql, loadBoardEntries } from './pipeline-board-sql.ts';
import { pipelineAudience, publishPipelineChange } from './publish-pipeline-event.ts';

const textArraySql = (values: readonly string[]): SQL =>
  values.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/**
 * PATCH /api/programs/:programId/pipeline/entries/:entryId (docs/decisions/036):
 * owner (an admin or staff member of the program's college, or none), tags,
 * next action date and note. The entry is locked; a stale `version` is 409.
 */
export async function updatePipelineEntry(
  ctx: AppContext,
  access: PipelineAccess,
  entryId: string,
  body: z.output<typeof updatePipelineEntryBodySchema>,
): Promise<PipelineEntry> {
  const { viewer, program } = access;
  const audience = await ctx.db.transaction(async (tx) => {
    const current = await lockPipelineEntry(tx, program.id, entryId);
    if (body.version !== undefined && body.version !== current.version) throw new AppError('conflict', PIPELINE_TEXTS.staleVersion);
    if (body.ownerUserId) {
      const [staff] = await rowsOf(tx, sql`select 1 from (${collegeStaffSql(program.collegeId)}) s where s.user_id = ${body.ownerUserId}`);
      if (!staff) throw new AppError('validation', PIPELINE_TEXTS.ownerNotStaff, { ownerUserId: PIPELINE_TEXTS.ownerNotStaff });
    }
    const sets: SQL[] = [sql`version = version + 1`, sql`updated_at = now()`];
    if (body.ownerUserId !== undefined) sets.push(sql`owner_user_id = ${body.ownerUserId}`);
    if (body.tags !== undefined) sets.push(sql`tags = ${textArraySql(body.tags)}`);
    if (body.nextActionOn !== undefined) sets.push(sql`next_action_on = ${body.nextActionOn}`);
    if (body.nextActionNote !== undefined) sets.push(sql`next_action_note = ${body.nextActionNote}`);
    await tx.execute(sql`update pipeline_entries set ${sql.join(sets, sql`, `)} where id = ${entryId}`);
    return pipelineAudience(tx, program.collegeId, viewer.userId);
  });
  await publishPipelineChange(ctx, audience, { programId: program.id, entryId, change: 'updated', actorUserId: viewer.userId });
  const { entries } = await loadBoardEntries(ctx.db, program, { viewerId: viewer.userId, selection: { kind: 'one', entryId } });
  return entries[0]!;
}
