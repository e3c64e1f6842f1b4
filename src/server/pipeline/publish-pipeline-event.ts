import { sql } from 'drizzle-orm';
import type { RealtimeEvent } from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { publishEvent } from '#server/realtime/publish-event.ts';
import { rowsOf } from '#server/db/sql.ts';
import { collegeStaffSql } from './pipeline-board-sql.ts';

export type PipelineChange = Extract<RealtimeEvent, { type: 'pipeline.changed' }>;

/** Who hears a program's pipeline changes: the college's admins and staff (read in the change's transaction), plus the actor. */
export async function pipelineAudience(tx: Pick<Database, 'execute'>, collegeId: string, actorUserId: string): Promise<string[]> {
  const rows = await rowsOf<{ userId: string }>(tx, sql`select s.user_id as "userId" from (${collegeStaffSql(collegeId)}) s`);
  return [...new Set([actorUserId, ...rows.map((row) => row.userId)])];
}

/** After the commit: the change goes to the audience through the realtime bus (a failure is logged; boards catch up on refetch). */
export function publishPipelineChange(ctx: AppContext, audience: readonly string[], event: Omit<PipelineChange, 'type'>): Promise<void> {
  return publishEvent(ctx, audience, { type: 'pipeline.changed', ...event });
}
