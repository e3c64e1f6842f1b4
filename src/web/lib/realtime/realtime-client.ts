/**
 * The tab's one websocket to /api/realtime (docs/decisions/011). It is open
 * while something subscribes and closed when nothing does. After a drop it
 * reconnects with backoff (0.5 s doubling to 10 s, with jitter), at once when
 * the browser comes back online or the tab becomes visible, and then tells
 * the subscribers `{ type: 'reconnected' }` so they refetch what they may
 * have missed: the server keeps no event log. Close code 4401 (not signed
 * in) stops the reconnecting until the next subscribe. Close code 4429 (the
 * account opened too many sockets, this tab's was the oldest) stops the
 * automatic reconnecting; the tab connects again when it becomes visible or
 * comes back online (decision 016). Events are checked with the zod-free
 * parseRealtimeEvent, which keeps zod out of every signed-in page view
 * (docs/decisions/009).
 */
import type { RealtimeEvent } from '#shared/contracts/messaging.ts';
import { parseRealtimeEvent } from '#shared/contracts/realtime-events.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export type RealtimeNotice = RealtimeEvent | { type: 'reconnected' };
export type RealtimeListener = (notice: RealtimeNotice) => void;
/** 'open' once the server said ready (signed in); 'closed' while nothing subscribes or after 4401. */
export type RealtimeStatus = 'connecting' | 'open' | 'closed';

/** The server closes with this when the upgrade request has no valid session. */
export const NOT_SIGNED_IN_CLOSE_CODE = 4401;
/** The server closed this tab's socket, the account's oldest, because the account opened too many. */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4429;
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 10_000;

/** The wait before reconnect attempt `attempt` (0-based): 0.5 s doubling to 10 s, between half and all of it. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** ws:// or wss:// on the page's own host (the session cookie goes with it). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${apiPaths.realtime}`;
}

/** The part of the browser's WebSocket this client uses (tests pass a fake). */
export interface RealtimeSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface RealtimeConnectionOptions {
  createSocket: (url: string) => RealtimeSocket;
  url: () => string;
  /** Where 'online' and 'visibilitychange' are heard; omitted outside a browser. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  isVisible?: () => boolean;
  random?: () => number;
}

export interface RealtimeConnection {
  subscribe(listener: RealtimeListener): () => void;
  getStatus(): RealtimeStatus;
  subscribeStatus(listener: (status: RealtimeStatus) => void): () => void;
  /** Closes the socket and opens a new one now if anything subscribes (a new session, a user switch). */
  restart(): void;
}

export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const listeners = new Set<RealtimeListener>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let socket: RealtimeSocket | null = null;
  let status: RealtimeStatus = 'closed';
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  /** The server said ready at least once since the socket was first opened for these subscribers. */
  let wasReady = false;
  /** Closed with 4401: no reconnecting until the next subscribe. */
  let isSignedOut = false;
  let isWatchingWindow = false;

  function setStatus(next: RealtimeStatus) {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  function emit(notice: RealtimeNotice) {
    for (const listener of [...listeners]) {
      try {
        listener(notice);
      } catch (error) {
        // One failing subscriber must not starve the others; surface it without breaking the loop.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  function clearReconnectTimer() {
    if (reconnectTimer !== null) clearTimeout(reconnectTimer);
    reconnectTimer = null;
  }

  function open() {
    clearReconnectTimer();
    if (socket || listeners.size === 0 || isSignedOut) return;
    setStatus('connecting');
    let next: RealtimeSocket;
    try {
      next = options.createSocket(options.url());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onmessage = (event) => {
      if (socket !== next || typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const notice = parseRealtimeEvent(data);
      if (!notice) return;
      if (notice.type === 'ready') {
        attempt = 0;
        setStatus('open');
        const isReconnect = wasReady;
        wasReady = true;
        emit(notice);
        if (isReconnect) emit({ type: 'reconnected' });
        return;
      }
      emit(notice);
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = null;
      if (event.code === NOT_SIGNED_IN_CLOSE_CODE) {
        isSignedOut = true;
        setStatus('closed');
        return;
      }
      if (event.code === TOO_MANY_SOCKETS_CLOSE_CODE) {
        // Reconnecting at once would close another tab's socket in turn: wait to be looked at again.
        clearReconnectTimer();
        setStatus('closed');
        return;
      }
      scheduleReconnect();
    };
    // An error is always followed by close, which decides what happens next.
    next.onerror = () => {};
  }

  function scheduleReconnect() {
    clearReconnectTimer();
    if (listeners.size === 0 || isSignedOut) {
      setStatus('closed');
      return;
    }
    setStatus('connecting');
    reconnectTimer = setTimeout(open, reconnectDelay(attempt, options.random));
    attempt += 1;
  }

  function closeSocket() {
    const current = socket;
    socket = null;
    if (current) {
      current.onopen = current.onmessage = current.onclose = current.onerror = null;
      current.close(1000, 'done');
    }
  }

  /** Back online or visible again: try now instead of waiting out the backoff. */
  function reconnectNow() {
    if (socket || listeners.size === 0 || isSignedOut) return;
    if (options.isVisible && !options.isVisible()) return;
    attempt = 0;
    open();
  }

  function watchWindow(on: boolean) {
    const target = options.window;
    if (!target || on === isWatchingWindow) return;
    isWatchingWindow = on;
    const method = on ? target.addEventListener.bind(target) : target.removeEventListener.bind(target);
    method('online', reconnectNow);
    method('visibilitychange', reconnectNow);
  }

  function stop() {
    clearReconnectTimer();
    closeSocket();
    watchWindow(false);
    wasReady = false;
    attempt = 0;
    setStatus('closed');
  }

  return {
    subscribe(listener) {
      // A new subscriber after 4401 (signed in again) tries once more.
      isSignedOut = false;
      const wrapped: RealtimeListener = (notice) => listener(notice);
      listeners.add(wrapped);
      watchWindow(true);
      if (!socket && reconnectTimer === null) {
        attempt = 0;
        open();
      }
      return () => {
        // The last one out closes at once, with no grace: a remount keyed by the user (a sign-out and
        // sign-in as someone else) must open a socket with the new session's cookie.
        if (listeners.delete(wrapped) && listeners.size === 0) stop();
      };
    },
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    restart() {
      // wasReady stays: the next ready also says 'reconnected', so subscribers refetch for the new session.
      isSignedOut = false;
      if (listeners.size === 0) {
        stop();
        return;
      }
      closeSocket();
      attempt = 0;
      open();
    },
  };
}

let connection: RealtimeConnection | null = null;

function tabConnection(): RealtimeConnection {
  connection ??= createRealtimeConnection({
    createSocket: (url) => new WebSocket(url),
    url: () => realtimeUrl(window.location),
    window,
    isVisible: () => document.visibilityState !== 'hidden',
  });
  return connection;
}

/** Hear every realtime event of the signed-in user (and 'reconnected' after a drop); returns the unsubscribe. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  return tabConnection().subscribe(listener);
}

export function getRealtimeStatus(): RealtimeStatus {
  return tabConnection().getStatus();
}

/** For useSyncExternalStore(subscribeRealtimeStatus, getRealtimeStatus). */
export function subscribeRealtimeStatus(listener: (status: RealtimeStatus) => void): () => void {
  return tabConnection().subscribeStatus(listener);
}

/** After sign-in or sign-out: drop the socket of the previous session and connect anew if anything listens. */
export function restartRealtime(): void {
  connection?.restart();
}
