import { expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

it('computes once per period, shares a computation in flight, and does not keep a failure', async () => {
  let time = 1_000;
  let calls = 0;
  let fail = false;
  const cache = createTtlCache(
    async () => {
      calls += 1;
      if (fail) throw new Error('down');
      return calls;
    },
    60_000,
    () => time,
  );
  expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
  time += 59_999;
  expect(await cache.get()).toBe(1);
  time += 1;
  fail = true;
  await expect(cache.get()).rejects.toThrow('down');
  fail = false;
  expect(await cache.get()).toBe(3);
  expect(calls).toBe(3);
});
