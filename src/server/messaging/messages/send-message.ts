import { sql } from 'drizzle-orm';
import type { Message } from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';
import type { ConversationAccess } from '../messaging-policies.ts';
import { pipelineContactSql } from '../pipeline-contact-sql.ts';
import { lockConversation, messageSelectSql, oneMessage } from '../messaging-sql.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/**
 * Sends a message. In one transaction, with the conversation locked: the
 * message (its time never before the previous message's, so history order
 * is send order even on a millisecond clock), the conversation's activity
 * time, one more unread for every other participant, and the last contact
 * of the pipeline entries it is contact for (docs/decisions/036). Then everyone in
 * it, the sender too (their other tabs), gets message.created.
 */
export async function sendMessage(ctx: AppContext, access: ConversationAccess, body: string): Promise<{ message: Message }> {
  const senderId = access.viewer.userId;
  const conversationId = access.conversation.id;
  const { message, participantIds } = await ctx.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, conversationId, senderId);
    const inserted = await oneMessage(
      tx,
      sql`with inserted as (
          insert into messages (conversation_id, sender_id, body, created_at)
          values (${conversationId}, ${senderId}, ${body}, greatest(now(), (
            select max(prev.created_at) + interval '1 microsecond' from messages prev where prev.conversation_id = ${conversationId})))
          returning id, conversation_id, sender_id, body, created_at, deleted_at
        ), touched as (
          update conversations set updated_at = now() where id = ${conversationId}
        ), counted as (
          update conversation_participants set unread_count = unread_count + 1
          where conversation_id = ${conversationId} and user_id <> ${senderId}
        )
        ${messageSelectSql(sql`inserted`)}`,
    );
    await tx.execute(pipelineContactSql(senderId, locked.participantIds));
    return { message: inserted, participantIds: locked.participantIds };
  });
  await publishEvent(ctx, participantIds, { type: 'message.created', conversationId, message });
  return { message };
}
