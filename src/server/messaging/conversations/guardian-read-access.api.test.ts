/**
 * Guardians of minors read every conversation that includes their minor
 * (issue 10.4; RECRUITING.md "Visibility and minors"): an active link only,
 * read-only, never a participant, never counted as unread, listed at
 * GET /api/guardian/conversations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianConversationsResponseSchema, type ConversationSummary } from '#shared/contracts/messaging.ts';
import { insertMember, insertTeam, insertUser } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { asUser, inboxOf, linkGuardian, makeMinor, newConversation, sendMessage } from '../../test/messaging/messaging-test-data.ts';

let t: TestApp;
let coach: TestUser;
let minor: TestUser;
let guardian: TestUser;
let invitedGuardian: TestUser;
let group: ConversationSummary;
let direct: ConversationSummary;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  coach = await signUpUser(t.app, { displayName: 'Coach Cole' });
  minor = await signUpUser(t.app, { displayName: 'Young Yuri' });
  await makeMinor(db, minor.id, 15);
  guardian = await signUpUser(t.app, { displayName: 'Parent Pat' });
  invitedGuardian = await signUpUser(t.app, { displayName: 'Invited Ivy' });
  const team = await insertTeam(db, coach.id);
  const teammate = await insertUser(db, 'Teammate Tom');
  await insertMember(db, team.id, minor.id);
  await insertMember(db, team.id, teammate.id);
  await linkGuardian(db, minor.id, guardian, 'active');
  await linkGuardian(db, minor.id, invitedGuardian, 'invited');
  group = await newConversation(t.app, coach, 'group', [minor, teammate], 'Practice');
  await sendMessage(t.app, coach, group.id, 'practice at six');
  direct = await newConversation(t.app, coach, 'dm', [minor]);
  await sendMessage(t.app, coach, direct.id, 'good game today');
  // A conversation without the minor stays invisible to the guardian.
  await newConversation(t.app, coach, 'dm', [teammate]);
});
afterAll(async () => t.close());

const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: asUser(user) });

describe('security: guardians read their minor’s conversations (issue 10.4)', () => {
  it('an active guardian reads the conversation and its messages, read-only and not as a participant', async () => {
    const detail = await get(guardian, `/api/conversations/${group.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().conversation).toMatchObject({ id: group.id, readOnly: true, unreadCount: 0, isStarred: false });
    expect(detail.json().conversation.participants.map((p: { userId: string }) => p.userId)).not.toContain(guardian.id);
    const messages = await get(guardian, `/api/conversations/${direct.id}/messages`);
    expect(messages.statusCode).toBe(200);
    expect(messages.json().messages.map((m: { body: string }) => m.body)).toEqual(['good game today']);
    const asParticipant = await get(minor, `/api/conversations/${group.id}`);
    expect(asParticipant.json().conversation.readOnly).toBeUndefined();
  });

  it('lists exactly the conversations that include the minor, newest first, in one page with a cursor', async () => {
    const first = guardianConversationsResponseSchema.parse((await get(guardian, '/api/guardian/conversations?limit=1')).json());
    expect(first.conversations.map((c) => c.id)).toEqual([direct.id]);
    expect(first.nextBefore).toBe(direct.id);
    const second = guardianConversationsResponseSchema.parse((await get(guardian, `/api/guardian/conversations?limit=1&before=${direct.id}`)).json());
    expect(second).toEqual({ conversations: [expect.objectContaining({ id: group.id, readOnly: true })], nextBefore: group.id });
    // The team's own conversation (docs/decisions/073), made when the minor joined the team, is the oldest.
    const third = guardianConversationsResponseSchema.parse((await get(guardian, `/api/guardian/conversations?limit=1&before=${group.id}`)).json());
    expect(third).toEqual({ conversations: [expect.objectContaining({ type: 'team', readOnly: true })], nextBefore: null });
  });

  it('a guardian never writes, and the conversations are neither in their inbox nor counted as unread', async () => {
    // The per-user send limit counts the guardian's attempts (rate_limits); nothing else may change.
    const before = await tableCounts(t.database.db, ['rate_limits']);
    const attempts = [
      { method: 'POST', url: `/api/conversations/${group.id}/messages`, payload: { body: 'hello from a parent' } },
      { method: 'PATCH', url: `/api/conversations/${group.id}`, payload: { title: 'Renamed' } },
      { method: 'POST', url: `/api/conversations/${group.id}/participants`, payload: { userId: invitedGuardian.id } },
      { method: 'DELETE', url: `/api/conversations/${group.id}/participants/${minor.id}` },
      { method: 'POST', url: `/api/conversations/${group.id}/read`, payload: { messageId: group.id } },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: asUser(guardian) });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect(await tableCounts(t.database.db, ['rate_limits'])).toEqual(before);
    const inbox = await inboxOf(t.app, guardian);
    expect(inbox).toMatchObject({ conversations: [], unreadTotal: 0 });
  });

  it('an invited (not active) guardian and a signed-in stranger see nothing', async () => {
    for (const user of [invitedGuardian, coach]) {
      const list = guardianConversationsResponseSchema.parse((await get(user, '/api/guardian/conversations')).json());
      expect(list.conversations).toEqual([]);
    }
    expect((await get(invitedGuardian, `/api/conversations/${group.id}`)).statusCode).toBe(404);
    expect((await get(invitedGuardian, `/api/conversations/${group.id}/messages`)).statusCode).toBe(404);
  });
});
