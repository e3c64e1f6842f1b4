/**
 * Rate-limit counters kept in PostgreSQL (table `rate_limits`), so every app
 * server counts the same requests (nothing shared lives in one process's
 * memory). One atomic upsert per count: it opens a new window when the old
 * one ended. The @fastify/rate-limit store and our own counters (sign-in
 * failures, email resends) share this one table and statement.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '#server/db/client.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export interface CounterState {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit on `key` in a fixed window of `windowSeconds`. Given a
 * transaction, the count is part of it: it holds the counter's row lock until
 * the commit (callers that must not exceed a cap under concurrency rely on
 * that), and a rollback takes the hit back.
 */
export async function hitCounter(db: Pick<Database, 'execute'>, key: string, windowSeconds: number): Promise<CounterState> {
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count,
      ceil(extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now())) * 1000)::int AS ttl`);
  const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
  return { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl ?? windowSeconds * 1000)) };
}

/** The hits on each key in its current window (0 for a key without one), without counting. */
export async function readCounters(db: Database, keys: string[], windowSeconds: number): Promise<CounterState[]> {
  if (keys.length === 0) return [];
  const result = await db.execute(sql`
    SELECT key, count,
      ceil(extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now())) * 1000)::int AS ttl
    FROM rate_limits
    WHERE key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) AND window_start > now() - make_interval(secs => ${windowSeconds})`);
  const rows = (result as unknown as { rows: { key: string; count: number; ttl: number }[] }).rows;
  return keys.map((key) => {
    const row = rows.find((candidate) => candidate.key === key);
    return row ? { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 };
  });
}

export async function clearCounter(db: Database, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

export function createRateLimitStoreClass(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      hitCounter(db, this.prefix + key, timeWindow / 1000)
        .then((state) => callback(null, state))
        .catch((error: Error) => callback(error));
    }

    /**
     * One counter per route: @fastify/rate-limit passes the merged limit
     * settings with the route under `routeInfo` (as its Redis store reads them).
     */
    child(settings: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (settings as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = route?.method;
      const url = route?.url ?? '';
      return new DatabaseRateLimitStore(null, `${this.prefix}${method ? String(method) : 'ANY'} ${url}:`);
    }
  };
}
