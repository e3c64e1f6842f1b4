/**
 * The send path in one round trip (docs/decisions/085, issue 27.5): a send
 * is one statement (send_message, migration 0047) that checks the sender
 * under the conversation's lock, saves the message, the activity time and
 * the unread counts, and notifies message.created on the bus's channel; the
 * route reads no participant row of its own. The refusals are the ones the
 * participant policy gave, and a refused send writes and notifies nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS, messagePageSchema, type ConversationSummary, type Message } from '#shared/contracts/messaging.ts';
import { rowsOf } from '#server/db/sql.ts';
import { REALTIME_CHANNEL } from '#server/realtime/notify-realtime-bus.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { signUpUser, signUpWithRoles, tableCounts, type TestUser } from '#server/test/test-users.ts';
import {
  asUser,
  linkGuardian,
  makeMinor,
  newConversation,
  sendMessage,
  storedUnread,
  unreadMismatches,
} from '../../test/messaging/messaging-test-data.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let minor: TestUser;
let outsider: TestUser;
let guardian: TestUser;
let admin: TestUser;
let group: ConversationSummary;
/** Every NOTIFY payload on the realtime channel, parsed, in arrival order. */
const notices: { userIds: string[]; event?: { type: string; conversationId: string; message?: Message } }[] = [];
let unlisten: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app, { displayName: 'Alice Sender' });
  bob = await signUpUser(t.app, { displayName: 'Bob Reader' });
  minor = await signUpUser(t.app, { displayName: 'Mina Minor' });
  outsider = await signUpUser(t.app, { displayName: 'Olive Outside' });
  guardian = await signUpUser(t.app, { displayName: 'Gus Guardian' });
  admin = await signUpWithRoles(t.app, ['yes_admin']);
  group = await newConversation(t.app, alice, 'group', [bob, minor], 'Send path');
  await makeMinor(t.database.db, minor.id, 16);
  await linkGuardian(t.database.db, minor.id, guardian, 'active');
  unlisten = await t.database.listen(REALTIME_CHANNEL, (payload) => void notices.push(JSON.parse(payload)));
});
afterAll(async () => {
  await unlisten?.();
  await t.close();
});

const post = (user: TestUser | undefined, conversationId: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: asUser(user), payload: body as object });

/** Waits until a message.created notice of this message arrived (a state, not a time). */
async function noticeOf(messageId: string) {
  await expect.poll(() => notices.some((notice) => notice.event?.message?.id === messageId), { timeout: 5000, interval: 10 }).toBe(true);
  return notices.filter((notice) => notice.event?.message?.id === messageId);
}

describe('one round trip per send', () => {
  it('the send is one statement after finding the caller: no transaction around it, no lock, participant check or NOTIFY of its own', async () => {
    const counter = await statementCountingApp(t, { listen: t.database.listen });
    try {
      const cookie = await counter.signIn(alice.email);
      const { response, statements } = await counter.count({
        method: 'POST',
        url: `/api/conversations/${group.id}/messages`,
        headers: { cookie },
        payload: { body: 'counted' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const message = response.json().message as Message;
      const sendStatements = statements.filter((text) => /send_message|messages|conversation|pg_notify|^\s*(begin|commit)/i.test(text));
      expect(sendStatements).toEqual([expect.stringContaining('send_message(')]);
      console.info(`send request: ${statements.length} statements, the send itself 1:\n${statements.map((text) => `  ${text.replace(/\s+/g, ' ').slice(0, 120)}`).join('\n')}`);
      // The statement notified: everyone in it, the sender too, with the message as the API answered it.
      const [notice, ...more] = await noticeOf(message.id);
      expect(more).toEqual([]);
      expect(notice).toEqual({
        userIds: [alice.id, bob.id, minor.id],
        event: { type: 'message.created', conversationId: group.id, message },
      });
    } finally {
      await counter.close();
    }
  });

  it('the message the send answers is the message the history shows (send_message and messageSelectSql agree)', async () => {
    await t.database.db.execute(sql`update user_profiles set avatar_url = 'https://example.com/alice.png' where user_id = ${alice.id}`);
    const sent = await sendMessage(t.app, alice, group.id, '  shape check \n');
    expect(sent).toMatchObject({ senderName: 'Alice Sender', senderAvatarUrl: 'https://example.com/alice.png', body: 'shape check', deletedAt: null });
    const response = await t.app.inject({ method: 'GET', url: `/api/conversations/${group.id}/messages`, headers: asUser(bob) });
    const history = messagePageSchema.parse(response.json()).messages;
    expect(history.at(-1)).toEqual(sent);
  });

  it('sends at once in one conversation: each saved once, in a strict time order, and every unread count exact', async () => {
    const busy = await newConversation(t.app, bob, 'group', [alice, outsider], 'Busy');
    const senders = Array.from({ length: 24 }, (_, index) => [alice, bob, outsider][index % 3]!);
    const answers = await Promise.all(senders.map((sender, index) => post(sender, busy.id, { body: `burst ${index}` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(senders.map(() => 201));
    const response = await t.app.inject({ method: 'GET', url: `/api/conversations/${busy.id}/messages?limit=100`, headers: asUser(bob) });
    const history = messagePageSchema.parse(response.json()).messages;
    expect(new Set(history.map((message) => message.body))).toEqual(new Set(senders.map((_, index) => `burst ${index}`)));
    expect(await unreadMismatches(t.database.db)).toEqual([]);
    expect(await storedUnread(t.database.db, busy.id, outsider.id)).toBe(16);
    // No two messages share a time: history order is send order.
    const [distinct] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(distinct created_at)::int as n from messages where conversation_id = ${busy.id}`,
    );
    expect(distinct?.n).toBe(24);
  });
});

describe('refusals are the participant policy’s, and a refused send writes and notifies nothing', () => {
  it('a stranger, a platform admin, the minor’s guardian, an unknown conversation: 404; signed out: 401; a bad id: 400', async () => {
    const before = await tableCounts(t.database.db, ['rate_limits', 'sessions']);
    const unreadBefore = await storedUnread(t.database.db, group.id, bob.id);
    for (const user of [outsider, admin, guardian]) {
      const response = await post(user, group.id, { body: 'let me in' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'not_found', message: MESSAGING_TEXTS.conversationNotFound });
    }
    const unknown = await post(alice, '00000000-0000-4000-8000-000000000000', { body: 'nobody there' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MESSAGING_TEXTS.conversationNotFound);
    const signedOut = await post(undefined, group.id, { body: 'anonymous' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(MESSAGING_TEXTS.notAuthenticated);
    const badId = await post(alice, 'not-a-uuid', { body: 'bad id' });
    expect(badId.statusCode).toBe(400);
    expect(await tableCounts(t.database.db, ['rate_limits', 'sessions'])).toEqual(before);
    expect(await storedUnread(t.database.db, group.id, bob.id)).toBe(unreadBefore);
    // The next good send's notice is the only one after the refusals.
    const countBefore = notices.length;
    const sent = await sendMessage(t.app, alice, group.id, 'after the refusals');
    await noticeOf(sent.id);
    expect(notices.slice(countBefore).map((notice) => notice.event?.message?.body)).toEqual(['after the refusals']);
  });

  it('a participant who left can no longer send (404), and the others no longer count them', async () => {
    const leaver = await signUpUser(t.app, { displayName: 'Lee Leaving' });
    const trio = await newConversation(t.app, alice, 'group', [bob, leaver], 'Leaving');
    const left = await t.app.inject({ method: 'DELETE', url: `/api/conversations/${trio.id}/participants/${leaver.id}`, headers: asUser(leaver) });
    expect(left.statusCode, left.body).toBe(204);
    const response = await post(leaver, trio.id, { body: 'still here?' });
    expect(response.statusCode).toBe(404);
    const sent = await sendMessage(t.app, bob, trio.id, 'bye Lee');
    const [notice] = await noticeOf(sent.id);
    expect(notice!.userIds).toEqual([alice.id, bob.id]);
  });
});
