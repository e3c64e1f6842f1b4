/**
 * A @fastify/rate-limit store kept in PostgreSQL, so every app server counts
 * the same requests (nothing shared lives in one process's memory). One
 * atomic upsert per request: it opens a new window when the old one ended.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '#server/db/client.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export function createRateLimitStoreClass(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const seconds = timeWindow / 1000;
      db.execute(sql`
        INSERT INTO rate_limits (key, window_start, count) VALUES (${this.prefix + key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${seconds})
                       THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${seconds})
                       THEN now() ELSE rate_limits.window_start END
        RETURNING count,
          ceil(extract(epoch FROM (window_start + make_interval(secs => ${seconds}) - now())) * 1000)::int AS ttl`)
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Math.max(0, Number(row?.ttl ?? timeWindow)) });
        })
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
