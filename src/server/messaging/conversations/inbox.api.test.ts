/**
 * The inbox (spec 2.8, 7.5; issue 5 "efficient reads"): newest activity
 * first, pages by the last conversation shown, the starred filter, names
 * and avatars from the profile (else the account), never an email, and one
 * data statement however many conversations there are.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxResponseSchema } from '#shared/contracts/messaging.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { userProfiles } from '#server/db/schema/profiles.ts';
import { insertUser, statementCountingApp } from '#server/test/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { asUser, inboxOf, newConversation, sendMessage } from '../../test/messaging/messaging-test-data.ts';

let t: TestApp;
let viewer: TestUser;
let friend: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await signUpUser(t.app, { displayName: 'Vera Viewer' });
  friend = await signUpUser(t.app, { displayName: 'Fred Friend' });
});
afterAll(async () => t.close());

/** Sets the activity time of a conversation, so that order tests do not hang on the clock. */
const touch = (conversationId: string, iso: string) =>
  t.database.db.execute(sql`update conversations set updated_at = ${iso} where id = ${conversationId}`);

describe('GET /api/conversations', () => {
  it('lists newest activity first, pages by the last one shown, and a message moves a conversation to the top', async () => {
    const user = await signUpUser(t.app);
    const others = await Promise.all(Array.from({ length: 5 }, (_, index) => insertUser(t.database.db, `Order ${index}`)));
    const ids: string[] = [];
    for (const [index, other] of others.entries()) {
      const conversation = await newConversation(t.app, user, 'dm', [other]);
      await touch(conversation.id, `2026-01-0${index + 1}T10:00:00Z`);
      ids.push(conversation.id);
    }
    // Two with the same time: the id breaks the tie, and the cursor keeps it.
    await touch(ids[1]!, '2026-01-03T10:00:00Z');
    const expected = [ids[4], ids[3], ...[ids[2], ids[1]].sort().reverse(), ids[0]];
    const all = await inboxOf(t.app, user);
    expect(all.conversations.map((c) => c.id)).toEqual(expected);
    expect(all.nextBefore).toBeNull();

    const seen: string[] = [];
    let query = '?limit=2';
    for (;;) {
      const page = await inboxOf(t.app, user, query);
      expect(page.conversations.length).toBeLessThanOrEqual(2);
      seen.push(...page.conversations.map((c) => c.id));
      if (!page.nextBefore) break;
      query = `?limit=2&before=${page.nextBefore}`;
    }
    expect(seen).toEqual(expected);

    await sendMessage(t.app, user, ids[0]!, 'back to the top');
    expect((await inboxOf(t.app, user)).conversations[0]?.id).toBe(ids[0]);
  });

  it('a cursor that is not one of the viewer’s conversations gives an empty page', async () => {
    const outsider = await signUpUser(t.app);
    const theirs = await newConversation(t.app, outsider, 'dm', [await insertUser(t.database.db, 'Someone')]);
    const page = await inboxOf(t.app, viewer, `?before=${theirs.id}`);
    expect(page.conversations).toEqual([]);
  });

  it('filters the viewer’s starred conversations', async () => {
    const user = await signUpUser(t.app);
    const starred = await newConversation(t.app, user, 'dm', [await insertUser(t.database.db, 'Star')]);
    await newConversation(t.app, user, 'dm', [await insertUser(t.database.db, 'Plain')]);
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/conversations/${starred.id}`, headers: asUser(user), payload: { isStarred: true } });
    expect(patch.statusCode).toBe(200);
    expect((await inboxOf(t.app, user)).conversations).toHaveLength(2);
    const filtered = await inboxOf(t.app, user, '?starred=true');
    expect(filtered.conversations.map((c) => [c.id, c.isStarred])).toEqual([[starred.id, true]]);
    expect((await inboxOf(t.app, user, '?starred=false')).conversations).toHaveLength(2);
  });

  it('shows names and avatars from the profile, else the account, the preview and unread count, and never an email', async () => {
    const withProfile = await insertUser(t.database.db, 'Account Name', { avatarUrl: 'https://img.test/account.png', email: 'with-profile@example.com' });
    await t.database.db.update(userProfiles).set({ displayName: 'Profile Name', avatarUrl: 'https://img.test/profile.png' }).where(eq(userProfiles.userId, withProfile.id));
    const accountOnly = await insertUser(t.database.db, 'Only Account', { avatarUrl: 'https://img.test/only.png', email: 'account-only@example.com' });
    await t.database.db.delete(userProfiles).where(eq(userProfiles.userId, accountOnly.id));
    const group = await newConversation(t.app, friend, 'group', [viewer, withProfile, accountOnly], 'Names');
    await sendMessage(t.app, friend, group.id, 'first');
    await sendMessage(t.app, friend, group.id, 'latest words');

    const response = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: asUser(viewer) });
    const inbox = inboxResponseSchema.parse(response.json());
    const summary = inbox.conversations.find((c) => c.id === group.id)!;
    expect(summary.participants.map((p) => [p.displayName, p.avatarUrl, p.role])).toEqual([
      ['Fred Friend', null, 'admin'],
      ['Vera Viewer', null, 'member'],
      ['Profile Name', 'https://img.test/profile.png', 'member'],
      ['Only Account', 'https://img.test/only.png', 'member'],
    ]);
    expect(summary).toMatchObject({ title: 'Names', role: 'member', unreadCount: 2, latestMessage: { body: 'latest words', senderName: 'Fred Friend', senderId: friend.id } });
    expect(inbox.unreadTotal).toBeGreaterThanOrEqual(2);
    const [account] = await t.database.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, viewer.id));
    for (const email of [account!.email, friend.email, 'with-profile@example.com', 'account-only@example.com']) {
      expect(response.body).not.toContain(email);
    }
    expect(response.body).not.toContain('@');
  });

  it('runs one data statement, and as many statements for 3 conversations as for 40', async () => {
    const user = await signUpUser(t.app);
    const others = await Promise.all(Array.from({ length: 40 }, (_, index) => insertUser(t.database.db, `Many ${index}`)));
    for (const other of others.slice(0, 3)) await sendMessage(t.app, user, (await newConversation(t.app, user, 'dm', [other])).id, 'hi');
    const counter = await statementCountingApp(t);
    try {
      const cookie = await counter.signIn(user.email);
      const few = await counter.count({ method: 'GET', url: '/api/conversations', headers: { cookie } });
      expect(few.response.statusCode).toBe(200);
      expect(few.response.json().conversations).toHaveLength(3);
      const dataStatements = few.statements.filter((text) => text.includes('messages'));
      expect(dataStatements).toHaveLength(1);

      for (const other of others.slice(3)) await sendMessage(t.app, user, (await newConversation(t.app, user, 'dm', [other])).id, 'hi');
      const many = await counter.count({ method: 'GET', url: '/api/conversations', headers: { cookie } });
      expect(many.response.json().conversations).toHaveLength(40);
      expect(many.statements.length).toBe(few.statements.length);
      expect(many.statements.length).toBeLessThanOrEqual(5);
      const badge = await counter.count({ method: 'GET', url: '/api/conversations/unread-count', headers: { cookie } });
      expect(badge.statements.length).toBe(few.statements.length);
      console.info(`inbox request: ${many.statements.length} statements (${many.statements.length - 1} to find the viewer, 1 for the data)`);
    } finally {
      await counter.close();
    }
  });
});
