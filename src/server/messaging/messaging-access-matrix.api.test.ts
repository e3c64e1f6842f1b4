/**
 * Who may use each messaging route (spec 5, 6; docs/decisions/011): signed
 * out 401 "User not authenticated"; a signed-in stranger and a platform
 * admin who are not in the conversation get 404 "Conversation not found"
 * on every conversation route and change nothing; a participant passes.
 * Guardians (issue 10.4): an active guardian of a minor in the conversation
 * reads it and its messages and may write nothing (404 like a stranger);
 * the active guardian of another minor and a guardian whose link is only
 * invited get 404 everywhere.
 * Each cell runs against a fresh conversation. The last test fails when a
 * route is added without a row here.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { insertMember, insertTeam, insertUser } from '#server/teams/team-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { tableDigests } from '#server/test/table-digests.ts';
import { signUpUser, signUpWithRoles, type TestUser } from '#server/test/test-users.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { linkGuardian, makeMinor, newConversation, recordRealtime, sendMessage } from './messaging-test-data.ts';

const ACTORS = ['anonymous', 'stranger', 'yes_admin', 'participant', 'guardian', 'other_guardian', 'invited_guardian'] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = [number, number, number, number, number, number, number];

interface Fixture {
  conversationId: string;
  /** The participant actor's own message. */
  ownMessageId: string;
  /** A message from the other participant. */
  otherMessageId: string;
  otherUserId: string;
  /** Someone in no conversation, reachable (an adult on the minor's team). */
  recruitId: string;
}

interface RouteCase {
  name: string;
  request: (fixture: Fixture) => { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  expected: Statuses;
}

// Columns:                      anon stranger admin participant guardian other_guardian invited_guardian
const PARTICIPANTS_ONLY = (ok: number): Statuses => [401, 404, 404, ok, 404, 404, 404];
const READERS = (ok: number): Statuses => [401, 404, 404, ok, ok, 404, 404];
const ANY_SIGNED_IN = (ok: number): Statuses => [401, ok, ok, ok, ok, ok, ok];
const conversation = (fixture: Fixture, path = '') => `/api/conversations/${fixture.conversationId}${path}`;

const ROUTES: RouteCase[] = [
  { name: 'GET /api/conversations', request: () => ({ method: 'GET', url: '/api/conversations?starred=false&limit=10' }), expected: ANY_SIGNED_IN(200) },
  { name: 'GET /api/conversations/unread-count', request: () => ({ method: 'GET', url: '/api/conversations/unread-count' }), expected: ANY_SIGNED_IN(200) },
  { name: 'GET /api/conversations/user-search', request: () => ({ method: 'GET', url: '/api/conversations/user-search?q=matrix' }), expected: ANY_SIGNED_IN(200) },
  {
    name: 'POST /api/conversations',
    request: (f) => ({ method: 'POST', url: '/api/conversations', payload: { type: 'group', participantIds: [f.recruitId] } }),
    expected: ANY_SIGNED_IN(201),
  },
  {
    name: 'GET /api/guardian/conversations',
    request: () => ({ method: 'GET', url: '/api/guardian/conversations?limit=10' }),
    expected: ANY_SIGNED_IN(200),
  },
  { name: 'GET /api/conversations/:conversationId', request: (f) => ({ method: 'GET', url: conversation(f) }), expected: READERS(200) },
  {
    name: 'PATCH /api/conversations/:conversationId',
    request: (f) => ({ method: 'PATCH', url: conversation(f), payload: { title: 'Renamed', isStarred: true } }),
    expected: PARTICIPANTS_ONLY(200),
  },
  {
    name: 'GET /api/conversations/:conversationId/messages',
    request: (f) => ({ method: 'GET', url: conversation(f, '/messages?limit=5') }),
    expected: READERS(200),
  },
  {
    name: 'POST /api/conversations/:conversationId/messages',
    request: (f) => ({ method: 'POST', url: conversation(f, '/messages'), payload: { body: 'matrix says hi' } }),
    expected: PARTICIPANTS_ONLY(201),
  },
  {
    name: 'DELETE /api/conversations/:conversationId/messages/:messageId',
    request: (f) => ({ method: 'DELETE', url: conversation(f, `/messages/${f.ownMessageId}`) }),
    expected: PARTICIPANTS_ONLY(200),
  },
  {
    name: 'POST /api/conversations/:conversationId/read',
    request: (f) => ({ method: 'POST', url: conversation(f, '/read'), payload: { messageId: f.otherMessageId } }),
    expected: PARTICIPANTS_ONLY(200),
  },
  {
    name: 'POST /api/conversations/:conversationId/participants',
    request: (f) => ({ method: 'POST', url: conversation(f, '/participants'), payload: { userId: f.recruitId } }),
    expected: PARTICIPANTS_ONLY(200),
  },
  {
    name: 'DELETE /api/conversations/:conversationId/participants/:userId',
    request: (f) => ({ method: 'DELETE', url: conversation(f, `/participants/${f.otherUserId}`) }),
    expected: PARTICIPANTS_ONLY(204),
  },
];

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'>, TestUser>;
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
 * A new group of the participant actor, the other person and a new minor
 * (all on one team, so everyone may reach them: decision 021) with an active
 * and an invited guardian, with a message from each of the first two. The
 * team and the recruit are the same in every cell (decision 028, session 21);
 * the minor is new, as a group of the same people is the same conversation.
 */
async function freshConversation(): Promise<Fixture> {
  const minor = await insertUser(t.database.db, 'Matrix Minor');
  await makeMinor(t.database.db, minor.id, 15);
  await insertMember(t.database.db, teamId, minor.id);
  await linkGuardian(t.database.db, minor.id, users.guardian, 'active');
  await linkGuardian(t.database.db, minor.id, users.invited_guardian, 'invited');
  const group = await newConversation(t.app, other, 'group', [users.participant, minor], 'Matrix');
  const otherMessage = await sendMessage(t.app, other, group.id, 'from the other');
  const ownMessage = await sendMessage(t.app, users.participant, group.id, 'from the participant');
  return { conversationId: group.id, ownMessageId: ownMessage.id, otherMessageId: otherMessage.id, otherUserId: other.id, recruitId };
}

/** Every row version but the rate-limit counters (which any request may move). */
async function digests(): Promise<Record<string, string>> {
  const { rate_limits: _counters, ...rest } = await tableDigests(t.database.db);
  return rest;
}

it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
  const mismatches: string[] = [];
  // The callers share one conversation until a write is let through: a refusal is proven to change no row (below) and a read
  // changes nothing the next caller's answer depends on, so the next caller meets the conversation as new (decision 028, session 21).
  let fixture: Fixture | null = null;
  /** The digests after the last refusal, while nothing else has run since. */
  let unchanged: Record<string, string> | null = null;
  for (const [index, actor] of ACTORS.entries()) {
    if (!fixture) {
      fixture = await freshConversation();
      unchanged = null;
    }
    const { method, url, payload } = route.request(fixture);
    const headers = actor === 'anonymous' ? {} : { cookie: users[actor].cookie };
    const want = route.expected[index]!;
    const refused = want === 401 || want === 404;
    const before = refused ? (unchanged ?? (await digests())) : null;
    unchanged = null;
    realtime.clear();
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (!refused && method !== 'GET') fixture = null;
    if (response.statusCode !== want) {
      mismatches.push(`${actor}: expected ${want}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
      fixture = null;
      continue;
    }
    if (actor === 'guardian' && want === 200 && route.name.endsWith('/messages') && !response.body.includes('from the other')) {
      mismatches.push('guardian: the read did not show the messages');
    }
    if (before) {
      const message = want === 401 ? MESSAGING_TEXTS.notAuthenticated : MESSAGING_TEXTS.conversationNotFound;
      if (response.json().error.message !== message) mismatches.push(`${actor}: message "${response.json().error.message}", expected "${message}"`);
      if (response.body.includes('from the other')) mismatches.push(`${actor}: the refusal shows a message`);
      const after = await digests();
      if (JSON.stringify(after) === JSON.stringify(before)) unchanged = after;
      else {
        mismatches.push(`${actor}: a refused request changed rows`);
        fixture = null;
      }
      if (realtime.calls.length > 0) mismatches.push(`${actor}: a refused request published ${realtime.calls.length} events`);
    }
  }
  expect(mismatches, route.name).toEqual([]);
});

it('a refused rename or star leaves the conversation as it was', async () => {
  const fixture = await freshConversation();
  for (const user of [users.stranger, users.yes_admin, users.guardian, users.other_guardian, users.invited_guardian]) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: conversation(fixture),
      headers: { cookie: user.cookie },
      payload: { title: 'Hijacked', isStarred: true },
    });
    expect(response.statusCode).toBe(404);
  }
  const seen = await t.app.inject({ method: 'GET', url: conversation(fixture), headers: { cookie: other.cookie } });
  expect(seen.json().conversation).toMatchObject({ title: 'Matrix', isStarred: false });
});

it('the matrix covers every route messagingRoutes registers', async () => {
  const registered: string[] = [];
  const bare = Fastify();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  bare.decorate('ctx', t.app.ctx);
  bare.decorate('rateLimits', t.app.rateLimits);
  bare.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
  });
  await bare.register(messagingRoutes);
  await bare.ready();
  await bare.close();
  expect(ROUTES.map((route) => route.name).sort()).toEqual(registered.sort());
});
