/** SQL pieces the messaging services share: the conversation lock, the unread recount, a message as the API shows it. */
import { sql, type SQL } from 'drizzle-orm';
import type { Message } from '#shared/contracts/messaging.ts';
import type { ConversationType } from '#shared/value-sets.ts';
import { conversationNotFound } from './messaging-policies.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

export type Executor = Pick<Database, 'execute'>;

/** Shown for a sender or participant whose account no longer exists. */
export const DELETED_USER_NAME = 'Deleted user';

export interface LockedConversation {
  id: string;
  type: ConversationType;
  maxParticipants: number;
  /** Everyone in it now, read under the lock: the recipients of the events. */
  participantIds: string[];
}

/**
 * Locks the conversation row for the rest of the transaction, so that the
 * writes that change unread counts (send, delete, read, add) run one after
 * another per conversation, and reads its participants under that lock.
 * The viewer must still be one of them (else 404, as the policy answers).
 */
export async function lockConversation(tx: Executor, conversationId: string, viewerId: string): Promise<LockedConversation> {
  const [row] = await rowsOf<LockedConversation>(
    tx,
    sql`select c.id, c.type, c.max_participants as "maxParticipants",
        array(select p.user_id from conversation_participants p where p.conversation_id = c.id order by p.joined_at, p.id) as "participantIds"
      from conversations c where c.id = ${conversationId}
      for update of c`,
  );
  if (!row || !row.participantIds.includes(viewerId)) throw conversationNotFound();
  return row;
}

/** Exact unread count of one participant in one conversation: live messages from others with no receipt of theirs. */
export function unreadRecountSql(conversationId: string, userId: string): SQL<number> {
  return sql<number>`(select count(*)::int from messages um
    where um.conversation_id = ${conversationId} and um.deleted_at is null and um.sender_id is distinct from ${userId}
      and not exists (select 1 from message_read_receipts ur where ur.message_id = um.id and ur.user_id = ${userId}))`;
}

/** The display name of a user: the profile's, else the account's full name. Needs aliases `<prefix>p` (profiles) and `<prefix>up` (user_profiles). */
export function displayNameSql(prefix: string): SQL<string> {
  return sql.raw(`coalesce(${prefix}up.display_name, ${prefix}p.full_name, '${DELETED_USER_NAME}')`) as SQL<string>;
}

export function avatarUrlSql(prefix: string): SQL<string | null> {
  return sql.raw(`coalesce(${prefix}up.avatar_url, ${prefix}p.avatar_url)`) as SQL<string | null>;
}

/**
 * A message as the API shows it, from a row source aliased `m` (a table, or
 * a data-modifying CTE's RETURNING). A deleted message's text is never sent.
 * The send builds the same shape in SQL (send_message, migration 0047); a
 * test in send-path.api.test.ts holds the two equal.
 */
export function messageSelectSql(source: SQL, rest: SQL = sql``): SQL {
  return sql`select m.id, m.conversation_id as "conversationId", m.sender_id as "senderId",
      ${displayNameSql('s')} as "senderName", ${avatarUrlSql('s')} as "senderAvatarUrl",
      case when m.deleted_at is null then m.body end as body,
      ${isoTime(sql`m.created_at`)} as "createdAt",
      case when m.deleted_at is null then null else ${isoTime(sql`m.deleted_at`)} end as "deletedAt"
    from ${source} m
    left join profiles sp on sp.id = m.sender_id
    left join user_profiles sup on sup.user_id = m.sender_id
    ${rest}`;
}

export async function oneMessage(tx: Executor, query: SQL): Promise<Message> {
  const [message] = await rowsOf<Message>(tx, query);
  if (!message) throw new Error('the message statement returned no row');
  return message;
}

/** One message of a conversation as a client shows it, or null once it is gone (the realtime bus's pointers). */
export async function loadConversationMessage(
  db: Pick<Database, 'execute'>,
  conversationId: string,
  messageId: string,
): Promise<Message | null> {
  const [message] = await rowsOf<Message>(
    db,
    messageSelectSql(sql`messages`, sql`where m.id = ${messageId} and m.conversation_id = ${conversationId}`),
  );
  return message ?? null;
}
