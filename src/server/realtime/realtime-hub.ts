/**
 * The websockets this process holds, by user id (a user has one per tab).
 * deliver() serializes an event once and writes it to the sockets of the
 * listed users only. Every KEEPALIVE_MS it pings each socket, drops the ones
 * that did not answer the previous ping, and closes (4401) the sockets whose
 * session has ended (signed out, expired) with one query for all of them.
 * closeSessions() closes (4401) the sockets of sessions the bus says ended,
 * at once. One user holds at most maxSocketsPerUser sockets here: a new one
 * past that closes the user's oldest with 4429 (decision 016).
 */
import { and, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from '#shared/contracts/messaging.ts';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/auth.ts';
import { sessionIsLive } from '#server/auth/session-lifetime.ts';

/** The close code that tells the client it is not signed in (it stops reconnecting). */
export const NOT_SIGNED_IN_CLOSE_CODE = 4401;
/** The server is going away or lost its LISTEN: reconnect and refetch. */
export const RECONNECT_CLOSE_CODE = 1012;
/** The user opened more sockets than allowed on this process: this, their oldest, was closed. Do not reconnect on your own. */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4429;
/** Sockets one user may hold on one server process (a tab each). */
export const MAX_SOCKETS_PER_USER = 20;
export const KEEPALIVE_MS = 25_000;
/** A socket this far behind (a stalled client) is dropped; it reconnects and refetches. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

const OPEN = 1;

/** The part of a `ws` WebSocket the hub uses. */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

interface Connection {
  socket: HubSocket;
  userId: string;
  sessionId: string;
  isAlive: boolean;
}

export interface RealtimeHub {
  /** Holds a signed-in user's socket until it closes. */
  add(socket: HubSocket, owner: { userId: string; sessionId: string }): void;
  /** True when this process holds a socket of any of these users. */
  hasAnyOf(userIds: readonly string[]): boolean;
  deliver(userIds: readonly string[], event: RealtimeEvent): void;
  /** Closes (4401) this process's sockets of these sessions. */
  closeSessions(sessionIds: readonly string[]): void;
  /** Closes every socket (the clients reconnect, and refetch what they missed). */
  closeAll(code: number, reason: string): void;
  /** One keepalive round: ping, drop the silent, close ended sessions. */
  sweep(): Promise<void>;
  socketCount(): number;
  stop(): void;
}

export function createRealtimeHub(options: {
  db: Database;
  log: FastifyBaseLogger;
  keepaliveMs?: number;
  maxSocketsPerUser?: number;
}): RealtimeHub {
  const maxSocketsPerUser = options.maxSocketsPerUser ?? MAX_SOCKETS_PER_USER;
  const byUser = new Map<string, Set<Connection>>();
  let count = 0;

  function remove(connection: Connection) {
    const connections = byUser.get(connection.userId);
    if (!connections?.delete(connection)) return;
    count -= 1;
    if (connections.size === 0) byUser.delete(connection.userId);
  }

  function each(visit: (connection: Connection) => void) {
    for (const connections of [...byUser.values()]) for (const connection of [...connections]) visit(connection);
  }

  async function closeEndedSessions() {
    // Only the sockets held before the query: one opened meanwhile has a session checked just now.
    const checked: Connection[] = [];
    each((connection) => checked.push(connection));
    const sessionIds = new Set(checked.map((connection) => connection.sessionId));
    if (sessionIds.size === 0) return;
    const live = await options.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, [...sessionIds]), sessionIsLive()));
    const liveIds = new Set(live.map((row) => row.id));
    for (const connection of checked) {
      if (liveIds.has(connection.sessionId) || !byUser.get(connection.userId)?.has(connection)) continue;
      remove(connection);
      connection.socket.close(NOT_SIGNED_IN_CLOSE_CODE, 'Not signed in');
    }
  }

  const hub: RealtimeHub = {
    add(socket, owner) {
      if (socket.readyState !== OPEN) return;
      const connection: Connection = { socket, userId: owner.userId, sessionId: owner.sessionId, isAlive: true };
      let connections = byUser.get(owner.userId);
      if (!connections) {
        connections = new Set();
        byUser.set(owner.userId, connections);
      }
      connections.add(connection);
      count += 1;
      // A Set keeps insertion order: the first is the oldest.
      for (const oldest of connections) {
        if (connections.size <= maxSocketsPerUser) break;
        remove(oldest);
        oldest.socket.close(TOO_MANY_SOCKETS_CLOSE_CODE, 'Too many connections');
      }
      socket.on('pong', () => {
        connection.isAlive = true;
      });
      socket.on('close', () => remove(connection));
    },
    hasAnyOf(userIds) {
      return userIds.some((userId) => byUser.has(userId));
    },
    deliver(userIds, event) {
      let text: string | null = null;
      for (const userId of userIds) {
        const connections = byUser.get(userId);
        if (!connections) continue;
        text ??= JSON.stringify(event);
        for (const connection of connections) {
          const { socket } = connection;
          if (socket.readyState !== OPEN) continue;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            remove(connection);
            socket.terminate();
            continue;
          }
          socket.send(text);
        }
      }
    },
    closeSessions(sessionIds) {
      const ended = new Set(sessionIds);
      each((connection) => {
        if (!ended.has(connection.sessionId)) return;
        remove(connection);
        connection.socket.close(NOT_SIGNED_IN_CLOSE_CODE, 'Not signed in');
      });
    },
    closeAll(code, reason) {
      each((connection) => {
        remove(connection);
        connection.socket.close(code, reason);
      });
    },
    async sweep() {
      each((connection) => {
        if (!connection.isAlive) {
          remove(connection);
          connection.socket.terminate();
          return;
        }
        connection.isAlive = false;
        try {
          connection.socket.ping();
        } catch {
          // The socket is closing: its close event removes it.
        }
      });
      try {
        await closeEndedSessions();
      } catch (error) {
        options.log.error({ err: error }, 'realtime: session check failed');
      }
    },
    socketCount: () => count,
    stop() {
      clearInterval(timer);
      each((connection) => {
        remove(connection);
        connection.socket.terminate();
      });
    },
  };

  const timer = setInterval(() => void hub.sweep(), options.keepaliveMs ?? KEEPALIVE_MS);
  timer.unref();
  return hub;
}
