/**
 * How pg-boss reaches our database (docs/decisions/056). pg-boss takes any
 * `{ executeSql(text, values) }`; ours runs on the connection the app
 * already has, so the queue works on PGlite (one in-process connection) and
 * on PostgreSQL (the app's pool) alike:
 * - without values pg-boss sends its multi-statement SQL (schema creation,
 *   maintenance under an advisory lock, BEGIN ... COMMIT): PGlite's `exec`,
 *   or the pool's simple query protocol;
 * - with values, one parameterised statement: PGlite's `query`, or the pool.
 * A job added inside one of our drizzle transactions (an email and the
 * change that caused it commit together) goes through `transactionSql`,
 * which turns pg-boss's `$n` placeholders into drizzle parameters.
 */
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';

export interface QueueSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** What drizzle passes to a transaction callback, or the database itself. */
export type Executor = Pick<Database, 'execute'>;

function isPglite(client: unknown): client is PGlite {
  return typeof (client as PGlite).exec === 'function';
}

/** The database's own connection (PGlite) or pool (PostgreSQL), as pg-boss wants it. */
export function queueSqlOf(db: Database): QueueSql {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (isPglite(client)) {
    return {
      async executeSql(text, values) {
        if (values === undefined) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return client.query(text, values);
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

/** pg-boss's `$1 ... $n` statement as a drizzle statement with the values as parameters. */
export function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss's statements inside one of our transactions (or on the database outside one). */
export function transactionSql(tx: Executor): QueueSql {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
      return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
    },
  };
}
