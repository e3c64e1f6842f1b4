/**
 * Admission to the API under load (issue 27, item 6; docs/decisions/086).
 *
 * PGlite runs one statement at a time in this process. Left alone, 100
 * concurrent requests interleave their statements, so every one of them
 * takes as long as all of them together (p50 of 7 s at 100 connections).
 * Here at most `concurrency` API requests run at once and the others wait in
 * a bounded first-come queue. A request that finds the queue full, or a
 * queue so long that, at the recent time per request, its turn would come
 * after half of `maxWaitMs`, is answered at once with 503 and Retry-After; one that
 * still waits `maxWaitMs` (the estimate was wrong) gets the same answer then.
 * The ones admitted finish in about the time they need.
 *
 * Not queued: /api/health (the load balancer must see a busy server as up)
 * and websocket upgrades (a socket would hold its place for hours); pages and
 * files outside /api do not touch the database.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';

export interface RequestQueueOptions {
  /** API requests running at once. */
  concurrency: number;
  /** Requests waiting at most; one more is answered 503 at once. */
  maxQueue: number;
  /** How long a request may wait for its turn before it is answered 503. */
  maxWaitMs: number;
}

export const REQUEST_QUEUE_BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';
/** Seconds a client is told to wait: the queue drains in well under that. */
export const REQUEST_QUEUE_RETRY_AFTER_SECONDS = 1;

export interface RequestQueueStats {
  running: number;
  waiting: number;
  /** Requests answered 503 since the start: queue full or wait too long. */
  refused: number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
  /** When it joined (Date.now()) and its place in line then (1: first): how long each place took, once admitted. */
  joinedAt: number;
  place: number;
}

/**
 * A request joins the queue only when its expected wait is at most this share of the deadline. Queued up to
 * the whole deadline, the line settles where its last places are expected to wait just under it, and as the
 * time per request varies about half of those reach the deadline: refused after 1.5 s, not at once, and the
 * ones admitted at the edge answer late (docs/decisions/096). With half, an estimate off by up to twice still
 * meets the deadline; the places stay as busy, since a line of half the deadline still holds many requests.
 */
export const EXPECTED_WAIT_SHARE = 0.5;

/** How much the newest request's time weighs in the running average: about the last 10 requests count. */
const SERVICE_TIME_WEIGHT = 0.1;

/**
 * The counting part, apart from Fastify: `enter` resolves true when the request may run, false when it is
 * refused; `release(serviceMs)` gives the place back with the time the request ran.
 */
export function createRequestQueue(options: RequestQueueOptions) {
  let running = 0;
  let refused = 0;
  /** Running average of the time an admitted request runs; 0 until one has finished. */
  let serviceMs = 0;
  /**
   * Running average of the wait per place in line that the requests admitted from the queue saw (their wait
   * over their place when they joined); 0 until one has waited. It is what the line really moves at, where
   * `serviceMs / concurrency` is what it should: the larger of the two counts.
   */
  let waitPerPlaceMs = 0;
  const waiting: Waiter[] = [];

  const averaged = (average: number, sample: number) => (average === 0 ? sample : average + SERVICE_TIME_WEIGHT * (sample - average));

  /** The wait a request joining the queue now can expect: its place in line times what a place takes. */
  const expectedWaitMs = () => (waiting.length + 1) * Math.max(serviceMs / options.concurrency, waitPerPlaceMs);

  function release(ranMs?: number) {
    if (ranMs !== undefined) serviceMs = averaged(serviceMs, ranMs);
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      waitPerPlaceMs = averaged(waitPerPlaceMs, (Date.now() - next.joinedAt) / next.place);
      next.admit();
    } else {
      running -= 1;
    }
  }

  function enter(): Promise<boolean> | boolean {
    if (running < options.concurrency) {
      running += 1;
      // Admitted without waiting: a sample of nothing, so a line that cleared is not kept refused by old waits.
      if (waitPerPlaceMs > 0) waitPerPlaceMs = averaged(waitPerPlaceMs, 0);
      return true;
    }
    if (waiting.length >= options.maxQueue || expectedWaitMs() > options.maxWaitMs * EXPECTED_WAIT_SHARE) {
      refused += 1;
      return false;
    }
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        // The place of the request that finished passes straight to this one: `running` stays as it is.
        admit: () => resolve(true),
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          refused += 1;
          // It waited the whole deadline and its place had not come: each place took at least that share.
          waitPerPlaceMs = averaged(waitPerPlaceMs, options.maxWaitMs / waiter.place);
          resolve(false);
        }, options.maxWaitMs),
        joinedAt: Date.now(),
        place: waiting.length + 1,
      };
      waiting.push(waiter);
    });
  }

  return {
    enter,
    release,
    stats: (): RequestQueueStats => ({ running, waiting: waiting.length, refused }),
    expectedWaitMs,
  };
}

export type RequestQueue = ReturnType<typeof createRequestQueue>;

function isQueued(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/api/') || path === '/api/health') return false;
  return request.headers.upgrade?.toLowerCase() !== 'websocket';
}

/**
 * Registers the queue's hooks; each admitted request gives its place back exactly once, however it ends
 * (answered, failed, or dropped by the client, also while it waited).
 */
export function registerRequestQueue(app: FastifyInstance, queue: RequestQueue) {
  /** When each admitted request started to run. */
  const admitted = new WeakMap<FastifyRequest, number>();
  const aborted = new WeakSet<FastifyRequest>();
  const leave = (request: FastifyRequest) => {
    const startedAt = admitted.get(request);
    if (startedAt === undefined) return;
    admitted.delete(request);
    queue.release(performance.now() - startedAt);
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!isQueued(request)) return;
    if (!(await queue.enter())) {
      // Answered here, not thrown: the error handler would log every refusal of an overload.
      return reply
        .code(503)
        .header('retry-after', String(REQUEST_QUEUE_RETRY_AFTER_SECONDS))
        .send(new AppError('unavailable', REQUEST_QUEUE_BUSY_MESSAGE).toBody());
    }
    if (aborted.has(request) || request.raw.socket?.destroyed) {
      // The client left while it waited: its turn passes on, and the route never runs for nobody.
      queue.release();
      return reply.code(503).send(new AppError('unavailable', REQUEST_QUEUE_BUSY_MESSAGE).toBody());
    }
    admitted.set(request, performance.now());
  });
  app.addHook('onResponse', async (request) => leave(request));
  app.addHook('onRequestAbort', async (request) => {
    aborted.add(request);
    leave(request);
  });
}
