/**
 * A stand-in for the browser's WebSocket in web tests: records what the
 * client opens and closes and lets a test play the server's part.
 */
import type { RealtimeSocket } from '#web/lib/realtime/realtime-client.ts';

export class FakeRealtimeSocket implements RealtimeSocket {
  static instances: FakeRealtimeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeRealtimeSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  /** Set when the client closed it. */
  closedByClient: { code?: number; reason?: string } | null = null;

  constructor(readonly url: string) {
    FakeRealtimeSocket.instances.push(this);
  }

  static reset() {
    FakeRealtimeSocket.instances = [];
  }

  static get last(): FakeRealtimeSocket {
    const socket = FakeRealtimeSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  /** The sockets the client has not closed and the server has not dropped. */
  static get live(): FakeRealtimeSocket[] {
    return FakeRealtimeSocket.instances.filter((socket) => socket.readyState !== FakeRealtimeSocket.CLOSED);
  }

  close(code?: number, reason?: string) {
    this.readyState = FakeRealtimeSocket.CLOSED;
    this.closedByClient = { code, reason };
  }

  /** The server accepts and says ready (what /api/realtime does for a signed-in user). */
  acceptAsSignedIn() {
    this.readyState = FakeRealtimeSocket.OPEN;
    this.onopen?.(new Event('open'));
    this.serverSend({ type: 'ready' });
  }

  serverSend(data: unknown) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  /** The connection drops (1006) or the server closes with a code. */
  serverClose(code = 1006) {
    this.readyState = FakeRealtimeSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
