/**
 * Issue 26.6 (docs/decisions/077): before an adult sends a message to a
 * player under 18 they see that the player is under 18 and that a guardian
 * reads the conversation. The server sends the flag, never an age or a
 * birth date, and only to an adult participant: college staff, team staff
 * and an adult teammate get it; another minor, the minor and the guardian's
 * read-only view do not (the guardian's view names their player instead).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationDetailSchema,
  guardianConversationsResponseSchema,
  messagingUserSearchResponseSchema,
  type ConversationSummary,
} from '#shared/contracts/messaging.ts';
import { linkActiveGuardian, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { insertMember, insertTeam } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { asUser, inboxOf, makeMinor, newConversation } from '../../test/messaging/messaging-test-data.ts';

let t: TestApp;
let minor: TestUser;
let otherMinor: TestUser;
let guardian: TestUser;
let collegeStaff: TestUser;
let teamOwner: TestUser;
let adultMate: TestUser;
let group: ConversationSummary;
let direct: ConversationSummary;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  minor = await signUpUser(t.app, { displayName: 'Quinn Minor' });
  await makeMinor(db, minor.id, 15);
  await publishProfile(db, minor.id, { slug: 'quinn-minor', displayName: 'Quinn Minor' });
  otherMinor = await signUpUser(t.app, { displayName: 'Robin Minor' });
  await makeMinor(db, otherMinor.id, 16);
  guardian = await signUpUser(t.app, { displayName: 'Parent Pat' });
  await linkActiveGuardian(db, minor.id, guardian.id, guardian.email);
  const approved = await t.app.inject({
    method: 'PUT',
    url: `/api/guardian/players/${minor.id}/approval`,
    headers: asUser(guardian),
    payload: { visibility: 'recruiters_only' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  collegeStaff = await signUpWithRoles(t.app, ['programs_college_staff']);
  teamOwner = await signUpUser(t.app, { displayName: 'Owner Olive' });
  adultMate = await signUpUser(t.app, { displayName: 'Adult Alex' });
  const team = await insertTeam(db, teamOwner.id);
  for (const member of [minor, adultMate, otherMinor]) await insertMember(db, team.id, member.id);
  group = await newConversation(t.app, teamOwner, 'group', [minor, adultMate, otherMinor], 'Scrims');
  direct = await newConversation(t.app, collegeStaff, 'dm', [minor]);
});
afterAll(async () => t.close());

async function detailFor(user: TestUser, conversationId: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: asUser(user) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toMatch(/birth|"age"/i);
  return conversationDetailSchema.parse(response.json()).conversation;
}

async function searchFor(user: TestUser, q: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/conversations/user-search?q=${encodeURIComponent(q)}`, headers: asUser(user) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toMatch(/birth|"age"/i);
  return messagingUserSearchResponseSchema.parse(response.json()).users;
}

describe('an adult sees that a player is under 18 and a guardian reads along (issue 26.6)', () => {
  it('college staff: the created direct conversation, its detail and the inbox name the minor', async () => {
    expect(direct.minorParticipantIds).toEqual([minor.id]);
    expect((await detailFor(collegeStaff, direct.id)).minorParticipantIds).toEqual([minor.id]);
    const inbox = await inboxOf(t.app, collegeStaff);
    expect(inbox.conversations.find((c: ConversationSummary) => c.id === direct.id)?.minorParticipantIds).toEqual([minor.id]);
  });

  it('team staff and an adult teammate: every minor of the group, in join order', async () => {
    expect(group.minorParticipantIds).toEqual([minor.id, otherMinor.id]);
    expect((await detailFor(teamOwner, group.id)).minorParticipantIds).toEqual([minor.id, otherMinor.id]);
    expect((await detailFor(adultMate, group.id)).minorParticipantIds).toEqual([minor.id, otherMinor.id]);
  });

  it('another minor and the minor themself are told nothing about anyone’s age', async () => {
    expect((await detailFor(otherMinor, group.id)).minorParticipantIds).toEqual([]);
    expect((await detailFor(minor, group.id)).minorParticipantIds).toEqual([]);
    expect((await detailFor(minor, direct.id)).minorParticipantIds).toEqual([]);
  });

  it('the guardian’s read-only view names their player and carries no minor flag', async () => {
    const view = await detailFor(guardian, group.id);
    expect(view).toMatchObject({ readOnly: true, minorParticipantIds: [], guardedPlayerIds: [minor.id] });
    const list = await t.app.inject({ method: 'GET', url: '/api/guardian/conversations', headers: asUser(guardian) });
    const conversations = guardianConversationsResponseSchema.parse(list.json()).conversations;
    expect(conversations.filter((c) => c.type !== 'team').map((c) => [c.id, c.guardedPlayerIds])).toEqual([
      [direct.id, [minor.id]],
      [group.id, [minor.id]],
    ]);
  });

  it('the people search flags a minor for adult viewers only', async () => {
    expect((await searchFor(collegeStaff, 'Quinn')).find((u) => u.userId === minor.id)?.isUnderEighteen).toBe(true);
    expect((await searchFor(adultMate, 'Quinn')).find((u) => u.userId === minor.id)?.isUnderEighteen).toBe(true);
    expect((await searchFor(adultMate, 'Robin')).find((u) => u.userId === otherMinor.id)?.isUnderEighteen).toBe(true);
    expect((await searchFor(otherMinor, 'Quinn')).find((u) => u.userId === minor.id)?.isUnderEighteen).toBe(false);
    expect((await searchFor(minor, 'Owner')).find((u) => u.userId === teamOwner.id)?.isUnderEighteen).toBe(false);
    expect((await searchFor(adultMate, 'Owner')).find((u) => u.userId === teamOwner.id)?.isUnderEighteen).toBe(false);
  });
});
