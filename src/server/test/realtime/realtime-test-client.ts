/**
 * Real websocket clients for the realtime API tests (the `ws` package that
 * @fastify/websocket is built on), against an app listening on a loopback
 * port: what a browser tab does, cookie and Origin included.
 */
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { RealtimeEvent } from '#shared/contracts/messaging.ts';
import type { App } from '#server/app.ts';
import { REALTIME_PATH } from '../../realtime/realtime.routes.ts';

/** The part of a `ws` client used here (the package ships no types of its own). */
interface WsClient {
  readonly readyState: number;
  on(event: 'open', listener: () => void): unknown;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode?: number }) => void): unknown;
  on(event: 'ping', listener: () => void): unknown;
  close(code?: number): void;
  terminate(): void;
}
type WsClientClass = new (url: string, options?: { headers?: Record<string, string>; autoPong?: boolean }) => WsClient;

const require = createRequire(import.meta.url);
const WebSocketClient = require('ws') as WsClientClass;

export interface TestSocket {
  /** Every event received, in order. */
  readonly events: RealtimeEvent[];
  /** Resolves with the close code once the socket is closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** The first event (from the start) that matches, waiting up to timeoutMs for it. */
  waitFor(match: (event: RealtimeEvent) => boolean, timeoutMs?: number): Promise<RealtimeEvent>;
  close(): void;
}

/** ws://127.0.0.1:<port>/api/realtime of an app listening on a loopback port. */
export function realtimeUrlOf(app: App): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return `ws://127.0.0.1:${address.port}${REALTIME_PATH}`;
}

/** Opens a socket; rejects with "refused <status>" when the upgrade is answered with an HTTP status instead. */
export function openSocket(
  url: string,
  options: { cookie?: string; origin?: string; /** A dead peer: never answers pings. */ isSilent?: boolean } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const client = new WebSocketClient(url, { headers, autoPong: !options.isSilent });
  const events: RealtimeEvent[] = [];
  const waiters = new Set<() => void>();
  let resolveClosed!: (value: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    resolveClosed = resolve;
  });
  client.on('message', (data) => {
    events.push(JSON.parse(data.toString('utf8')) as RealtimeEvent);
    for (const waiter of [...waiters]) waiter();
  });
  client.on('close', (code, reason) => {
    resolveClosed({ code, reason: reason.toString('utf8') });
    for (const waiter of [...waiters]) waiter();
  });

  const socket: TestSocket = {
    events,
    closed,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            done();
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => client.close(),
  };

  return new Promise((resolve, reject) => {
    client.on('open', () => resolve(socket));
    client.on('unexpected-response', (_request, response) => {
      client.terminate();
      reject(new Error(`refused ${response.statusCode ?? '?'}`));
    });
    client.on('error', (error) => reject(error));
  });
}

/** Opens a signed-in socket and waits for the server's ready. */
export async function openSignedInSocket(url: string, cookie: string): Promise<TestSocket> {
  const socket = await openSocket(url, { cookie });
  await socket.waitFor((event) => event.type === 'ready');
  return socket;
}

let markerCount = 0;
const MARKER_PREFIX = '00000000-0000-4000-8000-';

/**
 * Publishes a marker event to these users and waits until each of their
 * sockets has it. Notifications arrive in the order they were sent, so an
 * event a socket did not get before its marker it will never get: this is
 * how a test shows that someone received nothing, without sleeping.
 */
export async function settle(app: App, targets: { user: { id: string }; sockets: TestSocket[] }[]): Promise<void> {
  markerCount += 1;
  const marker: RealtimeEvent = {
    type: 'conversation.updated',
    conversationId: `${MARKER_PREFIX}${String(markerCount).padStart(12, '0')}`,
  };
  await app.ctx.realtime.publish(
    targets.map((target) => target.user.id),
    marker,
  );
  for (const target of targets) {
    for (const socket of target.sockets) {
      await socket.waitFor((event) => event.type === marker.type && event.conversationId === marker.conversationId);
    }
  }
}

/** What a socket received, without the markers of settle(). */
export function withoutMarkers(socket: TestSocket): RealtimeEvent[] {
  return socket.events.filter((event) => !(event.type === 'conversation.updated' && event.conversationId.startsWith(MARKER_PREFIX)));
}
