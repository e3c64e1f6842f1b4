/**
 * The realtime bus the services publish to (docs/decisions/011). publish()
 * fans an event out to every server process through PostgreSQL
 * LISTEN/NOTIFY; each process hands it to the sockets of the listed users
 * it holds. Services call it after their transaction commits, with the
 * recipients read inside that transaction.
 */
import type { RealtimeEvent } from '#shared/contracts/messaging.ts';

export interface RealtimeBus {
  /** Deliver the event to these users' open sockets, on every server process. */
  publish(userIds: readonly string[], event: RealtimeEvent): Promise<void>;
  /**
   * The NOTIFY channel a database statement may publish on itself, inside its
   * own transaction (delivered at commit, so still "after commit"), in the
   * notice format of notify-realtime-bus.ts; the send path does
   * (send_message, docs/decisions/085). Null or absent: events go straight to
   * this process's sockets, or the bus is stopped; call publish().
   */
  readonly notifyChannel?: string | null;
  /**
   * These sessions ended (signed out, revoked, expired): every server process
   * closes their sockets at once with 4401, before any event published after.
   */
  endSessions(sessions: readonly EndedSession[]): Promise<void>;
}

export interface EndedSession {
  userId: string;
  sessionId: string;
}
