/**
 * The team conversation (issue 26.9, docs/decisions/073): one per team, its
 * participants the people who may message each other as teammates (active
 * roster and owner), kept by the database whatever path changes the roster
 * (invitation accepted, removal, a game roster closed, archiving, ownership);
 * nobody is added or removed by hand; a minor's active guardian reads it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { conversationParticipants, conversations } from '#server/db/schema/messaging.ts';
import { teamMembers, teamStaff } from '#server/db/schema/teams.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { makeMinor, sendMessage, summaryIn } from '#server/test/messaging/messaging-test-data.ts';
import { linkActiveGuardian } from '#server/test/profiles/player-test-data.ts';
import { openTeamsApp } from '#server/test/teams/teams-app.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { addPlayer, addStaff, insertGame, insertTeam } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
let minnie: TestUser; // 15
let gina: TestUser; // Minnie's guardian
let coach: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  let users: TestUser[];
  ({ t, users } = await openTeamsApp(['Owner Olive', 'Alice Archer', 'Bob Builder', 'Minnie Minor', 'Gina Guardian', 'Coach Casey', 'Stranger Sam']));
  [owner, alice, bob, minnie, gina, coach, stranger] = users as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  await makeMinor(t.database.db, minnie.id, 15);
  await linkActiveGuardian(t.database.db, minnie.id, gina.id, gina.email);
});
afterAll(async () => t.close());

async function teamConversation(teamId: string) {
  const [row] = await t.database.db.select().from(conversations).where(eq(conversations.teamId, teamId));
  return row;
}
async function participantIds(conversationId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId).sort();
}
const sorted = (...users: TestUser[]) => users.map((user) => user.id).sort();
const inject = (who: TestUser, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

describe('membership follows the roster', () => {
  it('starts when the team has two people, joins on an accepted invitation, leaves on removal', async () => {
    const { db } = t.database;
    const team = await insertTeam(db, owner.id, { name: 'Conversation Crew' });
    expect(await teamConversation(team.id), 'the owner alone has no one to talk to').toBeUndefined();

    // Through the API: the manager invites, Alice accepts.
    const invited = await inject(owner, 'POST', `/api/teams/${team.id}/members`, { userId: alice.id });
    expect(invited.statusCode, invited.body).toBe(202);
    const invitations = await inject(alice, 'GET', '/api/team-invitations');
    const invitation = (invitations.json().invitations as { id: string; team: { id: string } }[]).find((row) => row.team.id === team.id)!;
    expect((await inject(alice, 'POST', `/api/team-invitations/${invitation.id}/accept`)).statusCode).toBe(200);

    const conversation = await teamConversation(team.id);
    expect(conversation).toMatchObject({ type: 'team', title: 'Conversation Crew', createdBy: owner.id });
    expect(await participantIds(conversation!.id)).toEqual(sorted(owner, alice));

    await addPlayer(db, team.id, bob.id);
    await addStaff(db, team.id, coach.id);
    expect(await participantIds(conversation!.id)).toEqual(sorted(owner, alice, bob, coach));
    const summary = await summaryIn(t.app, bob, conversation!.id);
    expect(summary).toMatchObject({ type: 'team', title: 'Conversation Crew' });
    await sendMessage(t.app, bob, conversation!.id, 'Hello team');

    // Removal through the API.
    const [aliceRow] = await db.select().from(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, alice.id)));
    expect((await inject(owner, 'DELETE', `/api/teams/${team.id}/members/${aliceRow!.id}`)).statusCode).toBe(204);
    expect(await participantIds(conversation!.id)).toEqual(sorted(owner, bob, coach));
    expect(await summaryIn(t.app, alice, conversation!.id), 'a removed member no longer reads it').toBeUndefined();
    expect(await summaryIn(t.app, stranger, conversation!.id)).toBeUndefined();

    // Staff removed by deactivation; someone both player and staff stays while either row is active.
    await addStaff(db, team.id, bob.id);
    await db.update(teamStaff).set({ isActive: false }).where(and(eq(teamStaff.teamId, team.id), eq(teamStaff.userId, bob.id)));
    expect(await participantIds(conversation!.id)).toContain(bob.id);
    await db.update(teamStaff).set({ isActive: false }).where(and(eq(teamStaff.teamId, team.id), eq(teamStaff.userId, coach.id)));
    expect(await participantIds(conversation!.id)).toEqual(sorted(owner, bob));
  });

  it('a closed game roster, archiving and a new owner change it too; the history stays', async () => {
    const { db } = t.database;
    const team = await insertTeam(db, owner.id, { name: 'Game Crew' });
    const game = await insertGame(db, team.id);
    await addPlayer(db, team.id, alice.id, { gameProfileId: game.id });
    await addPlayer(db, team.id, bob.id);
    const conversation = (await teamConversation(team.id))!;
    expect(await participantIds(conversation.id)).toEqual(sorted(owner, alice, bob));
    await sendMessage(t.app, alice, conversation.id, 'Before the game closed');

    const removedGame = await inject(owner, 'DELETE', `/api/teams/${team.id}/game-profiles/${game.id}`);
    expect(removedGame.statusCode, removedGame.body).toBe(204);
    expect(await participantIds(conversation.id)).toEqual(sorted(owner, bob));

    expect((await inject(owner, 'POST', `/api/teams/${team.id}/archive`, { archived: true })).statusCode).toBe(200);
    expect(await participantIds(conversation.id), 'an archived team makes no one teammates').toEqual([]);
    expect((await inject(owner, 'POST', `/api/teams/${team.id}/archive`, { archived: false })).statusCode).toBe(200);
    expect(await participantIds(conversation.id)).toEqual(sorted(owner, bob));

    const transfer = await inject(owner, 'POST', `/api/teams/${team.id}/transfer-ownership`, { newOwnerUserId: bob.id });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(await participantIds(conversation.id), 'the old owner, on no roster, leaves').toEqual(sorted(bob));
    const messages = await inject(bob, 'GET', `/api/conversations/${conversation.id}/messages`);
    expect(messages.statusCode).toBe(200);
    expect(JSON.stringify(messages.json())).toContain('Before the game closed');
  });

  it('renaming the team renames its conversation', async () => {
    const { db } = t.database;
    const team = await insertTeam(db, owner.id, { name: 'Old Name' });
    await addPlayer(db, team.id, alice.id);
    const renamed = await inject(owner, 'PATCH', `/api/teams/${team.id}`, { name: 'New Name' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await teamConversation(team.id))!.title).toBe('New Name');
  });
});

describe('nobody changes it by hand', () => {
  it('refuses adding, removing, leaving, renaming and creating a team conversation', async () => {
    const { db } = t.database;
    const team = await insertTeam(db, owner.id, { name: 'Locked Crew' });
    await addPlayer(db, team.id, alice.id);
    const conversation = (await teamConversation(team.id))!;
    const before = await participantIds(conversation.id);

    const add = await inject(owner, 'POST', `/api/conversations/${conversation.id}/participants`, { userId: stranger.id });
    expect(add.statusCode).toBe(400);
    const remove = await inject(owner, 'DELETE', `/api/conversations/${conversation.id}/participants/${alice.id}`);
    expect(remove.statusCode).toBe(400);
    expect(remove.json().error.message).toBe(MESSAGING_TEXTS.groupOnly);
    const leave = await inject(alice, 'DELETE', `/api/conversations/${conversation.id}/participants/${alice.id}`);
    expect(leave.statusCode).toBe(400);
    const rename = await inject(owner, 'PATCH', `/api/conversations/${conversation.id}`, { title: 'Mine now' });
    expect(rename.statusCode).toBe(400);
    const create = await inject(owner, 'POST', '/api/conversations', { type: 'team', participantIds: [alice.id] });
    expect(create.statusCode).toBe(400);
    expect(await participantIds(conversation.id)).toEqual(before);
    expect((await teamConversation(team.id))!.title).toBe('Locked Crew');
  });
});

describe('minors', () => {
  it("a minor's active guardian reads the team conversation, read-only, and cannot write in it", async () => {
    const { db } = t.database;
    const team = await insertTeam(db, owner.id, { name: 'Junior Crew' });
    await addPlayer(db, team.id, minnie.id);
    await addPlayer(db, team.id, alice.id);
    const conversation = (await teamConversation(team.id))!;
    expect(await participantIds(conversation.id)).toEqual(sorted(owner, minnie, alice));
    await sendMessage(t.app, alice, conversation.id, 'Practice moved to 6');

    const read = await inject(gina, 'GET', `/api/conversations/${conversation.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().conversation.readOnly).toBe(true);
    const listed = await inject(gina, 'GET', '/api/guardian/conversations?limit=50');
    expect((listed.json().conversations as { id: string }[]).map((row) => row.id)).toContain(conversation.id);
    const write = await inject(gina, 'POST', `/api/conversations/${conversation.id}/messages`, { body: 'Hi' });
    expect(write.statusCode).toBe(404);

    // Once Minnie leaves the team, her guardian no longer reads it.
    await db.update(teamMembers).set({ isActive: false }).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, minnie.id)));
    expect((await inject(gina, 'GET', `/api/conversations/${conversation.id}`)).statusCode).toBe(404);
  });
});
