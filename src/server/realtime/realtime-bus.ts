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
}
