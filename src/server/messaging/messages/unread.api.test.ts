/**
 * Unread counts (docs/decisions/011): stored per participant and changed in
 * the same transaction as the send, delete, read or add that changes them,
 * always equal to the definition (live messages from others with no
 * receipt of mine), which unreadMismatches recounts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import {
  asUser,
  inboxOf,
  markRead,
  newConversation,
  recordRealtime,
  sendMessage,
  storedUnread,
  summaryIn,
  unreadMismatches,
} from '../../test/messaging/messaging-test-data.ts';

let t: TestApp;
let realtime: ReturnType<typeof recordRealtime>;

beforeAll(async () => {
  t = await createTestApp();
  realtime = recordRealtime(t.app);
});
afterAll(async () => t.close());
beforeEach(() => realtime.clear());

async function people(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let index = 0; index < count; index += 1) users.push(await signUpUser(t.app));
  return users;
}

const unreadTotal = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/conversations/unread-count', headers: asUser(user) })).json().unreadTotal as number;

describe('unread counting', () => {
  it('3 sent: 3 for the other, 0 for the sender; read up to the 2nd: 1; deleting the unread one: 0', async () => {
    const [sender, reader] = await people(2);
    const dm = await newConversation(t.app, sender!, 'dm', [reader!]);
    const messages = [];
    for (const body of ['one', 'two', 'three']) messages.push(await sendMessage(t.app, sender!, dm.id, body));
    expect((await summaryIn(t.app, reader!, dm.id))?.unreadCount).toBe(3);
    expect((await summaryIn(t.app, sender!, dm.id))?.unreadCount).toBe(0);
    expect(await unreadTotal(reader!)).toBe(3);
    expect(await unreadTotal(sender!)).toBe(0);

    realtime.clear();
    expect(await markRead(t.app, reader!, dm.id, messages[1]!.id)).toEqual({ unreadCount: 1, unreadTotal: 1 });
    expect(realtime.calls).toEqual([
      { userIds: [sender!.id, reader!.id].sort(), event: { type: 'conversation.read', conversationId: dm.id, userId: reader!.id, messageId: messages[1]!.id } },
    ]);
    // Reading the same again adds no receipt and tells nobody.
    realtime.clear();
    expect(await markRead(t.app, reader!, dm.id, messages[1]!.id)).toEqual({ unreadCount: 1, unreadTotal: 1 });
    expect(realtime.calls).toEqual([]);

    // Deleting a message already read leaves the count; deleting the unread one lowers it.
    await t.app.inject({ method: 'DELETE', url: `/api/conversations/${dm.id}/messages/${messages[0]!.id}`, headers: asUser(sender!) });
    expect(await storedUnread(t.database.db, dm.id, reader!.id)).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/conversations/${dm.id}/messages/${messages[2]!.id}`, headers: asUser(sender!) });
    expect(await storedUnread(t.database.db, dm.id, reader!.id)).toBe(0);
    expect(await unreadTotal(reader!)).toBe(0);
    expect(await unreadMismatches(t.database.db)).toEqual([]);
  });

  it('the badge total sums every conversation; reading one answers the new total', async () => {
    const [viewer, a, b] = await people(3);
    const first = await newConversation(t.app, a!, 'dm', [viewer!]);
    const second = await newConversation(t.app, b!, 'group', [viewer!, a!], 'Two');
    await sendMessage(t.app, a!, first.id, 'a1');
    await sendMessage(t.app, a!, first.id, 'a2');
    const last = await sendMessage(t.app, b!, second.id, 'b1');
    await sendMessage(t.app, a!, second.id, 'a3');
    expect(await unreadTotal(viewer!)).toBe(4);
    expect((await inboxOf(t.app, viewer!)).unreadTotal).toBe(4);
    // Up to b1 only: a3 (later) stays unread.
    expect(await markRead(t.app, viewer!, second.id, last.id)).toEqual({ unreadCount: 1, unreadTotal: 3 });
  });

  it('reading up to one’s own message marks the others before it', async () => {
    const [me, other] = await people(2);
    const dm = await newConversation(t.app, me!, 'dm', [other!]);
    await sendMessage(t.app, other!, dm.id, 'hi');
    await sendMessage(t.app, other!, dm.id, 'there');
    const mine = await sendMessage(t.app, me!, dm.id, 'hello');
    await sendMessage(t.app, other!, dm.id, 'after');
    expect(await markRead(t.app, me!, dm.id, mine.id)).toEqual({ unreadCount: 1, unreadTotal: 1 });
  });

  it('a message id of another conversation is 404 and records nothing', async () => {
    const [me, other] = await people(2);
    const dm = await newConversation(t.app, me!, 'dm', [other!]);
    const group = await newConversation(t.app, other!, 'group', [me!], 'Elsewhere');
    await sendMessage(t.app, other!, dm.id, 'unread');
    const foreign = await sendMessage(t.app, other!, group.id, 'foreign');
    const response = await t.app.inject({ method: 'POST', url: `/api/conversations/${dm.id}/read`, headers: asUser(me!), payload: { messageId: foreign.id } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MESSAGING_TEXTS.messageNotFound);
    expect(await storedUnread(t.database.db, dm.id, me!.id)).toBe(1);
  });

  it('someone added to a group gets its live history as unread until seen', async () => {
    const [owner, member, newcomer] = await people(3);
    const group = await newConversation(t.app, owner!, 'group', [member!], 'History');
    await sendMessage(t.app, owner!, group.id, 'one');
    const deleted = await sendMessage(t.app, member!, group.id, 'two');
    const last = await sendMessage(t.app, member!, group.id, 'three');
    await t.app.inject({ method: 'DELETE', url: `/api/conversations/${group.id}/messages/${deleted.id}`, headers: asUser(member!) });
    const added = await t.app.inject({ method: 'POST', url: `/api/conversations/${group.id}/participants`, headers: asUser(owner!), payload: { userId: newcomer!.id } });
    expect(added.statusCode, added.body).toBe(200);
    expect((await summaryIn(t.app, newcomer!, group.id))?.unreadCount).toBe(2);
    expect(await markRead(t.app, newcomer!, group.id, last.id)).toEqual({ unreadCount: 0, unreadTotal: 0 });
  });

  it('stored counts equal a recount after a mixed sequence of sends, reads, deletes, joins and leaves', async () => {
    const users = await people(5);
    const [a, b, c, d, e] = users as [TestUser, TestUser, TestUser, TestUser, TestUser];
    const group = await newConversation(t.app, a, 'group', [b, c], 'Mixed');
    const dm = await newConversation(t.app, d, 'dm', [a]);
    const sent = [];
    for (let round = 0; round < 4; round += 1) {
      sent.push(await sendMessage(t.app, a, group.id, `a${round}`));
      sent.push(await sendMessage(t.app, b, group.id, `b${round}`));
      sent.push(await sendMessage(t.app, d, dm.id, `d${round}`));
    }
    await markRead(t.app, c, group.id, sent[3]!.id);
    await t.app.inject({ method: 'DELETE', url: `/api/conversations/${group.id}/messages/${sent[4]!.id}`, headers: asUser(b) });
    await t.app.inject({ method: 'POST', url: `/api/conversations/${group.id}/participants`, headers: asUser(c), payload: { userId: e.id } });
    await sendMessage(t.app, e, group.id, 'hello all');
    await markRead(t.app, a, dm.id, sent[5]!.id);
    await t.app.inject({ method: 'DELETE', url: `/api/conversations/${group.id}/messages/${sent[0]!.id}`, headers: asUser(a) });
    await t.app.inject({ method: 'DELETE', url: `/api/conversations/${group.id}/participants/${b.id}`, headers: asUser(b) });
    await sendMessage(t.app, c, group.id, 'after b left');
    await markRead(t.app, e, group.id, sent[9]!.id);
    // Concurrent sends and reads on one conversation must not lose or double an increment.
    await Promise.all([
      sendMessage(t.app, a, group.id, 'x'),
      sendMessage(t.app, c, group.id, 'y'),
      markRead(t.app, e, group.id, sent[10]!.id),
      sendMessage(t.app, e, group.id, 'z'),
    ]);
    expect(await unreadMismatches(t.database.db)).toEqual([]);
    const totals = await Promise.all(users.map((user) => unreadTotal(user)));
    expect(totals.some((total) => total > 0)).toBe(true);
  });
});
