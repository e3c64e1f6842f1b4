import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '#shared/contracts/messaging.ts';
import { FakeRealtimeSocket } from '#web/test/realtime/fake-realtime-socket.ts';
import {
  createRealtimeConnection,
  NOT_SIGNED_IN_CLOSE_CODE,
  TOO_MANY_SOCKETS_CLOSE_CODE,
  reconnectDelay,
  realtimeUrl,
  RECONNECT_MAX_MS,
  type RealtimeConnection,
  type RealtimeNotice,
} from '#web/lib/realtime/realtime-client.ts';

const CONVERSATION_ID = '0b6f1c1e-8c55-4d8e-9a43-5d0c1b7f2a10';
const MESSAGE_ID = '5e2a7c3d-1f4b-4a6e-8d9c-0a1b2c3d4e5f';

const created: RealtimeEvent = {
  type: 'message.created',
  conversationId: CONVERSATION_ID,
  message: {
    id: MESSAGE_ID,
    conversationId: CONVERSATION_ID,
    senderId: 'user-a',
    senderName: 'Alex',
    senderAvatarUrl: null,
    body: 'gg',
    createdAt: '2026-03-01T10:00:00.000Z',
    deletedAt: null,
  },
};

function connect(options: { random?: () => number; isVisible?: () => boolean } = {}): {
  connection: RealtimeConnection;
  window: EventTarget;
} {
  const target = new EventTarget();
  const connection = createRealtimeConnection({
    createSocket: (url) => new FakeRealtimeSocket(url),
    url: () => 'ws://app.test/api/realtime',
    window: target,
    random: options.random ?? (() => 1),
    isVisible: options.isVisible,
  });
  return { connection, window: target };
}

function recorder() {
  const notices: RealtimeNotice[] = [];
  return { notices, listener: (notice: RealtimeNotice) => notices.push(notice) };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeRealtimeSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('opens one socket for two subscribers and hands every event to both', () => {
    const { connection } = connect();
    const first = recorder();
    const second = recorder();
    connection.subscribe(first.listener);
    connection.subscribe(second.listener);

    expect(FakeRealtimeSocket.instances).toHaveLength(1);
    expect(FakeRealtimeSocket.last.url).toBe('ws://app.test/api/realtime');
    expect(connection.getStatus()).toBe('connecting');

    FakeRealtimeSocket.last.acceptAsSignedIn();
    expect(connection.getStatus()).toBe('open');
    FakeRealtimeSocket.last.serverSend(created);

    for (const { notices } of [first, second]) {
      expect(notices).toEqual([{ type: 'ready' }, created]);
    }
  });

  it('closes the socket as soon as the last subscriber leaves; a later subscriber opens a new one (a new session)', () => {
    const { connection } = connect();
    const first = connection.subscribe(() => {});
    const second = connection.subscribe(() => {});
    const socket = FakeRealtimeSocket.last;
    socket.acceptAsSignedIn();

    first();
    expect(socket.closedByClient).toBeNull();
    second();
    expect(socket.closedByClient).toEqual({ code: 1000, reason: 'done' });
    expect(connection.getStatus()).toBe('closed');
    // Nothing reconnects a socket nobody listens to.
    vi.advanceTimersByTime(60_000);
    expect(FakeRealtimeSocket.instances).toHaveLength(1);

    // A remount for another user (sign-out, sign-in) gets a socket of its own, and no 'reconnected'.
    const { notices, listener } = recorder();
    connection.subscribe(listener);
    expect(FakeRealtimeSocket.instances).toHaveLength(2);
    FakeRealtimeSocket.last.acceptAsSignedIn();
    expect(notices).toEqual([{ type: 'ready' }]);
  });

  it('a drop while waiting to reconnect and the last subscriber leaving cancels the reconnect', () => {
    const { connection } = connect();
    const unsubscribe = connection.subscribe(() => {});
    FakeRealtimeSocket.last.acceptAsSignedIn();
    FakeRealtimeSocket.last.serverClose(1006);
    unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(FakeRealtimeSocket.instances).toHaveLength(1);
    expect(connection.getStatus()).toBe('closed');
  });

  it('reconnects after a drop with growing backoff and says reconnected after the new socket is ready', () => {
    const { connection } = connect();
    const { notices, listener } = recorder();
    connection.subscribe(listener);
    FakeRealtimeSocket.last.acceptAsSignedIn();

    FakeRealtimeSocket.last.serverClose(1006);
    expect(connection.getStatus()).toBe('connecting');
    vi.advanceTimersByTime(reconnectDelay(0, () => 1) - 1);
    expect(FakeRealtimeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeRealtimeSocket.instances).toHaveLength(2);

    // The second try fails too: the next wait is twice as long.
    FakeRealtimeSocket.last.serverClose(1006);
    vi.advanceTimersByTime(reconnectDelay(1, () => 1) - 1);
    expect(FakeRealtimeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeRealtimeSocket.instances).toHaveLength(3);
    expect(notices).toEqual([{ type: 'ready' }]);

    FakeRealtimeSocket.last.acceptAsSignedIn();
    expect(notices).toEqual([{ type: 'ready' }, { type: 'ready' }, { type: 'reconnected' }]);
    expect(connection.getStatus()).toBe('open');

    // A success resets the backoff.
    FakeRealtimeSocket.last.serverClose(1001);
    vi.advanceTimersByTime(reconnectDelay(0, () => 1));
    expect(FakeRealtimeSocket.instances).toHaveLength(4);
  });

  it('backs off from 0.5 s doubling to 10 s, with jitter between half and all of the step', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });

  it('stops reconnecting after 4401 (not signed in) until the next subscribe', () => {
    const { connection, window } = connect();
    const { notices, listener } = recorder();
    connection.subscribe(listener);
    FakeRealtimeSocket.last.serverClose(NOT_SIGNED_IN_CLOSE_CODE);

    expect(connection.getStatus()).toBe('closed');
    vi.advanceTimersByTime(120_000);
    window.dispatchEvent(new Event('online'));
    expect(FakeRealtimeSocket.instances).toHaveLength(1);
    expect(notices).toEqual([]);

    // Signed in again: a new subscriber tries once more.
    connection.subscribe(() => {});
    expect(FakeRealtimeSocket.instances).toHaveLength(2);
    FakeRealtimeSocket.last.acceptAsSignedIn();
    expect(notices).toEqual([{ type: 'ready' }]);
  });

  it('after 4429 (the account has too many sockets) waits for the tab to be visible again instead of retrying (issue 10.10)', () => {
    let isVisible = false;
    const { connection, window } = connect({ isVisible: () => isVisible });
    connection.subscribe(() => {});
    FakeRealtimeSocket.last.acceptAsSignedIn();
    FakeRealtimeSocket.last.serverClose(TOO_MANY_SOCKETS_CLOSE_CODE);

    expect(connection.getStatus()).toBe('closed');
    vi.advanceTimersByTime(120_000);
    expect(FakeRealtimeSocket.instances).toHaveLength(1);

    isVisible = true;
    window.dispatchEvent(new Event('visibilitychange'));
    expect(FakeRealtimeSocket.instances).toHaveLength(2);
  });

  it('reconnects at once when the browser is back online or the tab becomes visible', () => {
    let isVisible = true;
    const { connection, window } = connect({ isVisible: () => isVisible });
    connection.subscribe(() => {});
    FakeRealtimeSocket.last.acceptAsSignedIn();

    // Several failures: the next wait would be long.
    for (let attempt = 0; attempt < 5; attempt++) {
      FakeRealtimeSocket.last.serverClose(1006);
      vi.advanceTimersByTime(reconnectDelay(attempt, () => 1));
    }
    FakeRealtimeSocket.last.serverClose(1006);
    const before = FakeRealtimeSocket.instances.length;
    window.dispatchEvent(new Event('online'));
    expect(FakeRealtimeSocket.instances).toHaveLength(before + 1);

    FakeRealtimeSocket.last.serverClose(1006);
    isVisible = false;
    window.dispatchEvent(new Event('visibilitychange'));
    expect(FakeRealtimeSocket.instances).toHaveLength(before + 1);
    isVisible = true;
    window.dispatchEvent(new Event('visibilitychange'));
    expect(FakeRealtimeSocket.instances).toHaveLength(before + 2);

    // Already connected: online does not open a second socket.
    FakeRealtimeSocket.last.acceptAsSignedIn();
    window.dispatchEvent(new Event('online'));
    expect(FakeRealtimeSocket.live).toHaveLength(1);
  });

  it('ignores payloads that are not valid realtime events', () => {
    const { connection } = connect();
    const { notices, listener } = recorder();
    connection.subscribe(listener);
    const socket = FakeRealtimeSocket.last;
    socket.acceptAsSignedIn();

    socket.serverSend('not json {');
    socket.serverSend({ type: 'message.exploded', conversationId: CONVERSATION_ID });
    socket.serverSend({ type: 'message.deleted', conversationId: 'not-a-uuid', messageId: MESSAGE_ID });
    socket.serverSend({ ...created, message: { ...created.message, body: 42 } });
    socket.serverSend('null');
    socket.serverSend({ type: 'message.deleted', conversationId: CONVERSATION_ID, messageId: MESSAGE_ID });

    expect(notices).toEqual([
      { type: 'ready' },
      { type: 'message.deleted', conversationId: CONVERSATION_ID, messageId: MESSAGE_ID },
    ]);
  });

  it('a throwing subscriber does not keep the event from the others', () => {
    const { connection } = connect();
    const { notices, listener } = recorder();
    connection.subscribe(() => {
      throw new Error('boom');
    });
    connection.subscribe(listener);
    FakeRealtimeSocket.last.acceptAsSignedIn();
    expect(notices).toEqual([{ type: 'ready' }]);
    // The error is rethrown on its own turn.
    expect(() => vi.runOnlyPendingTimers()).toThrow('boom');
  });

  it('reports status changes to status listeners', () => {
    const { connection } = connect();
    const statuses: string[] = [];
    connection.subscribeStatus((status) => statuses.push(status));
    const unsubscribe = connection.subscribe(() => {});
    FakeRealtimeSocket.last.acceptAsSignedIn();
    FakeRealtimeSocket.last.serverClose(1006);
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    FakeRealtimeSocket.last.acceptAsSignedIn();
    unsubscribe();
    expect(statuses).toEqual(['connecting', 'open', 'connecting', 'open', 'closed']);
  });

  it('restart replaces the socket (a new session) and says reconnected once ready', () => {
    const { connection } = connect();
    const { notices, listener } = recorder();
    connection.subscribe(listener);
    const first = FakeRealtimeSocket.last;
    first.acceptAsSignedIn();
    connection.restart();
    expect(first.closedByClient).not.toBeNull();
    expect(FakeRealtimeSocket.instances).toHaveLength(2);
    // A late event of the old socket is not delivered.
    first.serverSend(created);
    FakeRealtimeSocket.last.acceptAsSignedIn();
    expect(notices).toEqual([{ type: 'ready' }, { type: 'ready' }, { type: 'reconnected' }]);
  });

  it('connects to ws:// or wss:// on the page host', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/realtime');
    expect(realtimeUrl({ protocol: 'https:', host: 'esports.example' })).toBe('wss://esports.example/api/realtime');
  });
});

describe('subscribeRealtime (the tab singleton)', () => {
  it('uses the browser WebSocket on the page host, one socket for the tab', async () => {
    vi.resetModules();
    vi.stubGlobal('WebSocket', FakeRealtimeSocket);
    try {
      const { subscribeRealtime, getRealtimeStatus } = await import('#web/lib/realtime/realtime-client.ts');
      const { notices, listener } = recorder();
      const off1 = subscribeRealtime(listener);
      const off2 = subscribeRealtime(() => {});
      expect(FakeRealtimeSocket.instances).toHaveLength(1);
      expect(FakeRealtimeSocket.last.url).toBe(realtimeUrl(window.location));
      FakeRealtimeSocket.last.acceptAsSignedIn();
      FakeRealtimeSocket.last.serverSend(created);
      expect(getRealtimeStatus()).toBe('open');
      expect(notices).toEqual([{ type: 'ready' }, created]);
      off1();
      off2();
      expect(FakeRealtimeSocket.live).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
