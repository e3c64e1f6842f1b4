import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import type { AppContext } from '#server/app-context.ts';
import type { ConversationAccess } from '../messaging-policies.ts';
import { rowsOf } from '#server/db/sql.ts';
import { lockConversation, unreadRecountSql } from '../messaging-sql.ts';
import { publishEvent } from '../../realtime/publish-event.ts';

/**
 * The viewer has seen the conversation up to this message: read receipts
 * for every live message from others up to it (in history order) that has
 * none, then the viewer's stored unread count set to an exact recount, all
 * with the conversation locked. The others hear of it ("seen by") only when
 * a receipt was added.
 */
export async function markRead(
  ctx: AppContext,
  access: ConversationAccess,
  messageId: string,
): Promise<{ unreadCount: number; unreadTotal: number }> {
  const viewerId = access.viewer.userId;
  const conversationId = access.conversation.id;
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, conversationId, viewerId);
    const [target] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from messages where id = ${messageId} and conversation_id = ${conversationId}`,
    );
    if (!target) throw new AppError('not_found', MESSAGING_TEXTS.messageNotFound);
    const receipts = await rowsOf<{ messageId: string }>(
      tx,
      sql`insert into message_read_receipts (message_id, user_id)
        select m.id, ${viewerId} from messages m
        where m.conversation_id = ${conversationId} and m.deleted_at is null and m.sender_id is distinct from ${viewerId}
          and (m.created_at, m.id) <= (select t.created_at, t.id from messages t where t.id = ${messageId})
          and not exists (select 1 from message_read_receipts r where r.message_id = m.id and r.user_id = ${viewerId})
        on conflict do nothing
        returning message_id as "messageId"`,
    );
    const [counts] = await rowsOf<{ unreadCount: number; unreadTotal: number }>(
      tx,
      sql`with recounted as (
          update conversation_participants set unread_count = ${unreadRecountSql(conversationId, viewerId)}
          where conversation_id = ${conversationId} and user_id = ${viewerId}
          returning unread_count
        )
        select recounted.unread_count as "unreadCount",
          (select coalesce(sum(o.unread_count), 0)::int from conversation_participants o
            where o.user_id = ${viewerId} and o.conversation_id <> ${conversationId}) + recounted.unread_count as "unreadTotal"
        from recounted`,
    );
    return { counts: counts!, recipients: receipts.length > 0 ? locked.participantIds : [] };
  });
  await publishEvent(ctx, result.recipients, { type: 'conversation.read', conversationId, userId: viewerId, messageId });
  return result.counts;
}
