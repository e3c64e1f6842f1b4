/**
 * Adding and removing people (spec 5, 7.5; docs/decisions/011): groups
 * only, within 7, never a third person in a direct conversation; any
 * participant may remove another; removing yourself is leaving; the last
 * one out deletes the conversation.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS, conversationResponseSchema } from '#shared/contracts/messaging.ts';
import { rowsOf } from '#server/db/sql.ts';
import { insertUser } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { asUser, makeMinor, newConversation, recordRealtime, sendMessage, summaryIn } from '../../test/messaging/messaging-test-data.ts';

let t: TestApp;
let realtime: ReturnType<typeof recordRealtime>;

beforeAll(async () => {
  t = await createTestApp();
  realtime = recordRealtime(t.app);
});
afterAll(async () => t.close());
beforeEach(() => realtime.clear());

const add = (user: TestUser, conversationId: string, userId: string) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/participants`, headers: asUser(user), payload: { userId } });
const removeFrom = (user: TestUser, conversationId: string, userId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/conversations/${conversationId}/participants/${userId}`, headers: asUser(user) });

async function extras(count: number) {
  const list: { id: string }[] = [];
  for (let index = 0; index < count; index += 1) list.push(await insertUser(t.database.db, `Picked ${index}`));
  return list;
}

const participantCount = async (conversationId: string) => {
  const [row] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from conversation_participants where conversation_id = ${conversationId}`);
  return row!.n;
};

describe('adding', () => {
  it('adds someone as member, moves the conversation up and tells everyone in it, the newcomer included', async () => {
    const owner = await signUpUser(t.app);
    const member = await signUpUser(t.app);
    const [newcomer] = await extras(1);
    const group = await newConversation(t.app, owner, 'group', [member], 'Squad');
    realtime.clear();
    const response = await add(member, group.id, newcomer!.id);
    expect(response.statusCode, response.body).toBe(200);
    const { conversation } = conversationResponseSchema.parse(response.json());
    expect(conversation.participants.find((p) => p.userId === newcomer!.id)).toMatchObject({ role: 'member', displayName: 'Picked 0' });
    expect(conversation.participants).toHaveLength(3);
    expect(realtime.calls).toEqual([
      { userIds: [owner.id, member.id, newcomer!.id].sort(), event: { type: 'conversation.updated', conversationId: group.id } },
    ]);
  });

  it('refuses an 8th person with the size text and adds nobody', async () => {
    const owner = await signUpUser(t.app);
    const six = await extras(6);
    const group = await newConversation(t.app, owner, 'group', six, 'Full');
    const [eighth] = await extras(1);
    const before = await tableCounts(t.database.db);
    const response = await add(owner, group.id, eighth!.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Group size limit exceeded (max 7 participants)');
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('never gives a direct conversation a third person', async () => {
    const owner = await signUpUser(t.app);
    const [other, third] = await extras(2);
    const dm = await newConversation(t.app, owner, 'dm', [other!]);
    const response = await add(owner, dm.id, third!.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Group size limit exceeded (max 2 participants)');
    expect(await participantCount(dm.id)).toBe(2);
  });

  it('409 for someone already in it, 400 for an unknown user and, alike (issue 10.4), for someone the adder may not message', async () => {
    const owner = await signUpUser(t.app);
    const [member, minor] = await extras(2);
    await makeMinor(t.database.db, minor!.id);
    const group = await newConversation(t.app, owner, 'group', [member!], 'Checks');
    const again = await add(owner, group.id, member!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGING_TEXTS.alreadyParticipant);
    const unknown = await add(owner, group.id, 'no-such-user');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ message: MESSAGING_TEXTS.userNotFound, fields: { userId: MESSAGING_TEXTS.userNotFound } });
    const unreachable = await add(owner, group.id, minor!.id);
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json()).toEqual(unknown.json());
    expect(await participantCount(group.id)).toBe(2);
  });
});

describe('removing and leaving', () => {
  it('any participant removes another: 204, the removed one loses access and is told, the others refetch', async () => {
    const owner = await signUpUser(t.app);
    const member = await signUpUser(t.app);
    const removed = await signUpUser(t.app);
    const group = await newConversation(t.app, owner, 'group', [member, removed], 'Trim');
    await sendMessage(t.app, owner, group.id, 'before removal');
    realtime.clear();
    const response = await removeFrom(member, group.id, removed.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(realtime.calls).toEqual([
      { userIds: [owner.id, member.id].sort(), event: { type: 'conversation.updated', conversationId: group.id } },
      { userIds: [removed.id], event: { type: 'conversation.removed', conversationId: group.id } },
    ]);
    const gone = await t.app.inject({ method: 'GET', url: `/api/conversations/${group.id}/messages`, headers: asUser(removed) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(MESSAGING_TEXTS.conversationNotFound);
    expect((await summaryIn(t.app, owner, group.id))?.participants.map((p) => p.userId)).toEqual([owner.id, member.id]);
    // Removing them again: they are not in it.
    const again = await removeFrom(member, group.id, removed.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(MESSAGING_TEXTS.notParticipant);
  });

  it('leaving is removing yourself; when the last one leaves the conversation is deleted', async () => {
    const owner = await signUpUser(t.app);
    const member = await signUpUser(t.app);
    const group = await newConversation(t.app, owner, 'group', [member], 'Short lived');
    await sendMessage(t.app, member, group.id, 'bye');
    expect((await removeFrom(owner, group.id, owner.id)).statusCode).toBe(204);
    expect(await participantCount(group.id)).toBe(1);
    expect((await removeFrom(member, group.id, member.id)).statusCode).toBe(204);
    const [row] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from conversations where id = ${group.id}`);
    expect(row!.n).toBe(0);
    const [messages] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from messages where conversation_id = ${group.id}`);
    expect(messages!.n).toBe(0);
  });

  it('a direct conversation has no removing or leaving', async () => {
    const owner = await signUpUser(t.app);
    const [other] = await extras(1);
    const dm = await newConversation(t.app, owner, 'dm', [other!]);
    for (const userId of [other!.id, owner.id]) {
      const response = await removeFrom(owner, dm.id, userId);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGING_TEXTS.groupOnly);
    }
    expect(await participantCount(dm.id)).toBe(2);
  });
});
