import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { MESSAGING_TEXTS, type Message } from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';
import type { ConversationAccess } from '../messaging-policies.ts';
import { rowsOf } from '#server/db/sql.ts';
import { lockConversation, messageSelectSql, oneMessage } from '../messaging-sql.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/**
 * Soft delete of one's own message (docs/decisions/011): the row stays, its
 * text is never sent again, and it stops counting as unread for the others
 * who had not read it, in the same transaction. Deleting again changes
 * nothing and answers the same.
 */
export async function deleteMessage(ctx: AppContext, access: ConversationAccess, messageId: string): Promise<{ message: Message }> {
  const viewerId = access.viewer.userId;
  const conversationId = access.conversation.id;
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, conversationId, viewerId);
    const [target] = await rowsOf<{ senderId: string | null; isDeleted: boolean }>(
      tx,
      sql`select sender_id as "senderId", deleted_at is not null as "isDeleted" from messages where id = ${messageId} and conversation_id = ${conversationId}`,
    );
    if (!target) throw new AppError('not_found', MESSAGING_TEXTS.messageNotFound);
    if (target.senderId !== viewerId) throw new AppError('forbidden', MESSAGING_TEXTS.deleteOwnOnly);
    if (target.isDeleted) {
      return { message: await oneMessage(tx, messageSelectSql(sql`messages`, sql`where m.id = ${messageId}`)), recipients: [] };
    }
    const message = await oneMessage(
      tx,
      sql`with deleted as (
          update messages set deleted_at = now() where id = ${messageId}
          returning id, conversation_id, sender_id, body, created_at, deleted_at
        ), uncounted as (
          update conversation_participants p set unread_count = greatest(p.unread_count - 1, 0)
          where p.conversation_id = ${conversationId} and p.user_id <> ${viewerId}
            and not exists (select 1 from message_read_receipts r where r.message_id = ${messageId} and r.user_id = p.user_id)
        )
        ${messageSelectSql(sql`deleted`)}`,
    );
    return { message, recipients: locked.participantIds };
  });
  await publishEvent(ctx, result.recipients, { type: 'message.deleted', conversationId, messageId });
  return { message: result.message };
}
