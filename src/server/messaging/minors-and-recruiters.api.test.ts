/**
 * Messaging a minor (RECRUITING.md "Visibility and minors"; docs/decisions/
 * 011, 021): first contact only from people on a team with them or from a
 * recruiter once a guardian approved publishing; never from the general
 * public, even for a public profile. The guardian reads the recruiter's
 * conversation, and revoking publishing does not cut the guardian off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEXTS, messagingUserSearchResponseSchema } from '#shared/contracts/messaging.ts';
import { linkActiveGuardian, publishProfile } from '#server/test/profiles/player-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { asUser, createConversation, makeMinor, sendMessage } from '../test/messaging/messaging-test-data.ts';

let t: TestApp;
let minor: TestUser;
let guardian: TestUser;
let recruiter: TestUser;
let coach: TestUser;
let stranger: TestUser;
let adult: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  minor = await signUpUser(t.app, { displayName: 'Quinn Young', email: 'quinn.young@example.com' });
  await makeMinor(db, minor.id, 15);
  await publishProfile(db, minor.id, { slug: 'quinn-young', displayName: 'Quinn Young', visibility: 'public' });
  guardian = await signUpUser(t.app, { displayName: 'Parent of Quinn' });
  await linkActiveGuardian(db, minor.id, guardian.id, guardian.email);
  recruiter = await signUpWithRoles(t.app, ['programs_college_staff']);
  coach = await signUpWithRoles(t.app, ['coaching_program_coach_college_coach']);
  stranger = await signUpUser(t.app);
  adult = await signUpUser(t.app, { displayName: 'Grown Player' });
});
afterAll(async () => t.close());

const approve = (visibility: 'recruiters_only' | 'public') =>
  t.app.inject({ method: 'PUT', url: `/api/guardian/players/${minor.id}/approval`, headers: asUser(guardian), payload: { visibility } });
const revoke = () => t.app.inject({ method: 'DELETE', url: `/api/guardian/players/${minor.id}/approval`, headers: asUser(guardian) });
const dm = (from: TestUser, to: { id: string }) => createConversation(t.app, from, { type: 'dm', participantIds: [to.id] });
async function offered(viewer: TestUser, q: string, target: { id: string }) {
  const response = await t.app.inject({ method: 'GET', url: `/api/conversations/user-search?q=${encodeURIComponent(q)}`, headers: asUser(viewer) });
  return messagingUserSearchResponseSchema.parse(response.json()).users.some((user) => user.userId === target.id);
}

describe('first contact with a minor (decision 021)', () => {
  it('nobody but teammates reaches a minor whose publishing no guardian approved, public profile or not', async () => {
    for (const viewer of [recruiter, stranger]) {
      const response = await dm(viewer, minor);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(MESSAGING_TEXTS.userNotFound);
      expect(await offered(viewer, 'Quinn', minor)).toBe(false);
    }
  });

  it('once a guardian approves recruiters_only, recruiters reach the minor and the general public still does not', async () => {
    expect((await approve('recruiters_only')).statusCode).toBe(200);
    expect(await offered(recruiter, 'quinn', minor)).toBe(true);
    expect(await offered(coach, 'quinn', minor)).toBe(true);
    expect(await offered(stranger, 'quinn', minor)).toBe(false);
    expect((await dm(stranger, minor)).statusCode).toBe(400);
  });

  it('even an approved public profile is not reachable by the general public', async () => {
    expect((await approve('public')).statusCode).toBe(200);
    expect((await dm(stranger, minor)).statusCode).toBe(400);
    expect(await offered(stranger, 'quinn.young@example.com', minor)).toBe(false);
    // Adults are unchanged.
    expect((await dm(stranger, adult)).statusCode).toBe(201);
  });

  it('a recruiter cannot bring a stranger into a group with the minor', async () => {
    const group = await createConversation(t.app, recruiter, { type: 'group', participantIds: [minor.id, stranger.id], title: 'Tryout' });
    expect(group.statusCode).toBe(403);
    expect(group.json().error.message).toBe(MESSAGING_TEXTS.notReachableByEveryone);
  });

  it('the guardian reads the recruiter conversation, read-only, and keeps reading after revoking publishing', async () => {
    const created = await dm(recruiter, minor);
    expect(created.statusCode, created.body).toBe(201);
    const conversationId = created.json().conversation.id as string;
    await sendMessage(t.app, recruiter, conversationId, 'We would like to invite you to a tryout');
    const read = async () => t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, headers: asUser(guardian) });
    expect((await read()).json().messages.map((m: { body: string }) => m.body)).toEqual(['We would like to invite you to a tryout']);
    const listed = await t.app.inject({ method: 'GET', url: '/api/guardian/conversations', headers: asUser(guardian) });
    expect(listed.json().conversations.map((c: { id: string; readOnly: boolean }) => [c.id, c.readOnly])).toEqual([[conversationId, true]]);

    expect((await revoke()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    // The minor may still reply in the existing conversation; the recruiter can no longer start a new one.
    expect((await sendMessage(t.app, minor, conversationId, 'Thank you!')).body).toBe('Thank you!');
    expect(await offered(recruiter, 'quinn', minor)).toBe(false);
  });
});
