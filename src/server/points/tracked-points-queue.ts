/**
 * Pays the points of tracked batches after the tracking endpoint has
 * answered (docs/decisions 044 and 048), so the ingest's latency does not
 * carry the ledger's transaction. One user's batches are paid one after
 * another, and those that arrive while one is being paid are merged into the
 * next payment: a burst from one user holds one pooled connection, not one
 * per batch waiting on that user's advisory lock. A failure is logged, never
 * thrown: the batch was stored already.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TrackingEvent } from '#shared/contracts/tracking.ts';
import type { Database } from '#server/db/client.ts';
import { awardTrackedEvents } from './award-tracked-events.ts';

export interface TrackedPointsQueue {
  add(userId: string, events: readonly TrackingEvent[]): void;
  /** Resolves once every batch added so far is paid (or its failure logged): on close, before the database goes. */
  drain(): Promise<void>;
}

export function createTrackedPointsQueue(db: Database, log: FastifyBaseLogger): TrackedPointsQueue {
  const waiting = new Map<string, TrackingEvent[]>();
  const running = new Map<string, Promise<void>>();

  const payWhileWaiting = async (userId: string) => {
    for (let events = waiting.get(userId); events; events = waiting.get(userId)) {
      waiting.delete(userId);
      await awardTrackedEvents(db, userId, events).catch((error: unknown) => {
        log.error({ err: error }, 'tracking: points for a batch were not awarded');
      });
    }
    running.delete(userId);
  };

  return {
    add(userId, events) {
      const queued = waiting.get(userId);
      if (queued) queued.push(...events);
      else waiting.set(userId, [...events]);
      if (!running.has(userId)) running.set(userId, payWhileWaiting(userId));
    },
    async drain() {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
