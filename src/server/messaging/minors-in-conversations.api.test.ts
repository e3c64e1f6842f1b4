/**
 * Minors reached through shared spaces (issue 10.4; docs/decisions/011): a
 * conversation that includes a minor may only include people each of whom
 * may reach that minor directly, on every way in (direct, group, adding
 * someone); a person the creator may not reach is answered exactly like an
 * unknown id; the people search and the policy agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS, messagingUserSearchResponseSchema } from '#shared/contracts/messaging.ts';
import { insertMember, insertTeam, insertUser } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, tableCounts, type TestUser } from '#server/test/test-users.ts';
import { asUser, createConversation, makeMinor, newConversation, recordRealtime } from '../test/messaging/messaging-test-data.ts';

let t: TestApp;
/** An adult on a team with the minor. */
let teammate: TestUser;
/** A 15-year-old with a private, unpublished profile, on the team. */
let minor: TestUser;
/** An adult who shares no team with the minor. */
let stranger: TestUser;
/** Another adult on the team. */
let coach: { id: string };
let realtime: ReturnType<typeof recordRealtime>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  teammate = await signUpUser(t.app, { displayName: 'Adult Teammate' });
  minor = await signUpUser(t.app, { displayName: 'Young Player', email: 'young.player@example.com' });
  await makeMinor(db, minor.id, 15);
  stranger = await signUpUser(t.app, { displayName: 'Unrelated Adult' });
  coach = await insertUser(db, 'Team Coach');
  const team = await insertTeam(db, coach.id);
  await insertMember(db, team.id, teammate.id);
  await insertMember(db, team.id, minor.id);
  realtime = recordRealtime(t.app);
});
afterAll(async () => t.close());

async function addParticipant(user: TestUser, conversationId: string, userId: string) {
  return t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/participants`, headers: asUser(user), payload: { userId } });
}

describe('security: minors reached through shared spaces (issue 10.4)', () => {
  it('refuses the reported group: an adult teammate, a 15-year-old with a private profile and an unrelated adult', async () => {
    const before = await tableCounts(t.database.db);
    realtime.clear();
    const response = await createConversation(t.app, teammate, { type: 'group', participantIds: [minor.id, stranger.id], title: 'Hangout' });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.message).toBe(MESSAGING_TEXTS.notReachableByEveryone);
    expect(response.body).not.toContain(minor.id);
    expect(await tableCounts(t.database.db)).toEqual(before);
    expect(realtime.calls).toEqual([]);
  });

  it('still allows a group of people who may all reach the minor (the team)', async () => {
    const group = await newConversation(t.app, teammate, 'group', [minor, coach], 'Team chat');
    expect(group.participants).toHaveLength(3);
  });

  it('answers a direct conversation by id with an unreachable minor exactly like an unknown id', async () => {
    const before = await tableCounts(t.database.db);
    const unknown = await createConversation(t.app, stranger, { type: 'dm', participantIds: ['no-such-user'] });
    const unreachable = await createConversation(t.app, stranger, { type: 'dm', participantIds: [minor.id] });
    expect(unknown.statusCode).toBe(400);
    expect(unreachable.statusCode).toBe(unknown.statusCode);
    expect(unreachable.json()).toEqual(unknown.json());
    expect(unreachable.json().error).toMatchObject({ message: MESSAGING_TEXTS.userNotFound, fields: { participantIds: MESSAGING_TEXTS.userNotFound } });
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('refuses adding an unrelated adult to a group that includes a minor, whoever adds them', async () => {
    const group = await newConversation(t.app, teammate, 'group', [minor], 'Just us');
    const byAdult = await addParticipant(teammate, group.id, stranger.id);
    expect(byAdult.statusCode, byAdult.body).toBe(403);
    expect(byAdult.json().error.message).toBe(MESSAGING_TEXTS.notReachableByEveryone);
    const byMinor = await addParticipant(minor, group.id, stranger.id);
    expect(byMinor.statusCode, byMinor.body).toBe(403);
    const seen = await t.app.inject({ method: 'GET', url: `/api/conversations/${group.id}`, headers: asUser(teammate) });
    expect(seen.json().conversation.participants.map((p: { userId: string }) => p.userId)).toEqual([teammate.id, minor.id]);
  });

  it('refuses adding a minor to a group where someone cannot reach them, like an unknown id for an adder who cannot', async () => {
    const group = await newConversation(t.app, teammate, 'group', [stranger], 'Adults');
    const byTeammate = await addParticipant(teammate, group.id, minor.id);
    expect(byTeammate.statusCode, byTeammate.body).toBe(403);
    expect(byTeammate.json().error.message).toBe(MESSAGING_TEXTS.notReachableByEveryone);
    const byStranger = await addParticipant(stranger, group.id, minor.id);
    expect(byStranger.statusCode).toBe(400);
    expect(byStranger.json().error).toMatchObject({ message: MESSAGING_TEXTS.userNotFound, fields: { userId: MESSAGING_TEXTS.userNotFound } });
  });

  it('the people search offers exactly the people a direct conversation may be opened with', async () => {
    for (const [viewer, target] of [
      [stranger, minor],
      [teammate, minor],
      [minor, stranger],
      [stranger, teammate],
    ] as const) {
      const found = await t.app.inject({ method: 'GET', url: `/api/conversations/user-search?q=${encodeURIComponent(target.email)}`, headers: asUser(viewer) });
      const offered = messagingUserSearchResponseSchema.parse(found.json()).users.some((user) => user.userId === target.id);
      const created = await createConversation(t.app, viewer, { type: 'dm', participantIds: [target.id] });
      expect([offered, created.statusCode < 300], `${viewer.email} -> ${target.email}`).toEqual([offered, offered]);
    }
  });
});
