import type { AppContext } from '#server/app-context.ts';
import type { PipelineAccess } from './pipeline-policies.ts';
import { sql } from 'drizzle-orm';
import { lockPipelineEntry } from './move-pipeline-entry.ts';
import { pipelineAudience, publishPipelineChange } from './publish-pipeline-event.ts';

/**
 * DELETE /api/programs/:programId/pipeline/entries/:entryId (docs/decisions/036):
 * the entry goes with its history and notes (the foreign keys cascade); a
 * form submission that pointed at it keeps its answers and loses the link.
 */
export async function removePipelineEntry(ctx: AppContext, access: PipelineAccess, entryId: string): Promise<void> {
  const { viewer, program } = access;
  const audience = await ctx.db.transaction(async (tx) => {
    await lockPipelineEntry(tx, program.id, entryId);
    await tx.execute(sql`delete from pipeline_entries where id = ${entryId}`);
    return pipelineAudience(tx, program.collegeId, viewer.userId);
  });
  await publishPipelineChange(ctx, audience, { programId: program.id, entryId, change: 'removed', actorUserId: viewer.userId });
}
