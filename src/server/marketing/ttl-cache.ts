/**
 * One value kept in this process for a short time (docs/decisions/070): the first caller after it expires
 * computes it again, callers meanwhile share that one computation, and a failure is not kept.
 */
export interface TtlCache<T> {
  get(): Promise<T>;
}

export function createTtlCache<T>(compute: () => Promise<T>, ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  let entry: { value: Promise<T>; expiresAt: number } | null = null;
  return {
    get() {
      const time = now();
      if (entry && time < entry.expiresAt) return entry.value;
      const value = compute();
      const current = { value, expiresAt: time + ttlMs };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
      return value;
    },
  };
}
