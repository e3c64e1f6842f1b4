/**
 * The PostgreSQL LISTEN connection's bookkeeping, with a stand-in for
 * pg.Client (the API tests run the real one against a PostgreSQL server):
 * one connection for every channel, re-LISTEN after a lost connection with
 * backoff, UNLISTEN and disconnect when nothing listens.
 */
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPgListener, RELISTEN_MIN_MS, type ListenClient } from './pg-listener.ts';

class FakeClient extends EventEmitter implements ListenClient {
  static all: FakeClient[] = [];
  static failNextConnects = 0;
  readonly queries: string[] = [];
  isEnded = false;

  constructor() {
    super();
    FakeClient.all.push(this);
  }

  async connect() {
    if (FakeClient.failNextConnects > 0) {
      FakeClient.failNextConnects -= 1;
      throw new Error('connection refused');
    }
  }

  async query(text: string) {
    this.queries.push(text);
  }

  async end() {
    if (this.isEnded) return;
    this.isEnded = true;
    this.emit('end');
  }

  notify(channel: string, payload: string) {
    this.emit('notification', { channel, payload });
  }
}

const last = () => FakeClient.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeClient.all = [];
  FakeClient.failNextConnects = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PostgreSQL listener', () => {
  it('uses one connection for every channel and hands each payload to that channel subscribers', async () => {
    const listener = createPgListener(() => new FakeClient());
    const heard: string[] = [];
    await listener.listen('realtime', (payload) => heard.push(`a:${payload}`));
    await listener.listen('realtime', (payload) => heard.push(`b:${payload}`));
    await listener.listen('other', (payload) => heard.push(`other:${payload}`));

    expect(FakeClient.all).toHaveLength(1);
    expect(last().queries).toEqual(['LISTEN "realtime"', 'LISTEN "other"']);
    last().notify('realtime', 'one');
    last().notify('other', 'two');
    expect(heard).toEqual(['a:one', 'b:one', 'other:two']);
    await listener.close();
  });

  it('after a lost connection, reconnects, LISTENs again and tells each subscriber; the old connection is ignored', async () => {
    const listener = createPgListener(() => new FakeClient());
    const heard: string[] = [];
    const relistened: string[] = [];
    await listener.listen('realtime', (payload) => heard.push(payload), () => relistened.push('a'));
    await listener.listen('other', () => {}, () => relistened.push('b'));
    const first = last();

    first.emit('error', new Error('terminating connection due to administrator command'));
    expect(first.isEnded).toBe(true);
    // Two failed attempts: the waits double.
    FakeClient.failNextConnects = 2;
    await vi.advanceTimersByTimeAsync(RELISTEN_MIN_MS);
    expect(FakeClient.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RELISTEN_MIN_MS * 2);
    expect(FakeClient.all).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(RELISTEN_MIN_MS * 4 - 1);
    expect(FakeClient.all).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeClient.all).toHaveLength(4);

    expect(last().queries).toEqual(['LISTEN "realtime"', 'LISTEN "other"']);
    expect(relistened).toEqual(['a', 'b']);
    first.notify('realtime', 'stale');
    last().notify('realtime', 'fresh');
    expect(heard).toEqual(['fresh']);

    // A success resets the backoff.
    last().emit('end');
    await vi.advanceTimersByTimeAsync(RELISTEN_MIN_MS);
    expect(FakeClient.all).toHaveLength(5);
    await listener.close();
  });

  it('a listen while the reconnect is waiting connects at once and still tells the subscribers that were cut off', async () => {
    const listener = createPgListener(() => new FakeClient());
    const relistened: string[] = [];
    await listener.listen('realtime', () => {}, () => relistened.push('old'));
    last().emit('error', new Error('gone'));
    await listener.listen('other', () => {}, () => relistened.push('new'));
    expect(FakeClient.all).toHaveLength(2);
    expect(last().queries).toEqual(['LISTEN "realtime"', 'LISTEN "other"']);
    expect(relistened).toEqual(['old']);
    // The pending retry does not open a third connection.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeClient.all).toHaveLength(2);
    expect(relistened).toEqual(['old']);
    await listener.close();
  });

  it('UNLISTENs a channel nobody listens to, disconnects when nothing listens, and does not come back', async () => {
    const listener = createPgListener(() => new FakeClient());
    const stopA = await listener.listen('realtime', () => {});
    const stopB = await listener.listen('realtime', () => {});
    const stopOther = await listener.listen('other', () => {});
    const client = last();

    await stopA();
    await stopA();
    expect(client.queries).toEqual(['LISTEN "realtime"', 'LISTEN "other"']);
    await stopB();
    expect(client.queries.at(-1)).toBe('UNLISTEN "realtime"');
    expect(client.isEnded).toBe(false);
    await stopOther();
    expect(client.isEnded).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeClient.all).toHaveLength(1);

    // Listening again opens a new connection.
    await listener.listen('realtime', () => {});
    expect(FakeClient.all).toHaveLength(2);
    await listener.close();
    expect(last().isEnded).toBe(true);
  });

  it('a first LISTEN that cannot connect fails, and a closed listener never reconnects', async () => {
    const listener = createPgListener(() => new FakeClient());
    FakeClient.failNextConnects = 1;
    await expect(listener.listen('realtime', () => {})).rejects.toThrow('connection refused');

    await listener.listen('realtime', () => {});
    const client = last();
    await listener.close();
    expect(client.isEnded).toBe(true);
    client.emit('error', new Error('late'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeClient.all).toHaveLength(2);
    await expect(listener.listen('realtime', () => {})).rejects.toThrow('closed');
  });
});
