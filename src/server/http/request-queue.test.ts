import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestQueue } from '#server/http/request-queue.ts';

describe('the request queue (docs/decisions/086)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('admits up to its concurrency at once, then queues', () => {
    const queue = createRequestQueue({ concurrency: 2, maxQueue: 5, maxWaitMs: 1000 });
    expect(queue.enter()).toBe(true);
    expect(queue.enter()).toBe(true);
    expect(queue.enter()).toBeInstanceOf(Promise);
    expect(queue.stats()).toEqual({ running: 2, waiting: 1, refused: 0 });
  });

  it('passes a finished place to the first who waits, in arrival order', async () => {
    const queue = createRequestQueue({ concurrency: 1, maxQueue: 5, maxWaitMs: 1000 });
    queue.enter();
    const order: string[] = [];
    const first = Promise.resolve(queue.enter()).then((ok) => order.push(`first ${ok}`));
    const second = Promise.resolve(queue.enter()).then((ok) => order.push(`second ${ok}`));
    queue.release();
    await first;
    expect(order).toEqual(['first true']);
    expect(queue.stats()).toEqual({ running: 1, waiting: 1, refused: 0 });
    queue.release();
    await second;
    expect(order).toEqual(['first true', 'second true']);
    queue.release();
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, refused: 0 });
  });

  it('refuses at once when the queue is full', () => {
    const queue = createRequestQueue({ concurrency: 1, maxQueue: 1, maxWaitMs: 1000 });
    queue.enter();
    queue.enter();
    expect(queue.enter()).toBe(false);
    expect(queue.stats()).toEqual({ running: 1, waiting: 1, refused: 1 });
  });

  it('refuses a request that waited past the deadline, and the next release goes to no one', async () => {
    const queue = createRequestQueue({ concurrency: 1, maxQueue: 5, maxWaitMs: 1000 });
    queue.enter();
    const waiting = queue.enter();
    vi.advanceTimersByTime(999);
    expect(queue.stats().waiting).toBe(1);
    vi.advanceTimersByTime(1);
    await expect(waiting).resolves.toBe(false);
    expect(queue.stats()).toEqual({ running: 1, waiting: 0, refused: 1 });
    queue.release();
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, refused: 1 });
  });

  it('keeps the deadline of those admitted from firing later', async () => {
    const queue = createRequestQueue({ concurrency: 1, maxQueue: 5, maxWaitMs: 1000 });
    queue.enter();
    const waiting = queue.enter();
    queue.release();
    await expect(waiting).resolves.toBe(true);
    vi.advanceTimersByTime(5000);
    expect(queue.stats()).toEqual({ running: 1, waiting: 0, refused: 0 });
  });

  it('refuses at once a request whose turn would come after half the deadline at the recent time per request', () => {
    const queue = createRequestQueue({ concurrency: 2, maxQueue: 100, maxWaitMs: 2000 });
    queue.enter();
    queue.enter();
    queue.release(400); // one request ran 400 ms; its place is free again
    queue.enter();
    // Joining now: 1 ahead of nobody, so (0 + 1) / 2 places * 400 ms = 200 ms.
    expect(queue.expectedWaitMs()).toBe(200);
    for (let joined = 0; joined < 4; joined += 1) expect(queue.enter()).toBeInstanceOf(Promise);
    // A sixth in line would wait (5 / 2) * 400 = 1,000 ms: half the deadline, still queued; a seventh would not.
    expect(queue.enter()).toBeInstanceOf(Promise);
    expect(queue.expectedWaitMs()).toBe(1200);
    expect(queue.enter()).toBe(false);
    expect(queue.stats()).toEqual({ running: 2, waiting: 5, refused: 1 });
  });

  it('weighs the newest request a tenth in its time per request', () => {
    const queue = createRequestQueue({ concurrency: 1, maxQueue: 100, maxWaitMs: 10_000 });
    queue.enter();
    queue.release(100);
    queue.enter();
    queue.release(200);
    expect(queue.expectedWaitMs()).toBeCloseTo(110);
  });

  it('counts a place in line at what the admitted requests waited, when that is longer than their run time says', async () => {
    const queue = createRequestQueue({ concurrency: 1, maxQueue: 100, maxWaitMs: 10_000 });
    queue.enter();
    queue.release(100);
    queue.enter();
    expect(queue.expectedWaitMs()).toBe(100);
    const second = queue.enter(); // first in line
    const third = queue.enter(); // second in line
    vi.advanceTimersByTime(300);
    queue.release(100); // the second waited 300 ms at place 1
    expect(await second).toBe(true);
    // One waits (the third): joining now is place 2, at 300 ms a place, not the 100 ms a request runs.
    expect(queue.expectedWaitMs()).toBe(600);
    vi.advanceTimersByTime(100);
    queue.release(100); // the third waited 400 ms at place 2: 200 ms a place, weighed a tenth
    expect(await third).toBe(true);
    expect(queue.expectedWaitMs()).toBeCloseTo(290);
  });

  it('counts a request that reached the deadline in line as a place that took at least its share of it', async () => {
    const queue = createRequestQueue({ concurrency: 1, maxQueue: 100, maxWaitMs: 1000 });
    queue.enter();
    queue.release(10);
    queue.enter();
    const late = queue.enter(); // place 1: expected 10 ms, then nothing is released
    vi.advanceTimersByTime(1000);
    expect(await late).toBe(false);
    // Each place took at least 1,000 ms: one more in line would wait past half the deadline, so it is refused at once.
    expect(queue.expectedWaitMs()).toBe(1000);
    expect(queue.enter()).toBe(false);
    // The line is empty again: a request admitted at once waited nothing, and the estimate comes down.
    queue.release(10);
    expect(queue.enter()).toBe(true);
    expect(queue.expectedWaitMs()).toBe(900);
  });
});
