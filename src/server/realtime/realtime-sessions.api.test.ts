/**
 * security: a session's sockets end with the session (issue 10.10,
 * decision 016). Two app instances on one database, as two server
 * processes: when a session ends on one (sign-out, revoked from the
 * sessions list, a password change or reset that revokes sessions), its
 * sockets on the other close at once with 4401 (not at the next keepalive,
 * which these instances run only every 10 minutes) and get nothing
 * published after.
 * One user holds at most 20 sockets per process: the 21st closes the oldest
 * with 4429.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary, Message } from '#shared/contracts/messaging.ts';
import { sessions } from '#server/db/schema/auth.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { cookieHeader, storedSessionToken } from '#server/test/session-cookies.ts';
import { TEST_PASSWORD, outboxFor, signIn, signUpUser, type TestUser } from '#server/test/test-users.ts';
import { MAX_SOCKETS_PER_USER, NOT_SIGNED_IN_CLOSE_CODE, TOO_MANY_SOCKETS_CLOSE_CODE } from './realtime-hub.ts';
import { openSignedInSocket, realtimeUrlOf, settle, withoutMarkers, type TestSocket } from '../test/realtime/realtime-test-client.ts';

const ORIGIN = 'http://localhost:3000';
/** Only the session-ended event can close a socket here, never the keepalive's session check. */
const KEEPALIVE_NEVER_IN_A_TEST = 10 * 60 * 1000;
const ENDED = { code: NOT_SIGNED_IN_CLOSE_CODE, reason: 'Not signed in' };

let t: TestApp;
let second: Awaited<ReturnType<TestApp['openSecondInstance']>>;
let urlA: string;
let urlB: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ realtimeKeepaliveMs: KEEPALIVE_NEVER_IN_A_TEST });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  urlA = realtimeUrlOf(t.app);
  second = await t.openSecondInstance({ realtimeKeepaliveMs: KEEPALIVE_NEVER_IN_A_TEST });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = realtimeUrlOf(second.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await second?.close();
  await t?.close();
});

async function socketOn(url: string, cookie: string): Promise<TestSocket> {
  const socket = await openSignedInSocket(url, cookie);
  sockets.push(socket);
  return socket;
}

/** Another session of the user (another browser). */
async function anotherSession(user: TestUser): Promise<string> {
  const response = await signIn(t.app, user.email);
  expect(response.statusCode).toBe(200);
  return cookieHeader(response.headers['set-cookie']);
}

async function sessionIdOf(user: TestUser, cookie: string): Promise<string> {
  const rows = await t.database.db.select({ id: sessions.id, token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
  const own = rows.find((row) => row.token === storedSessionToken(cookie));
  expect(own).toBeDefined();
  return own!.id;
}

async function dm(from: TestUser, to: TestUser): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie: from.cookie },
    payload: { type: 'dm', participantIds: [to.id] },
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  return (created.json().conversation as ConversationSummary).id;
}

async function send(from: TestUser, conversationId: string, body: string): Promise<Message> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie: from.cookie },
    payload: { body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().message as Message;
}

const bodiesOf = (socket: TestSocket) =>
  withoutMarkers(socket).flatMap((event) => (event.type === 'message.created' ? [event.message.body] : []));

describe('security: realtime sockets end with their session (issue 10.10)', () => {
  it('sign-out on instance A closes that session socket on instance B at once; later messages do not reach it', async () => {
    const reader = await signUpUser(t.app, { displayName: 'Rin Reader' });
    const writer = await signUpUser(t.app, { displayName: 'Wes Writer' });
    const conversationId = await dm(writer, reader);
    const laptopCookie = await anotherSession(reader);
    const laptop = await socketOn(urlB, laptopCookie);
    const phone = await socketOn(urlB, reader.cookie);
    await send(writer, conversationId, 'before sign-out');
    await laptop.waitFor((event) => event.type === 'message.created');

    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: laptopCookie, origin: ORIGIN } });
    expect(signOut.statusCode).toBe(200);

    // Notifications reach instance B in order: the session's end, then this message.
    await send(writer, conversationId, 'after sign-out');
    await settle(t.app, [{ user: reader, sockets: [phone] }]);
    expect(bodiesOf(phone)).toEqual(['before sign-out', 'after sign-out']);
    expect(bodiesOf(laptop)).toEqual(['before sign-out']);
    expect(await laptop.closed).toEqual(ENDED);
  });

  it('a session signed out from the sessions list closes on the other instance; this device stays', async () => {
    const user = await signUpUser(t.app);
    const phoneCookie = await anotherSession(user);
    const phone = await socketOn(urlB, phoneCookie);
    const here = await socketOn(urlA, user.cookie);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${await sessionIdOf(user, phoneCookie)}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(await phone.closed).toEqual(ENDED);
    await settle(t.app, [{ user, sockets: [here] }]);
  });

  it('"sign out of all other sessions" closes every other session socket on both instances', async () => {
    const user = await signUpUser(t.app);
    const tablet = await anotherSession(user);
    const laptop = await anotherSession(user);
    const ending = [await socketOn(urlA, tablet), await socketOn(urlB, tablet), await socketOn(urlB, laptop)];
    const staying = [await socketOn(urlA, user.cookie), await socketOn(urlB, user.cookie)];
    const response = await second.app.inject({
      method: 'POST',
      url: '/api/account/sessions/revoke-others',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(response.json()).toEqual({ revoked: 2 });
    for (const socket of ending) expect(await socket.closed).toEqual(ENDED);
    await settle(t.app, [{ user, sockets: staying }]);
  });

  it('a password change that signs out other devices closes their sockets', async () => {
    const user = await signUpUser(t.app);
    const other = await anotherSession(user);
    const otherSocket = await socketOn(urlB, other);
    const ownSocket = await socketOn(urlB, user.cookie);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'changed-password-4', revokeOtherSessions: true },
    });
    expect(response.statusCode).toBe(200);
    expect(await otherSocket.closed).toEqual(ENDED);
    // better-auth replaces this session too (a new cookie comes back): its old socket ends as well.
    expect(await ownSocket.closed).toEqual(ENDED);
    const fresh = await socketOn(urlB, cookieHeader(response.headers['set-cookie']));
    await settle(t.app, [{ user, sockets: [fresh] }]);
  });

  it('a password reset (which revokes every session) closes every socket of the account', async () => {
    const user = await signUpUser(t.app);
    const open = [await socketOn(urlA, user.cookie), await socketOn(urlB, user.cookie)];
    const requested = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
    expect(requested.statusCode).toBe(200);
    const [mail] = await outboxFor(t.database.db, user.email);
    const token = /reset-password\?token=([^\s&]+)/.exec(mail?.textBody ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token!), newPassword: 'reset-password-5' },
    });
    expect(reset.statusCode).toBe(200);
    for (const socket of open) expect(await socket.closed).toEqual(ENDED);
  });
});

describe('security: sockets per account are bounded (issue 10.10)', () => {
  it(`the socket past ${MAX_SOCKETS_PER_USER} on one process closes the user's oldest with 4429; the rest keep receiving`, async () => {
    const user = await signUpUser(t.app);
    const bystander = await signUpUser(t.app);
    const bystanderSocket = await socketOn(urlA, bystander.cookie);
    const opened: TestSocket[] = [];
    for (let index = 0; index < MAX_SOCKETS_PER_USER; index += 1) opened.push(await socketOn(urlA, user.cookie));
    const onOtherProcess = await socketOn(urlB, user.cookie);

    const newest = await socketOn(urlA, user.cookie);
    expect(await opened[0]!.closed).toEqual({ code: TOO_MANY_SOCKETS_CLOSE_CODE, reason: 'Too many connections' });
    const newer = await socketOn(urlA, user.cookie);
    expect(await opened[1]!.closed).toEqual({ code: TOO_MANY_SOCKETS_CLOSE_CODE, reason: 'Too many connections' });

    // 20 on this process (the 18 left of the first ones, the two newest), one on the other, and the bystander's.
    await settle(t.app, [
      { user, sockets: [...opened.slice(2), newest, newer, onOtherProcess] },
      { user: bystander, sockets: [bystanderSocket] },
    ]);
  });
});
