/**
 * The realtime websocket and its LISTEN/NOTIFY bus, with real ws clients
 * against apps listening on loopback ports: authentication by the session
 * cookie, the cross-origin refusal, delivery to the listed users only, two
 * app instances on one database, a message too long for one NOTIFY, the
 * keepalive, and closing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, RealtimeEvent } from '#shared/contracts/messaging.ts';
import { conversationParticipants, conversations, messages } from '#server/db/schema/messaging.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { openRealtimePair, type RealtimePair } from '#server/test/realtime/realtime-pair.ts';
import { cookieHeader } from '#server/test/session-cookies.ts';
import { signIn, type TestUser } from '#server/test/test-users.ts';
import { encodeNotice } from './notify-realtime-bus.ts';
import { rowsOf } from '#server/db/sql.ts';
import { NOT_SIGNED_IN_CLOSE_CODE, RECONNECT_CLOSE_CODE } from './realtime-hub.ts';
import { openSignedInSocket, openSocket, realtimeUrlOf, settle, withoutMarkers } from '../test/realtime/realtime-test-client.ts';

let pair: RealtimePair;
let t: TestApp;
let second: RealtimePair['second'];
let url1: string;
let url2: string;
let alex: TestUser;
let blair: TestUser;
let casey: TestUser;

const CONVERSATION_ID = '11111111-1111-4111-8111-111111111111';
const signedIn = (url: string, user: TestUser) => pair.signedIn(url, user);

beforeAll(async () => {
  pair = await openRealtimePair(['Alex Sender', 'Blair Reader', 'Casey Stranger']);
  ({ t, second, url1, url2 } = pair);
  [alex, blair, casey] = pair.users as [TestUser, TestUser, TestUser];
});
afterAll(async () => pair?.close());

describe('GET /api/realtime: who may connect', () => {
  it('closes a socket without a valid session with 4401 and sends it nothing', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const socket = await openSocket(url1, { cookie });
      expect(await socket.closed).toEqual({ code: NOT_SIGNED_IN_CLOSE_CODE, reason: 'Not signed in' });
      expect(socket.events).toEqual([]);
    }
  });

  it('refuses an upgrade from an untrusted origin with 403 (CSWSH) and accepts the app origin in each loopback spelling', async () => {
    // The test app's BASE_URL is http://localhost:3000: the trusted list of sign-in and the CSRF hook (issue 10.8).
    for (const origin of ['http://evil.example', 'null', 'http://localhost:3001', 'http://127.0.0.1.evil.example:3000', `http://127.0.0.1:${new URL(url1).port}`]) {
      await expect(openSocket(url1, { cookie: alex.cookie, origin })).rejects.toThrow('refused 403');
    }
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const socket = await openSocket(url1, { cookie: alex.cookie, origin });
      pair.adopt(socket);
      await socket.waitFor((event) => event.type === 'ready');
    }
  });

  it('answers a plain GET (no upgrade) with 400 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/realtime', headers: { cookie: alex.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
  });
});

describe('delivery', () => {
  it('gives an event to the listed users only, on each of their tabs', async () => {
    const alexTab = await signedIn(url1, alex);
    const blairTabs = [await signedIn(url1, blair), await signedIn(url1, blair)];
    const caseyTab = await signedIn(url1, casey);

    const event: RealtimeEvent = { type: 'conversation.updated', conversationId: CONVERSATION_ID };
    await t.app.ctx.realtime.publish([blair.id], event);
    await settle(t.app, [
      { user: alex, sockets: [alexTab] },
      { user: blair, sockets: blairTabs },
      { user: casey, sockets: [caseyTab] },
    ]);

    for (const tab of blairTabs) expect(withoutMarkers(tab)).toEqual([{ type: 'ready' }, event]);
    expect(withoutMarkers(alexTab)).toEqual([{ type: 'ready' }]);
    expect(withoutMarkers(caseyTab)).toEqual([{ type: 'ready' }]);
  });

  it('reaches sockets on another app instance of the same database, both ways', async () => {
    const alexOn1 = await signedIn(url1, alex);
    const blairOn2 = await signedIn(url2, blair);
    const caseyOn2 = await signedIn(url2, casey);

    const toBlair: RealtimeEvent = { type: 'conversation.removed', conversationId: CONVERSATION_ID };
    await t.app.ctx.realtime.publish([blair.id], toBlair);
    await expect(blairOn2.waitFor((event) => event.type === 'conversation.removed')).resolves.toEqual(toBlair);

    const toAlex: RealtimeEvent = { type: 'conversation.updated', conversationId: CONVERSATION_ID };
    await second.app.ctx.realtime.publish([alex.id], toAlex);
    await expect(alexOn1.waitFor((event) => event.type === 'conversation.updated')).resolves.toEqual(toAlex);

    await settle(t.app, [
      { user: alex, sockets: [alexOn1] },
      { user: blair, sockets: [blairOn2] },
      { user: casey, sockets: [caseyOn2] },
    ]);
    expect(withoutMarkers(caseyOn2)).toEqual([{ type: 'ready' }]);
    expect(withoutMarkers(blairOn2)).toEqual([{ type: 'ready' }, toBlair]);
  });

  it('a message too long for one NOTIFY arrives whole, on both instances, before the events sent after it', async () => {
    await t.database.db.insert(conversations).values({ id: CONVERSATION_ID, type: 'dm', maxParticipants: 2, createdBy: alex.id });
    await t.database.db.insert(conversationParticipants).values([
      { conversationId: CONVERSATION_ID, userId: alex.id, role: 'admin' },
      { conversationId: CONVERSATION_ID, userId: blair.id },
    ]);
    // 4000 characters of 3 and 4 bytes each: about 14 kB of UTF-8.
    const body = '€🎮'.repeat(1334).slice(0, 4000);
    const [row] = await t.database.db
      .insert(messages)
      .values({ conversationId: CONVERSATION_ID, senderId: alex.id, body, createdAt: new Date('2026-03-01T10:00:00.123Z') })
      .returning({ id: messages.id });
    const message: Message = {
      id: row!.id,
      conversationId: CONVERSATION_ID,
      senderId: alex.id,
      senderName: 'Alex Sender',
      senderAvatarUrl: null,
      body,
      createdAt: '2026-03-01T10:00:00.123Z',
      deletedAt: null,
    };
    const created: RealtimeEvent = { type: 'message.created', conversationId: CONVERSATION_ID, message };
    // It travels as a pointer (the full event would be refused by PostgreSQL).
    const notice = JSON.parse(encodeNotice([blair.id], created)!);
    expect(notice).toEqual({ userIds: [blair.id], messageId: message.id, conversationId: CONVERSATION_ID });

    const blairOn1 = await signedIn(url1, blair);
    const blairOn2 = await signedIn(url2, blair);
    const caseyOn2 = await signedIn(url2, casey);
    const after: RealtimeEvent = { type: 'conversation.read', conversationId: CONVERSATION_ID, userId: blair.id, messageId: message.id };
    await t.app.ctx.realtime.publish([alex.id, blair.id], created);
    await t.app.ctx.realtime.publish([blair.id], after);
    await settle(t.app, [
      { user: blair, sockets: [blairOn1, blairOn2] },
      { user: casey, sockets: [caseyOn2] },
    ]);

    for (const tab of [blairOn1, blairOn2]) expect(withoutMarkers(tab)).toEqual([{ type: 'ready' }, created, after]);
    expect(withoutMarkers(caseyOn2)).toEqual([{ type: 'ready' }]);
  });

  it('a long message deleted before it is loaded arrives without its text', async () => {
    const body = 'ж'.repeat(4000);
    const [row] = await t.database.db
      .insert(messages)
      .values({ conversationId: CONVERSATION_ID, senderId: alex.id, body, deletedAt: new Date() })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    const blairOn2 = await signedIn(url2, blair);
    await t.app.ctx.realtime.publish([blair.id], {
      type: 'message.created',
      conversationId: CONVERSATION_ID,
      message: {
        id: row!.id,
        conversationId: CONVERSATION_ID,
        senderId: alex.id,
        senderName: 'Alex Sender',
        senderAvatarUrl: null,
        body,
        createdAt: row!.createdAt.toISOString(),
        deletedAt: null,
      },
    });
    const received = await blairOn2.waitFor((event) => event.type === 'message.created');
    expect(received.type === 'message.created' && received.message).toMatchObject({ id: row!.id, body: null, deletedAt: expect.any(String) });
  });

  it('a publish that cannot be notified is logged, never thrown to the caller', async () => {
    // An event too large even as a pointer (no message to point at).
    const tooMany = Array.from({ length: 400 }, (_, index) => `user-${index}-${'x'.repeat(20)}`);
    expect(encodeNotice(tooMany, { type: 'conversation.updated', conversationId: CONVERSATION_ID })).toBeNull();
    await expect(
      t.app.ctx.realtime.publish(tooMany, { type: 'conversation.updated', conversationId: CONVERSATION_ID }),
    ).resolves.toBeUndefined();
  });
});

describe('keepalive and closing', () => {
  it('drops a socket that stops answering pings; one that answers stays', async () => {
    const quick = await t.openSecondInstance({ realtimeKeepaliveMs: 200 });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const url = realtimeUrlOf(quick.app);
      const silent = await openSocket(url, { cookie: alex.cookie, isSilent: true });
      await silent.waitFor((event) => event.type === 'ready');
      const live = await signedIn(url, alex);
      // The server terminates it: the client sees an abnormal close.
      expect((await silent.closed).code).toBe(1006);
      await settle(quick.app, [{ user: alex, sockets: [live] }]);
    } finally {
      await quick.close();
    }
  });

  it('closes the socket of a session that ended (signed out in another tab) with 4401 at the next keepalive', async () => {
    // A second session of Casey's (another browser), signed in before the sockets open (hashing is slow).
    const cookie = cookieHeader((await signIn(t.app, casey.email)).headers['set-cookie']);
    const quick = await t.openSecondInstance({ realtimeKeepaliveMs: 200 });
    try {
      await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const url = realtimeUrlOf(quick.app);
      const ending = await signedIn(url, { ...casey, cookie });
      const stays = await signedIn(url, casey);
      const signOut = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie, origin: 'http://localhost:3000' },
      });
      expect(signOut.statusCode).toBe(200);
      expect(await ending.closed).toEqual({ code: NOT_SIGNED_IN_CLOSE_CODE, reason: 'Not signed in' });
      // The other session's socket stays.
      await settle(quick.app, [{ user: casey, sockets: [stays] }]);
    } finally {
      await quick.close();
    }
  });

  it('an instance whose LISTEN connection was cut asks its clients to reconnect (1012) and delivers again', async () => {
    const listenPids = async () =>
      (await rowsOf<{ pid: number }>(t.database.db, sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`)).map(
        (row) => row.pid,
      );
    const before = t.database.kind === 'postgres' ? await listenPids() : [];
    let relisten: (() => void) | undefined;
    const cut = await t.openSecondInstance((database) => ({
      listen: (channel, onPayload, onRelisten) => {
        relisten = onRelisten;
        return database.listen(channel, onPayload, onRelisten);
      },
    }));
    try {
      await cut.app.listen({ port: 0, host: '127.0.0.1' });
      const url = realtimeUrlOf(cut.app);
      const cutOff = await signedIn(url, blair);
      if (t.database.kind === 'postgres') {
        // The real thing: the server ends the instance's LISTEN connection; it reconnects and LISTENs again.
        const [pid] = (await listenPids()).filter((candidate) => !before.includes(candidate));
        expect(pid).toBeDefined();
        await t.database.db.execute(sql`select pg_terminate_backend(${pid})`);
      } else {
        // PGlite is one in-process connection that cannot be cut: play the listener's part.
        expect(relisten).toBeDefined();
        relisten?.();
      }
      expect((await cutOff.closed).code).toBe(RECONNECT_CLOSE_CODE);

      const reconnected = await signedIn(url, blair);
      const event: RealtimeEvent = { type: 'conversation.updated', conversationId: CONVERSATION_ID };
      // Until the LISTEN is back, a notification may be missed: publish until one arrives.
      for (let attempt = 0; attempt < 50 && !reconnected.events.some((received) => received.type === 'conversation.updated'); attempt++) {
        await t.app.ctx.realtime.publish([blair.id], event);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await expect(reconnected.waitFor((received) => received.type === 'conversation.updated')).resolves.toEqual(event);
    } finally {
      await cut.close();
    }
  });

  it('closing an app closes its sockets and stops its listening; the other instance keeps delivering', async () => {
    const heard: string[] = [];
    const closing = await t.openSecondInstance((database) => ({
      listen: (channel, onPayload, onRelisten) =>
        database.listen(
          channel,
          (payload) => {
            heard.push(payload);
            onPayload(payload);
          },
          onRelisten,
        ),
    }));
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const onClosing = await openSignedInSocket(realtimeUrlOf(closing.app), blair.cookie);
    const onFirst = await signedIn(url1, blair);
    await settle(t.app, [{ user: blair, sockets: [onClosing, onFirst] }]);
    expect(heard.length).toBeGreaterThan(0);

    await closing.close();
    const { code } = await onClosing.closed;
    expect(code).not.toBe(NOT_SIGNED_IN_CLOSE_CODE);
    const heardBefore = heard.length;

    await settle(t.app, [{ user: blair, sockets: [onFirst] }]);
    expect(heard).toHaveLength(heardBefore);
  });
});
