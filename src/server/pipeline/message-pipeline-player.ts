import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { PIPELINE_TEXTS } from '#shared/contracts/pipeline.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireConversationReachability } from '#server/messaging/messaging-policies.ts';
import { type PipelineAccess } from './pipeline-policies.ts';
import { findOrCreateConversation } from '#server/messaging/conversations/create-conversation.ts';
import { sendMessage } from '#server/messaging/messages/send-message.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { pipelineEntryNotFound } from './move-pipeline-entry.ts';

/**
 * POST .../entries/:entryId/message (docs/decisions/036): Message from the
 * panel, through messaging: the direct conversation of the viewer and the
 * player (reused when it exists), with messaging's rules of who may reach
 * whom (decision 011; only staff of a claimed college reach a minor), and
 * for a minor their active guardians read it as they read every
 * conversation of theirs (decision 021). Sending sets the entry's last
 * contact (send-message does, for every message between the college's
 * staff and the player).
 */
export async function messagePipelinePlayer(ctx: AppContext, access: PipelineAccess, entryId: string, body: string) {
  const { viewer, program } = access;
  const [entry] = await rowsOf<{ playerUserId: string }>(
    ctx.db,
    sql`select player_user_id as "playerUserId" from pipeline_entries where id = ${entryId} and program_id = ${program.id}`,
  );
  if (!entry) throw pipelineEntryNotFound();
  try {
    await requireConversationReachability(ctx.db, { actorId: viewer.userId, newIds: [entry.playerUserId], existingIds: [], field: 'body' });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'validation' || error.code === 'forbidden')) throw new AppError('forbidden', PIPELINE_TEXTS.cannotMessage);
    throw error;
  }
  const { id } = await findOrCreateConversation(ctx, { type: 'dm', title: null, creatorId: viewer.userId, participantIds: [viewer.userId, entry.playerUserId] });
  await sendMessage(ctx, { viewer, conversation: { id } }, body);
  const [row] = await rowsOf<{ lastContactAt: string }>(
    ctx.db,
    // Platform staff writing from the panel are not the college's staff: the panel's send is contact all the same.
    sql`update pipeline_entries set last_contact_at = now() where id = ${entryId} returning ${isoTime(sql`last_contact_at`)} as "lastContactAt"`,
  );
  return { conversationId: id, lastContactAt: row?.lastContactAt ?? new Date().toISOString() };
}
