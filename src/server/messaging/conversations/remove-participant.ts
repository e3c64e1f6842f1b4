import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';
import type { ConversationAccess } from '../messaging-policies.ts';
import { lockConversation } from '../messaging-sql.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/**
 * Removes someone from a group; removing yourself is leaving
 * (docs/decisions/011: any participant may remove another). When the last
 * person leaves, the conversation goes. The ones left refetch it; the one
 * removed is told it is gone from their inbox.
 */
export async function removeParticipant(ctx: AppContext, access: ConversationAccess, userId: string): Promise<void> {
  const viewerId = access.viewer.userId;
  const conversationId = access.conversation.id;
  const remaining = await ctx.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, conversationId, viewerId);
    if (locked.type !== 'group') throw new AppError('validation', MESSAGING_TEXTS.groupOnly);
    if (!locked.participantIds.includes(userId)) throw new AppError('not_found', MESSAGING_TEXTS.notParticipant);
    await tx.execute(sql`delete from conversation_participants where conversation_id = ${conversationId} and user_id = ${userId}`);
    const others = locked.participantIds.filter((id) => id !== userId);
    if (others.length === 0) await tx.execute(sql`delete from conversations where id = ${conversationId}`);
    else await tx.execute(sql`update conversations set updated_at = now() where id = ${conversationId}`);
    return others;
  });
  await publishEvent(ctx, remaining, { type: 'conversation.updated', conversationId });
  await publishEvent(ctx, [userId], { type: 'conversation.removed', conversationId });
}
