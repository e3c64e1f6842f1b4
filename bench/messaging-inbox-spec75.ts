/**
 * The inbox list built the way spec 7.5 describes, for `npm run bench:inbox`
 * to compare with GET /api/conversations on the same database:
 *
 *   1. select conversation_participants by user_id;
 *   2. select conversations by those ids, ordered by updated_at descending;
 *   3. select participants (conversation_id, user_id, role, is_starred);
 *   4. select user_profiles (user_id, display_name, email, avatar_url) for
 *      the participants;
 *   5. per conversation: select the latest non-deleted message, and count
 *      the non-deleted messages from others with no read receipt.
 *
 * 4 + 2 x N statements for N conversations, each through the app's drizzle
 * database, straight to the database (no HTTP, no session lookup: kinder to
 * this approach than the API's figure, which includes both). The queries
 * themselves are the best form of each step: the count is one statement
 * with NOT EXISTS on the receipts' primary key, and both per-conversation
 * queries can use the messages indexes. `limit` keeps only the first
 * conversations of step 2 (the page the API returns) and does steps 3 to 5
 * for those; without it, for all of them, as the spec's client did.
 * `parallel` sends the per-conversation queries of all conversations at
 * once (Promise.all, as far as the connection pool allows) instead of one
 * after another.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { conversationParticipants, conversations, messages } from '#server/db/schema/messaging.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';

export interface Spec75Conversation {
  id: string;
  updatedAt: Date;
  isStarred: boolean;
  participants: { userId: string; role: string; displayName: string | null; avatarUrl: string | null }[];
  latestMessage: { id: string; body: string; senderId: string | null; createdAt: Date } | null;
  unreadCount: number;
}

export async function loadInboxTheSpec75Way(
  db: Database,
  userId: string,
  options: { limit?: number; parallel?: boolean } = {},
): Promise<Spec75Conversation[]> {
  const mine = await db
    .select({ conversationId: conversationParticipants.conversationId, isStarred: conversationParticipants.isStarred })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  if (mine.length === 0) return [];
  const listed = db
    .select({ id: conversations.id, updatedAt: conversations.updatedAt, title: conversations.title, type: conversations.type })
    .from(conversations)
    .where(
      inArray(
        conversations.id,
        mine.map((row) => row.conversationId),
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
  const rows = options.limit === undefined ? await listed : await listed.limit(options.limit);
  const ids = rows.map((row) => row.id);

  const participants = await db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: conversationParticipants.userId,
      role: conversationParticipants.role,
      isStarred: conversationParticipants.isStarred,
    })
    .from(conversationParticipants)
    .where(inArray(conversationParticipants.conversationId, ids));
  const people = await db
    .select({
      userId: userProfiles.userId,
      displayName: userProfiles.displayName,
      email: userProfiles.email,
      avatarUrl: userProfiles.avatarUrl,
    })
    .from(userProfiles)
    .where(inArray(userProfiles.userId, [...new Set(participants.map((row) => row.userId))]));
  const profileOf = new Map(people.map((person) => [person.userId, person]));
  const starred = new Map(mine.map((row) => [row.conversationId, row.isStarred]));

  const perConversation = async (conversationId: string) => {
    const [latest] = await db
      .select({ id: messages.id, body: messages.body, senderId: messages.senderId, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), isNull(messages.deletedAt)))
      // NULLS LAST as messages_conversation_live_idx is built (drizzle-kit's default), so one index probe finds it.
      .orderBy(sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`)
      .limit(1);
    const [unread] = await db
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          isNull(messages.deletedAt),
          sql`${messages.senderId} is distinct from ${userId}`,
          sql`not exists (select 1 from message_read_receipts r where r.message_id = ${messages.id} and r.user_id = ${userId})`,
        ),
      );
    return { latest: latest ?? null, unreadCount: Number(unread?.n ?? 0) };
  };
  const details: Awaited<ReturnType<typeof perConversation>>[] = [];
  if (options.parallel) details.push(...(await Promise.all(ids.map(perConversation))));
  else for (const id of ids) details.push(await perConversation(id));

  return rows.map((row, index) => ({
    id: row.id,
    updatedAt: row.updatedAt,
    isStarred: starred.get(row.id) ?? false,
    participants: participants
      .filter((participant) => participant.conversationId === row.id)
      .map((participant) => ({
        userId: participant.userId,
        role: participant.role,
        displayName: profileOf.get(participant.userId)?.displayName ?? null,
        avatarUrl: profileOf.get(participant.userId)?.avatarUrl ?? null,
      })),
    latestMessage: details[index]!.latest,
    unreadCount: details[index]!.unreadCount,
  }));
}
