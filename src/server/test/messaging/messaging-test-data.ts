/** Helpers for the messaging API tests: requests through the real routes, a recorder of the realtime bus, an exact recount. */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ConversationSummary, Message, RealtimeEvent } from '#shared/contracts/messaging.ts';
import type { ConversationType, GuardianLinkStatus } from '#shared/value-sets.ts';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { guardianLinks } from '#server/db/schema/guardians.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';

export const asUser = (user: TestUser | undefined) => (user ? { cookie: user.cookie } : {});

export async function createConversation(
  app: App,
  user: TestUser,
  body: { type: ConversationType; participantIds: string[]; title?: string | null },
) {
  return app.inject({ method: 'POST', url: '/api/conversations', headers: asUser(user), payload: body });
}

/** Creates a conversation that must be new (201) and returns its summary as the creator sees it. */
export async function newConversation(
  app: App,
  user: TestUser,
  type: ConversationType,
  others: readonly { id: string }[],
  title?: string,
): Promise<ConversationSummary> {
  const response = await createConversation(app, user, { type, participantIds: others.map((other) => other.id), title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().conversation as ConversationSummary;
}

export async function sendMessage(app: App, user: TestUser, conversationId: string, body: string): Promise<Message> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: asUser(user),
    payload: { body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().message as Message;
}

export async function markRead(app: App, user: TestUser, conversationId: string, messageId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/read`,
    headers: asUser(user),
    payload: { messageId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { unreadCount: number; unreadTotal: number };
}

export async function inboxOf(app: App, user: TestUser, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/conversations${query}`, headers: asUser(user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { conversations: ConversationSummary[]; nextBefore: string | null; unreadTotal: number };
}

/** The viewer's summary of one conversation, read through the inbox. */
export async function summaryIn(app: App, user: TestUser, conversationId: string): Promise<ConversationSummary | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: asUser(user) });
  return response.statusCode === 200 ? (response.json().conversation as ConversationSummary) : undefined;
}

export interface PublishCall {
  userIds: string[];
  event: RealtimeEvent;
}

/**
 * Records every call the services make to the realtime bus (and still
 * forwards it), so a test can check who each event went to. The recording
 * bus has no `notifyChannel`, so the send publishes its message.created
 * through publish() too instead of notifying inside its statement
 * (docs/decisions/085); send-path.api.test.ts checks the in-statement way.
 */
export function recordRealtime(app: App) {
  const calls: PublishCall[] = [];
  const bus = app.ctx.realtime;
  app.ctx.realtime = {
    async publish(userIds, event) {
      calls.push({ userIds: [...userIds].sort(), event });
      await bus.publish(userIds, event);
    },
    endSessions: (sessions) => bus.endSessions(sessions),
  };
  return {
    calls,
    clear: () => void calls.splice(0, calls.length),
    restore: () => void (app.ctx.realtime = bus),
  };
}

/** Participant rows whose stored unread_count differs from an exact recount (must be none). */
export async function unreadMismatches(db: Database) {
  return rowsOf<{ conversationId: string; userId: string; stored: number; actual: number }>(
    db,
    sql`select * from (
        select cp.conversation_id as "conversationId", cp.user_id as "userId", cp.unread_count as stored,
          (select count(*)::int from messages m
            where m.conversation_id = cp.conversation_id and m.deleted_at is null and m.sender_id is distinct from cp.user_id
              and not exists (select 1 from message_read_receipts r where r.message_id = m.id and r.user_id = cp.user_id)) as actual
        from conversation_participants cp
      ) counts where stored <> actual`,
  );
}

/** The stored unread count of one participant row. */
export async function storedUnread(db: Database, conversationId: string, userId: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select unread_count as n from conversation_participants where conversation_id = ${conversationId} and user_id = ${userId}`,
  );
  return row?.n;
}

/** Makes the user a minor (16 today, or `age`) with a private profile. */
export async function makeMinor(db: Database, userId: string, age = 16) {
  const today = new Date();
  const birthDate = `${today.getUTCFullYear() - age}-01-01`;
  await db.update(userProfiles).set({ birthDate, isPublished: false, visibility: 'private' }).where(eq(userProfiles.userId, userId));
}

/** A guardian_links row: `guardian` (an account) is the player's guardian with this status. */
export async function linkGuardian(db: Database, playerUserId: string, guardian: { id: string; email: string }, status: GuardianLinkStatus) {
  await db.insert(guardianLinks).values({ playerUserId, guardianEmail: guardian.email, guardianUserId: guardian.id, status });
}
