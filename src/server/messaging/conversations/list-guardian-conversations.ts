import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConversationSummary, GuardianConversations, guardianConversationsQuerySchema } from '#shared/contracts/messaging.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { conversationSummariesSql } from './conversation-summary.ts';

/**
 * A guardian's list (issue 10.4; RECRUITING.md "Visibility and minors"):
 * every conversation that includes a player the viewer is an active
 * guardian of, newest activity first (id breaks ties), read-only summaries.
 * One statement; one row extra tells whether another page follows.
 */
export async function listGuardianConversations(
  db: Database,
  guardianId: string,
  query: z.output<typeof guardianConversationsQuerySchema>,
): Promise<GuardianConversations> {
  const [row] = await rowsOf<{ conversations: ConversationSummary[] }>(
    db,
    sql`select coalesce(json_agg(s.summary order by s.updated_at desc, s.id desc), '[]'::json) as conversations
      from (${conversationSummariesSql(guardianId, { scope: 'guardian', before: query.before, limit: query.limit + 1 })}) s`,
  );
  const all = row?.conversations ?? [];
  const conversations = all.slice(0, query.limit);
  const nextBefore = all.length > query.limit ? conversations[conversations.length - 1]!.id : null;
  return { conversations, nextBefore };
}
