import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { groupSizeLimitText, maxParticipantsFor, MESSAGING_TEXTS, type ConversationSummary } from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireConversationReachability, type ConversationAccess } from '../messaging-policies.ts';
import { loadConversationSummary } from './conversation-summary.ts';
import { lockConversation, unreadRecountSql } from '../messaging-sql.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/**
 * Adds someone to a group (spec 5, 7.5): role member, within the group's
 * limit, someone the adder may message and, when a minor is or would be in
 * it, whom every participant may reach (issue 10.4). A direct conversation never gains a
 * third person. The group's history counts as unread for the newcomer until
 * seen, so the stored count matches its definition.
 */
export async function addParticipant(ctx: AppContext, access: ConversationAccess, userId: string): Promise<{ conversation: ConversationSummary }> {
  const viewerId = access.viewer.userId;
  const conversationId = access.conversation.id;
  const recipients = await ctx.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, conversationId, viewerId);
    if (locked.type !== 'group') {
      const max = maxParticipantsFor(locked.type);
      throw new AppError('validation', groupSizeLimitText(max), { userId: groupSizeLimitText(max) });
    }
    if (locked.participantIds.includes(userId)) throw new AppError('conflict', MESSAGING_TEXTS.alreadyParticipant);
    if (locked.participantIds.length >= locked.maxParticipants) {
      const text = groupSizeLimitText(locked.maxParticipants);
      throw new AppError('validation', text, { userId: text });
    }
    await requireConversationReachability(tx, { actorId: viewerId, newIds: [userId], existingIds: locked.participantIds, field: 'userId' });
    await tx.execute(
      sql`insert into conversation_participants (conversation_id, user_id, role, unread_count)
        values (${conversationId}, ${userId}, 'member', ${unreadRecountSql(conversationId, userId)})`,
    );
    await tx.execute(sql`update conversations set updated_at = now() where id = ${conversationId}`);
    return [...locked.participantIds, userId];
  });
  await publishEvent(ctx, recipients, { type: 'conversation.updated', conversationId });
  return { conversation: await loadConversationSummary(ctx.db, viewerId, conversationId) };
}
