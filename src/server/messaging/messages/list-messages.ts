import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Message, MessagePage, messagePageQuerySchema } from '#shared/contracts/messaging.ts';
import type { ConversationAccess } from '../messaging-policies.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { messageSelectSql } from '../messaging-sql.ts';

/**
 * Message history, newest page first, each page oldest to newest; the
 * cursor is the oldest message already shown, compared on (created_at, id).
 * Deleted messages stay in place without their text. One statement.
 */
export async function listMessages(
  db: Database,
  access: ConversationAccess,
  query: z.output<typeof messagePageQuerySchema>,
): Promise<MessagePage> {
  const conversationId = access.conversation.id;
  const cursor =
    query.before === undefined
      ? sql``
      : sql`and (m.created_at, m.id) < (select bm.created_at, bm.id from messages bm where bm.id = ${query.before} and bm.conversation_id = ${conversationId})`;
  const newestFirst = await rowsOf<Message>(
    db,
    messageSelectSql(
      sql`messages`,
      sql`where m.conversation_id = ${conversationId} ${cursor}
        order by m.created_at desc nulls last, m.id desc nulls last
        limit ${query.limit + 1}`,
    ),
  );
  const page = newestFirst.slice(0, query.limit);
  const nextBefore = newestFirst.length > query.limit ? page[page.length - 1]!.id : null;
  return { messages: page.reverse(), nextBefore };
}
