import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

/** The viewer's unread messages over all conversations: a sum of the stored per-conversation counts. */
export function unreadTotalSql(viewerId: string): SQL<number> {
  return sql<number>`(select coalesce(sum(ut.unread_count), 0)::int from conversation_participants ut where ut.user_id = ${viewerId})`;
}

/** The header badge: one indexed statement. */
export async function getUnreadTotal(db: Database, viewerId: string): Promise<{ unreadTotal: number }> {
  const [row] = await rowsOf<{ unreadTotal: number }>(db, sql`select ${unreadTotalSql(viewerId)} as "unreadTotal"`);
  return { unreadTotal: row?.unreadTotal ?? 0 };
}
