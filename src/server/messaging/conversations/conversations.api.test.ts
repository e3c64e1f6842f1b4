/**
 * Creating conversations (spec 5, 7.5; docs/decisions/011): size limits at
 * the boundary, reuse of an identical conversation (also under concurrent
 * creates), reachability, the detail read, star and rename.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS, conversationDetailSchema, createConversationResponseSchema } from '#shared/contracts/messaging.ts';
import { insertUser } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { rowsOf } from '#server/db/sql.ts';
import {
  asUser,
  createConversation,
  makeMinor,
  markRead,
  newConversation,
  recordRealtime,
  sendMessage,
} from '../../test/messaging/messaging-test-data.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
/** Seven more people who are only picked, never signed in. */
const extras: { id: string }[] = [];
let realtime: ReturnType<typeof recordRealtime>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpUser(t.app, { displayName: 'Alice Anders' });
  bob = await signUpUser(t.app, { displayName: 'Bob Brown' });
  carol = await signUpUser(t.app, { displayName: 'Carol Chen' });
  for (let index = 0; index < 7; index += 1) extras.push(await insertUser(t.database.db, `Extra ${index}`));
  realtime = recordRealtime(t.app);
});
afterAll(async () => t.close());
beforeEach(() => realtime.clear());

const conversationCount = async () => (await tableCounts(t.database.db)).conversations ?? 0;

describe('direct conversations', () => {
  it('creates a dm with 2 people: creator admin, the other member, no title, limit 2, told to everyone in it', async () => {
    const response = await createConversation(t.app, alice, { type: 'dm', participantIds: [bob.id], title: 'ignored' });
    expect(response.statusCode, response.body).toBe(201);
    const { conversation, isExisting } = createConversationResponseSchema.parse(response.json());
    expect(isExisting).toBe(false);
    expect(conversation).toMatchObject({ type: 'dm', title: null, createdBy: alice.id, maxParticipants: 2, role: 'admin', isStarred: false, unreadCount: 0, latestMessage: null });
    expect(conversation.participants.map((p) => [p.userId, p.role, p.displayName])).toEqual([
      [alice.id, 'admin', 'Alice Anders'],
      [bob.id, 'member', 'Bob Brown'],
    ]);
    expect(realtime.calls).toEqual([{ userIds: [alice.id, bob.id].sort(), event: { type: 'conversation.updated', conversationId: conversation.id } }]);
    expect(response.body).not.toContain(alice.email);
    expect(response.body).not.toContain(bob.email);
  });

  it('refuses a dm with 3 people with the size text, creating nothing', async () => {
    const before = await tableCounts(t.database.db);
    const response = await createConversation(t.app, alice, { type: 'dm', participantIds: [bob.id, carol.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation',
      message: 'Group size limit exceeded (max 2 participants)',
      fields: { participantIds: 'Group size limit exceeded (max 2 participants)' },
    });
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect(realtime.calls).toEqual([]);
  });

  it('refuses a conversation with nobody else (the creator listing only themself)', async () => {
    const response = await createConversation(t.app, carol, { type: 'dm', participantIds: [carol.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGING_TEXTS.needOthers);
  });
});

describe('groups', () => {
  it('creates a group of 7 counting the creator (listing the creator too changes nothing)', async () => {
    const response = await createConversation(t.app, bob, {
      type: 'group',
      title: '  Seven  ',
      participantIds: [bob.id, ...extras.slice(0, 6).map((extra) => extra.id)],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { conversation } = response.json();
    expect(conversation.participants).toHaveLength(7);
    expect(conversation).toMatchObject({ type: 'group', title: 'Seven', maxParticipants: 7, role: 'admin' });
    expect(conversation.participants.filter((p: { role: string }) => p.role === 'member')).toHaveLength(6);
  });

  it('refuses a group of 8 with "Group size limit exceeded (max 7 participants)"', async () => {
    const before = await conversationCount();
    const response = await createConversation(t.app, bob, { type: 'group', participantIds: extras.map((extra) => extra.id) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Group size limit exceeded (max 7 participants)');
    expect(response.json().error.fields).toEqual({ participantIds: 'Group size limit exceeded (max 7 participants)' });
    expect(await conversationCount()).toBe(before);
  });
});

describe('an identical conversation is reused', () => {
  it('same type and people in another order (and another title): the same conversation, 200, isExisting', async () => {
    const first = await newConversation(t.app, carol, 'group', [alice, extras[0]!], 'First');
    const again = await createConversation(t.app, carol, { type: 'group', participantIds: [extras[0]!.id, alice.id, carol.id], title: 'Other title' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ isExisting: true, conversation: { id: first.id, title: 'First' } });
    // Someone else in it creating the same set finds it too.
    const byAlice = await createConversation(t.app, alice, { type: 'group', participantIds: [carol.id, extras[0]!.id] });
    expect(byAlice.statusCode).toBe(200);
    expect(byAlice.json().conversation.id).toBe(first.id);
    expect(byAlice.json().conversation.role).toBe('member');
  });

  it('a different set, or the same people as a dm instead of a group, is a new conversation', async () => {
    const group = await newConversation(t.app, carol, 'group', [bob]);
    const dm = await newConversation(t.app, carol, 'dm', [bob]);
    expect(dm.id).not.toBe(group.id);
    const bigger = await newConversation(t.app, carol, 'group', [bob, extras[1]!]);
    expect(bigger.id).not.toBe(group.id);
    // A subset of an existing group is not identical either.
    const dmAgain = await createConversation(t.app, bob, { type: 'dm', participantIds: [carol.id] });
    expect(dmAgain.statusCode).toBe(200);
    expect(dmAgain.json().conversation.id).toBe(dm.id);
  });

  it('ten identical creates at once give one conversation', async () => {
    const before = await conversationCount();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        createConversation(t.app, alice, { type: 'group', participantIds: index % 2 ? [extras[2]!.id, extras[3]!.id] : [extras[3]!.id, extras[2]!.id] }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().conversation.id)).size).toBe(1);
    expect(await conversationCount()).toBe(before + 1);
  });
});

describe('who can be put into a conversation', () => {
  it('an unknown user id is refused with "User not found"', async () => {
    const before = await tableCounts(t.database.db);
    const response = await createConversation(t.app, alice, { type: 'group', participantIds: [bob.id, 'no-such-user'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: MESSAGING_TEXTS.userNotFound, fields: { participantIds: MESSAGING_TEXTS.userNotFound } });
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('a minor with a private profile who shares no team is refused like an unknown id (issue 10.4)', async () => {
    const minor = await insertUser(t.database.db, 'Young Player');
    await makeMinor(t.database.db, minor.id);
    const before = await tableCounts(t.database.db);
    const response = await createConversation(t.app, alice, { type: 'dm', participantIds: [minor.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: MESSAGING_TEXTS.userNotFound, fields: { participantIds: MESSAGING_TEXTS.userNotFound } });
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('a minor whose birthday makes them 18 today is an adult', async () => {
    const grownUp = await insertUser(t.database.db, 'Just Eighteen');
    const today = new Date();
    const birthDate = `${today.getUTCFullYear() - 18}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    await t.database.db.execute(sql`update user_profiles set birth_date = ${birthDate} where user_id = ${grownUp.id}`);
    const response = await createConversation(t.app, alice, { type: 'dm', participantIds: [grownUp.id] });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('GET /api/conversations/:id', () => {
  it('answers the summary and who besides the sender has seen the latest message', async () => {
    const group = await newConversation(t.app, alice, 'group', [bob, carol], 'Seen test');
    const first = await sendMessage(t.app, alice, group.id, 'hello both');
    const detail = async (user: TestUser) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/conversations/${group.id}`, headers: asUser(user) });
      expect(response.statusCode, response.body).toBe(200);
      return conversationDetailSchema.parse(response.json());
    };
    expect((await detail(alice)).seenBy).toEqual([]);
    await markRead(t.app, bob, group.id, first.id);
    const seen = await detail(alice);
    expect(seen.seenBy.map((receipt) => [receipt.userId, receipt.displayName])).toEqual([[bob.id, 'Bob Brown']]);
    expect(seen.conversation.latestMessage).toMatchObject({ id: first.id, body: 'hello both', senderName: 'Alice Anders' });
    // A newer message nobody has seen yet: "seen by" is about the latest one.
    await sendMessage(t.app, carol, group.id, 'me too');
    expect((await detail(alice)).seenBy).toEqual([]);
    expect((await detail(bob)).conversation.unreadCount).toBe(1);
  });
});

describe('PATCH /api/conversations/:id', () => {
  it('stars and unstars the viewer’s own row only, telling only the viewer', async () => {
    const dm = await newConversation(t.app, bob, 'dm', [extras[4]!]);
    realtime.clear();
    const star = await t.app.inject({ method: 'PATCH', url: `/api/conversations/${dm.id}`, headers: asUser(bob), payload: { isStarred: true } });
    expect(star.statusCode, star.body).toBe(200);
    expect(star.json().conversation.isStarred).toBe(true);
    const [other] = await rowsOf<{ is_starred: boolean }>(
      t.database.db,
      sql`select is_starred from conversation_participants where conversation_id = ${dm.id} and user_id = ${extras[4]!.id}`,
    );
    expect(other!.is_starred).toBe(false);
    expect(realtime.calls.map((call) => call.userIds)).toEqual([[bob.id]]);
    const unstar = await t.app.inject({ method: 'PATCH', url: `/api/conversations/${dm.id}`, headers: asUser(bob), payload: { isStarred: false } });
    expect(unstar.json().conversation.isStarred).toBe(false);
  });

  it('renames a group (activity: updated_at moves, everyone told); a dm cannot be renamed', async () => {
    const dave = await insertUser(t.database.db, 'Dave Dunn');
    const group = await newConversation(t.app, carol, 'group', [alice, bob, dave], 'Old name');
    await t.database.db.execute(sql`update conversations set updated_at = '2025-01-01T00:00:00Z' where id = ${group.id}`);
    realtime.clear();
    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/conversations/${group.id}`, headers: asUser(bob), payload: { title: '  New name ' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().conversation.title).toBe('New name');
    expect(Date.parse(renamed.json().conversation.updatedAt)).toBeGreaterThan(Date.parse('2025-01-01T00:00:00Z'));
    expect(realtime.calls).toEqual([{ userIds: [alice.id, bob.id, carol.id, dave.id].sort(), event: { type: 'conversation.updated', conversationId: group.id } }]);
    const cleared = await t.app.inject({ method: 'PATCH', url: `/api/conversations/${group.id}`, headers: asUser(bob), payload: { title: '' } });
    expect(cleared.json().conversation.title).toBeNull();

    const dm = await newConversation(t.app, carol, 'dm', [extras[5]!]);
    const refused = await t.app.inject({ method: 'PATCH', url: `/api/conversations/${dm.id}`, headers: asUser(carol), payload: { title: 'Nope', isStarred: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGING_TEXTS.groupOnly);
    // Nothing of the refused request was applied.
    const after = await t.app.inject({ method: 'GET', url: `/api/conversations/${dm.id}`, headers: asUser(carol) });
    expect(after.json().conversation).toMatchObject({ title: null, isStarred: false });
  });

  it('an empty patch is refused', async () => {
    const dm = await newConversation(t.app, alice, 'dm', [extras[6]!]);
    const response = await t.app.inject({ method: 'PATCH', url: `/api/conversations/${dm.id}`, headers: asUser(alice), payload: {} });
    expect(response.statusCode).toBe(400);
  });
});
