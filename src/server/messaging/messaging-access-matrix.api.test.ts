/**
 * Runs the messaging access matrix (messaging.matrix.ts: every route of
 * messaging.routes.ts) on one app: a signed-in stranger, a platform admin,
 * the participant, the active guardian of the conversation's minor, the
 * active guardian of another minor and an invited guardian. Every refusal
 * changes no row (the runner's snapshot). The callers of an entry share one
 * conversation until a write is let through: a refusal is proven to change
 * no row and a read changes nothing the next caller's answer depends on
 * (decision 028, session 21).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertMember, insertTeam, insertUser } from '#server/test/teams/team-test-data.ts';
import { describeAccessMatrix, type AccessMatrixEntry } from '#server/test/access-matrix.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { linkGuardian, makeMinor, newConversation, recordRealtime, sendMessage } from '../test/messaging/messaging-test-data.ts';
import { MESSAGING_CALLERS, messagingAccessMatrix, OTHER_PERSONS_MESSAGE, type ConversationRows, type MessagingCaller, type MessagingFixture } from '../test/messaging/messaging.matrix.ts';

let t: TestApp;
const users = {} as Record<Exclude<MessagingCaller, 'anonymous'>, TestUser>;
let other: TestUser;
let realtime: ReturnType<typeof recordRealtime>;
let teamId: string;
let recruitId: string;

beforeAll(async () => {
  t = await createTestApp();
  users.stranger = await signUpUser(t.app);
  users.yes_admin = await signUpWithRoles(t.app, ['yes_admin']);
  users.participant = await signUpUser(t.app);
  users.guardian = await signUpUser(t.app);
  users.other_guardian = await signUpUser(t.app);
  users.invited_guardian = await signUpUser(t.app);
  const otherMinor = await insertUser(t.database.db, 'Matrix Other Minor');
  await linkGuardian(t.database.db, otherMinor.id, users.other_guardian, 'active');
  other = await signUpUser(t.app);
  realtime = recordRealtime(t.app);
  // One team, of the other person's, with the participant and one recruit; each cell's minor joins it.
  teamId = (await insertTeam(t.database.db, other.id)).id;
  await insertMember(t.database.db, teamId, users.participant.id);
  const recruit = await insertUser(t.database.db, 'Matrix Recruit');
  // On the team too, so that adding them keeps everyone able to reach the minor.
  await insertMember(t.database.db, teamId, recruit.id);
  recruitId = recruit.id;
});
afterAll(async () => t.close());

/**
 * A new group of the participant caller, the other person and a new minor
 * (all on one team, so everyone may reach them: decision 021) with an active
 * and an invited guardian, with a message from each of the first two. The
 * team and the recruit are the same in every cell (decision 028, session 21);
 * the minor is new, as a group of the same people is the same conversation.
 */
async function freshConversation(): Promise<ConversationRows> {
  const minor = await insertUser(t.database.db, 'Matrix Minor');
  await makeMinor(t.database.db, minor.id, 15);
  await insertMember(t.database.db, teamId, minor.id);
  await linkGuardian(t.database.db, minor.id, users.guardian, 'active');
  await linkGuardian(t.database.db, minor.id, users.invited_guardian, 'invited');
  const group = await newConversation(t.app, other, 'group', [users.participant, minor], 'Matrix');
  const otherMessage = await sendMessage(t.app, other, group.id, OTHER_PERSONS_MESSAGE);
  const ownMessage = await sendMessage(t.app, users.participant, group.id, 'from the participant');
  return { conversationId: group.id, ownMessageId: ownMessage.id, otherMessageId: otherMessage.id, otherUserId: other.id };
}

/** Every row version but the rate-limit counters (which any request may move). */
async function digests(): Promise<Record<string, string>> {
  const { rate_limits: _counters, ...rest } = await tableDigests(t.database.db);
  return rest;
}

/** The conversation the callers of an entry share (until a write is let through). */
const shared = new Map<AccessMatrixEntry<MessagingCaller, MessagingFixture>, Promise<ConversationRows>>();

describeAccessMatrix(messagingAccessMatrix, {
  app: () => t.app,
  cookie: (caller) => (caller === 'anonymous' ? undefined : users[caller].cookie),
  callers: MESSAGING_CALLERS,
  fixture: (entry, caller) => {
    const outcome = entry.expect[caller]!;
    const letsWriteThrough = !entry.route.startsWith('GET ') && (typeof outcome === 'number' ? outcome : [outcome.status].flat()[0]!) < 400;
    realtime.clear();
    let ready = 0;
    return {
      recruitId,
      async conversation() {
        if (!shared.has(entry)) shared.set(entry, freshConversation());
        const rows = await shared.get(entry)!;
        // This caller's write may change it: the next caller meets a new one.
        if (letsWriteThrough) shared.delete(entry);
        ready = realtime.calls.length;
        return rows;
      },
      published: () => realtime.calls.length - ready,
    };
  },
  unchanged: { snapshot: digests, when: (status) => status === 401 || status === 404 },
});

it('a refused rename or star leaves the conversation as it was', async () => {
  const fixture = await freshConversation();
  for (const user of [users.stranger, users.yes_admin, users.guardian, users.other_guardian, users.invited_guardian]) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${fixture.conversationId}`,
      headers: { cookie: user.cookie },
      payload: { title: 'Hijacked', isStarred: true },
    });
    expect(response.statusCode).toBe(404);
  }
  const seen = await t.app.inject({ method: 'GET', url: `/api/conversations/${fixture.conversationId}`, headers: { cookie: other.cookie } });
  expect(seen.json().conversation).toMatchObject({ title: 'Matrix', isStarred: false });
});
