import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConversationSummary, Inbox, inboxQuerySchema } from '#shared/contracts/messaging.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { conversationSummariesSql } from './conversation-summary.ts';
import { unreadTotalSql } from '../messages/get-unread-total.ts';

/**
 * The inbox (spec 2.8): one page of the viewer's conversations, newest
 * activity first, with the unread total for the header badge. One
 * statement whatever the number of conversations (spec 7.5 issued several
 * per conversation). One row extra tells whether another page follows.
 */
export async function listInbox(db: Database, viewerId: string, query: z.output<typeof inboxQuerySchema>): Promise<Inbox> {
  const [row] = await rowsOf<{ conversations: ConversationSummary[]; unreadTotal: number }>(
    db,
    sql`select coalesce(json_agg(s.summary order by s.updated_at desc, s.id desc), '[]'::json) as conversations,
        ${unreadTotalSql(viewerId)} as "unreadTotal"
      from (${conversationSummariesSql(viewerId, { starred: query.starred, before: query.before, limit: query.limit + 1 })}) s`,
  );
  const all = row?.conversations ?? [];
  const conversations = all.slice(0, query.limit);
  const nextBefore = all.length > query.limit ? conversations[conversations.length - 1]!.id : null;
  return { conversations, nextBefore, unreadTotal: row?.unreadTotal ?? 0 };
}
