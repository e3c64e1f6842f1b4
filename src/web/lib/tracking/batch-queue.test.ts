import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchQueue } from './batch-queue.ts';

let sent: { batch: { n: number; pad?: string }[]; beacon: boolean }[];
const queue = (overrides: Partial<ConstructorParameters<typeof BatchQueue>[0]> = {}) =>
  new BatchQueue<{ n: number; pad?: string }>({
    flushSize: 3,
    maxBatchBytes: 10_000,
    intervalMs: 5000,
    send: (batch, beacon) => sent.push({ batch, beacon }),
    ...overrides,
  });

beforeEach(() => {
  sent = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('BatchQueue', () => {
  it('sends a batch as soon as it holds flushSize events', () => {
    const q = queue();
    q.push({ n: 1 });
    q.push({ n: 2 });
    expect(sent).toEqual([]);
    q.push({ n: 3 });
    expect(sent).toEqual([{ batch: [{ n: 1 }, { n: 2 }, { n: 3 }], beacon: false }]);
    expect(q.size).toBe(0);
  });

  it('sends what waits when the interval has passed since the first event waiting, and not before', () => {
    const q = queue();
    q.push({ n: 1 });
    vi.advanceTimersByTime(3000);
    q.push({ n: 2 });
    vi.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ batch: [{ n: 1 }, { n: 2 }], beacon: false }]);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it('a flush on page hide goes by beacon, in batches of at most flushSize, and cancels the timer', () => {
    const q = queue();
    q.flush(true);
    expect(sent).toEqual([]);
    q.push({ n: 1 });
    q.push({ n: 2 });
    q.flush(true);
    expect(sent).toEqual([{ batch: [{ n: 1 }, { n: 2 }], beacon: true }]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  it('splits by bytes so no batch exceeds the server’s cap, and drops an event too large for any batch', () => {
    const q = queue({ flushSize: 10, maxBatchBytes: 700 });
    q.push({ n: 1, pad: 'a'.repeat(200) });
    q.push({ n: 2, pad: 'b'.repeat(200) });
    q.push({ n: 3, pad: 'c'.repeat(900) });
    q.push({ n: 4, pad: 'd'.repeat(200) });
    q.flush(false);
    expect(sent.map(({ batch }) => batch.map((event) => event.n))).toEqual([[1, 2], [4]]);
    for (const { batch } of sent) expect(JSON.stringify(batch).length + 200).toBeLessThanOrEqual(700);
  });

  it('clear drops everything waiting and its timer', () => {
    const q = queue();
    q.push({ n: 1 });
    q.clear();
    vi.advanceTimersByTime(10_000);
    q.flush(true);
    expect(sent).toEqual([]);
  });
});
