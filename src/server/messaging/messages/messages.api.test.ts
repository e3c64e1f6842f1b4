/**
 * Messages (docs/decisions/011): sending with its limits, history pages
 * with the (created_at, id) cursor, soft delete of one's own messages, and
 * the realtime events that go with them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGING_TEXTS, messagePageSchema, type Message } from '#shared/contracts/messaging.ts';
import { rowsOf } from '#server/db/sql.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { asUser, inboxOf, newConversation, recordRealtime, sendMessage, storedUnread, summaryIn } from '../../test/messaging/messaging-test-data.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let outsider: TestUser;
let realtime: ReturnType<typeof recordRealtime>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app, { displayName: 'Alice Anders' });
  bob = await signUpUser(t.app, { displayName: 'Bob Brown' });
  outsider = await signUpUser(t.app, { displayName: 'Olive Outside' });
  realtime = recordRealtime(t.app);
});
afterAll(async () => t.close());
beforeEach(() => realtime.clear());

const post = (user: TestUser, conversationId: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: asUser(user), payload: payload as object });

async function page(user: TestUser, conversationId: string, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages${query}`, headers: asUser(user) });
  expect(response.statusCode, response.body).toBe(200);
  return messagePageSchema.parse(response.json());
}

const remove = (user: TestUser, conversationId: string, messageId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/conversations/${conversationId}/messages/${messageId}`, headers: asUser(user) });

describe('sending', () => {
  it('stores the trimmed text, answers 201 with the message and tells every participant (the sender too), nobody else', async () => {
    const dm = await newConversation(t.app, alice, 'dm', [bob]);
    realtime.clear();
    const response = await post(alice, dm.id, { body: '  hello Bob \n' });
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json().message as Message;
    expect(message).toMatchObject({ conversationId: dm.id, senderId: alice.id, senderName: 'Alice Anders', senderAvatarUrl: null, body: 'hello Bob', deletedAt: null });
    expect(realtime.calls).toEqual([{ userIds: [alice.id, bob.id].sort(), event: { type: 'message.created', conversationId: dm.id, message } }]);
    expect(realtime.calls.flatMap((call) => call.userIds)).not.toContain(outsider.id);
    // The conversation moved: its activity time is the message's.
    const summary = await summaryIn(t.app, bob, dm.id);
    expect(summary?.latestMessage).toMatchObject({ id: message.id, body: 'hello Bob' });
    expect(Date.parse(summary!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(dm.updatedAt));
  });

  it('refuses an empty or blank message and one over 4000 characters with the texts; 4000 is fine', async () => {
    const dm = await newConversation(t.app, bob, 'dm', [outsider]);
    realtime.clear();
    // The per-sender rate-limit counter (rate_limits) counts refused sends too.
    const before = await tableCounts(t.database.db, ['rate_limits']);
    for (const body of ['', '   \n\t ']) {
      const response = await post(bob, dm.id, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ body: MESSAGING_TEXTS.messageEmpty });
    }
    const tooLong = await post(bob, dm.id, { body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ body: 'Message is too long (max 4000 characters)' });
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
    expect(realtime.calls).toEqual([]);
    const longest = await post(bob, dm.id, { body: 'y'.repeat(MESSAGE_MAX_LENGTH) });
    expect(longest.statusCode).toBe(201);
  });

  it('a publish failure does not fail the send (the message is saved)', async () => {
    const dm = await newConversation(t.app, alice, 'group', [outsider], 'Bus down');
    const bus = t.app.ctx.realtime;
    t.app.ctx.realtime = { publish: async () => Promise.reject(new Error('bus down')), endSessions: bus.endSessions };
    try {
      const response = await post(alice, dm.id, { body: 'still saved' });
      expect(response.statusCode).toBe(201);
    } finally {
      t.app.ctx.realtime = bus;
    }
    expect((await page(outsider, dm.id)).messages.map((message) => message.body)).toEqual(['still saved']);
  });
});

describe('history pages', () => {
  it('65 messages come as pages of 30, 30 and 5, newest page first, each oldest to newest, without duplicates', async () => {
    const group = await newConversation(t.app, alice, 'group', [bob], 'History');
    const sent: string[] = [];
    for (let index = 0; index < 65; index += 1) {
      const message = await sendMessage(t.app, index % 2 ? bob : alice, group.id, `message ${index}`);
      sent.push(message.id);
    }
    const first = await page(bob, group.id);
    expect(first.messages).toHaveLength(30);
    expect(first.messages.map((message) => message.id)).toEqual(sent.slice(35));
    expect(first.nextBefore).toBe(sent[35]);
    const second = await page(bob, group.id, `?before=${first.nextBefore}`);
    expect(second.messages.map((message) => message.id)).toEqual(sent.slice(5, 35));
    const third = await page(bob, group.id, `?before=${second.nextBefore}`);
    expect(third.messages.map((message) => message.body)).toEqual(['message 0', 'message 1', 'message 2', 'message 3', 'message 4']);
    expect(third.nextBefore).toBeNull();
    const all = [...third.messages, ...second.messages, ...first.messages].map((message) => message.id);
    expect(new Set(all).size).toBe(65);
    expect(all).toEqual(sent);
    // A smaller limit pages the same way.
    const small = await page(alice, group.id, '?limit=5');
    expect(small.messages.map((message) => message.id)).toEqual(sent.slice(60));
    // Exactly one page's worth ends with nextBefore null.
    expect((await page(alice, group.id, `?before=${sent[30]}&limit=30`)).nextBefore).toBeNull();
  });

  it('a cursor from another conversation gives nothing of this one', async () => {
    const carol = await signUpUser(t.app);
    const a = await newConversation(t.app, bob, 'group', [carol], 'A');
    const b = await newConversation(t.app, bob, 'dm', [carol]);
    await sendMessage(t.app, bob, a.id, 'in a');
    const foreign = await sendMessage(t.app, bob, b.id, 'in b');
    expect((await page(bob, a.id, `?before=${foreign.id}`)).messages).toEqual([]);
  });
});

describe('soft delete', () => {
  it('own messages only: the text is gone for everyone, the row stays, previews skip it, unread counts drop', async () => {
    const dora = await signUpUser(t.app, { displayName: 'Dora Deleter' });
    const dm = await newConversation(t.app, outsider, 'group', [dora], 'Deletes');
    const kept = await sendMessage(t.app, outsider, dm.id, 'kept');
    const doomed = await sendMessage(t.app, outsider, dm.id, 'secret text');
    expect(await storedUnread(t.database.db, dm.id, dora.id)).toBe(2);

    const notMine = await remove(dora, dm.id, doomed.id);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error.message).toBe(MESSAGING_TEXTS.deleteOwnOnly);

    realtime.clear();
    const deleted = await remove(outsider, dm.id, doomed.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const message = deleted.json().message as Message;
    expect(message).toMatchObject({ id: doomed.id, body: null, senderId: outsider.id });
    expect(message.deletedAt).not.toBeNull();
    expect(deleted.body).not.toContain('secret text');
    expect(realtime.calls).toEqual([{ userIds: [dora.id, outsider.id].sort(), event: { type: 'message.deleted', conversationId: dm.id, messageId: doomed.id } }]);

    for (const user of [dora, outsider]) {
      const history = await page(user, dm.id);
      expect(history.messages.map((item) => [item.id, item.body, item.deletedAt !== null])).toEqual([
        [kept.id, 'kept', false],
        [doomed.id, null, true],
      ]);
      const summary = await summaryIn(t.app, user, dm.id);
      expect(summary?.latestMessage?.id).toBe(kept.id);
    }
    expect((await inboxOf(t.app, dora)).conversations.find((c) => c.id === dm.id)?.unreadCount).toBe(1);
    const [row] = await rowsOf<{ body: string }>(t.database.db, sql`select body from messages where id = ${doomed.id}`);
    expect(row?.body).toBe('secret text');

    // Deleting again answers the same and changes nothing.
    realtime.clear();
    const again = await remove(outsider, dm.id, doomed.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toEqual(message);
    expect(await storedUnread(t.database.db, dm.id, dora.id)).toBe(1);
    expect(realtime.calls).toEqual([]);
  });

  it('an unknown message, or one of another conversation, is 404 "Message not found"', async () => {
    const mine = await newConversation(t.app, bob, 'group', [alice, outsider], 'Mine');
    const other = await newConversation(t.app, alice, 'group', [bob, outsider, await signUpUser(t.app)], 'Other');
    const elsewhere = await sendMessage(t.app, bob, other.id, 'elsewhere');
    for (const messageId of ['00000000-0000-4000-8000-00000000abcd', elsewhere.id]) {
      const response = await remove(bob, mine.id, messageId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(MESSAGING_TEXTS.messageNotFound);
    }
    expect((await page(bob, other.id)).messages[0]?.body).toBe('elsewhere');
  });

  it('a deleted message is left out of the preview, down to none', async () => {
    const dm = await newConversation(t.app, bob, 'dm', [await signUpUser(t.app)]);
    const only = await sendMessage(t.app, bob, dm.id, 'only one');
    await remove(bob, dm.id, only.id);
    expect((await summaryIn(t.app, bob, dm.id))?.latestMessage).toBeNull();
  });
});
