/**
 * The realtime bus over PostgreSQL LISTEN/NOTIFY (docs/decisions/011).
 * publish() sends `pg_notify('realtime', {userIds, event})`; every server
 * process LISTENs on 'realtime' and hands each event to its own sockets of
 * those users (the hub). NOTIFY payloads stop at 8000 bytes: a
 * message.created too long for one travels as a pointer {userIds,
 * messageId, conversationId} and each process that holds a socket of one of
 * those users loads the message with one query. Events are delivered in the
 * order they were notified, pointers included.
 *
 * endSessions() sends `{userIds, endedSessionIds}`: each process closes its
 * sockets of those sessions with 4401, in the same order as the events, so
 * nothing published after a sign-out reaches that session's sockets.
 *
 * Without a listen function (scripts, single-process tools) events go
 * straight to this process's sockets.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Message, RealtimeEvent } from '#shared/contracts/messaging.ts';
import type { Database, ListenFn } from '#server/db/client.ts';
import type { EndedSession, RealtimeBus } from './realtime-bus.ts';
import { RECONNECT_CLOSE_CODE, type RealtimeHub } from './realtime-hub.ts';

export const REALTIME_CHANNEL = 'realtime';
/** PostgreSQL refuses a payload of 8000 bytes or more. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

interface EventNotice {
  userIds: readonly string[];
  event: RealtimeEvent;
}

interface MessagePointerNotice {
  userIds: readonly string[];
  messageId: string;
  conversationId: string;
}

interface SessionsEndedNotice {
  userIds: readonly string[];
  endedSessionIds: readonly string[];
}

type Notice = EventNotice | MessagePointerNotice | SessionsEndedNotice;

/** Ended sessions per NOTIFY: two ids of 36 characters each, well under the payload limit. */
const ENDED_SESSIONS_PER_NOTICE = 50;

/** The NOTIFY payloads for ended sessions, in chunks that fit. */
export function encodeSessionsEnded(sessions: readonly EndedSession[]): string[] {
  const payloads: string[] = [];
  for (let start = 0; start < sessions.length; start += ENDED_SESSIONS_PER_NOTICE) {
    const chunk = sessions.slice(start, start + ENDED_SESSIONS_PER_NOTICE);
    const notice: SessionsEndedNotice = {
      userIds: [...new Set(chunk.map((session) => session.userId))],
      endedSessionIds: chunk.map((session) => session.sessionId),
    };
    payloads.push(JSON.stringify(notice));
  }
  return payloads;
}

/** The NOTIFY payload for an event: the event itself, or a pointer for a message too long for it; null if neither fits. */
export function encodeNotice(userIds: readonly string[], event: RealtimeEvent): string | null {
  const full = JSON.stringify({ userIds, event } satisfies EventNotice);
  if (Buffer.byteLength(full) <= NOTIFY_PAYLOAD_MAX_BYTES) return full;
  if (event.type !== 'message.created') return null;
  const pointer = JSON.stringify({
    userIds,
    messageId: event.message.id,
    conversationId: event.conversationId,
  } satisfies MessagePointerNotice);
  return Buffer.byteLength(pointer) <= NOTIFY_PAYLOAD_MAX_BYTES ? pointer : null;
}

function decodeNotice(payload: string): Notice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const notice = value as Partial<EventNotice & MessagePointerNotice & SessionsEndedNotice>;
  const isIdList = (ids: unknown): ids is string[] => Array.isArray(ids) && ids.every((id) => typeof id === 'string');
  if (!isIdList(notice.userIds)) return null;
  if (isIdList(notice.endedSessionIds)) return notice as SessionsEndedNotice;
  if (typeof notice.event === 'object' && notice.event !== null && typeof notice.event.type === 'string') {
    return notice as EventNotice;
  }
  if (typeof notice.messageId === 'string' && typeof notice.conversationId === 'string') return notice as MessagePointerNotice;
  return null;
}

export interface NotifyRealtimeBus extends RealtimeBus {
  /** LISTENs (when a listen function was given); resolves once listening. */
  start(): Promise<void>;
  /** UNLISTENs; later notifications are not delivered. */
  stop(): Promise<void>;
}

export function createNotifyRealtimeBus(options: {
  db: Database;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  listen?: ListenFn;
  /**
   * Reads a message a pointer names (the message was too big for a NOTIFY
   * payload). Passed in by the app, so the bus knows no domain's tables.
   */
  loadMessage: (db: Database, conversationId: string, messageId: string) => Promise<Message | null>;
}): NotifyRealtimeBus {
  const { db, hub, log, listen } = options;
  let unlisten: (() => Promise<void>) | null = null;
  let isStopped = false;
  // Deliveries waiting for a pointer's message, in notification order.
  let backlog = 0;
  let tail: Promise<void> = Promise.resolve();

  async function loadMessage(notice: MessagePointerNotice): Promise<RealtimeEvent | null> {
    const message = await options.loadMessage(db, notice.conversationId, notice.messageId);
    // Gone already (the conversation was deleted): nothing to tell.
    return message ? { type: 'message.created', conversationId: notice.conversationId, message } : null;
  }

  /** Runs after everything notified before it (a pointer's message may still be loading). */
  function inOrder(work: () => void) {
    if (backlog === 0) {
      work();
      return;
    }
    backlog += 1;
    tail = tail
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, 'realtime: delivery failed'))
      .finally(() => {
        backlog -= 1;
      });
  }

  function deliverInOrder(userIds: readonly string[], pending: Promise<RealtimeEvent | null>) {
    backlog += 1;
    tail = tail
      .then(() => pending)
      .then((event) => {
        if (event && !isStopped) hub.deliver(userIds, event);
      })
      .catch((error: unknown) => log.error({ err: error }, 'realtime: loading a long message failed'))
      .finally(() => {
        backlog -= 1;
      });
  }

  function onPayload(payload: string) {
    if (isStopped) return;
    const notice = decodeNotice(payload);
    if (!notice) {
      log.warn({ payload: payload.slice(0, 200) }, 'realtime: unreadable notification');
      return;
    }
    // No socket of theirs here: nothing to do (and no query for a pointer).
    if (!hub.hasAnyOf(notice.userIds)) return;
    if ('endedSessionIds' in notice) {
      inOrder(() => hub.closeSessions(notice.endedSessionIds));
      return;
    }
    if ('event' in notice) {
      const { event } = notice;
      inOrder(() => {
        if (!isStopped) hub.deliver(notice.userIds, event);
      });
      return;
    }
    deliverInOrder(notice.userIds, loadMessage(notice));
  }

  function onRelisten() {
    // Notifications sent while the connection was down are lost: the clients reconnect and refetch.
    log.warn('realtime: LISTEN connection restored; asking every client to reconnect');
    hub.closeAll(RECONNECT_CLOSE_CODE, 'Reconnect');
  }

  return {
    get notifyChannel() {
      return listen && !isStopped ? REALTIME_CHANNEL : null;
    },
    async publish(userIds, event) {
      if (userIds.length === 0 || isStopped) return;
      try {
        if (!listen) {
          hub.deliver(userIds, event);
          return;
        }
        const payload = encodeNotice(userIds, event);
        if (payload === null) {
          log.error({ event: event.type, recipients: userIds.length }, 'realtime: event too large to notify');
          return;
        }
        await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'realtime: publish failed');
      }
    },
    async endSessions(sessions) {
      if (sessions.length === 0 || isStopped) return;
      try {
        if (!listen) {
          hub.closeSessions(sessions.map((session) => session.sessionId));
          return;
        }
        for (const payload of encodeSessionsEnded(sessions)) {
          await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
        }
      } catch (error) {
        log.error({ err: error, sessions: sessions.length }, 'realtime: publishing ended sessions failed');
      }
    },
    async start() {
      if (listen && !unlisten) unlisten = await listen(REALTIME_CHANNEL, onPayload, onRelisten);
    },
    async stop() {
      isStopped = true;
      const current = unlisten;
      unlisten = null;
      await current?.();
      await tail;
    },
  };
}
