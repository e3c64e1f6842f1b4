/**
 * Opens the database: PGlite (PostgreSQL in WASM, in process) by default,
 * a PostgreSQL server when a connection string is given. Both run the same
 * committed migrations and the same drizzle queries.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '#server/project-root.ts';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every committed migration not yet applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... : use a PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data directory; omitted: an in-memory database (tests). */
  dataDir?: string;
  /** Called with every statement drizzle sends and its parameters (benchmarks count statements per request). */
  onQuery?: (sql: string, params: unknown[]) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? queryLogger(options.onQuery) : undefined;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, logger);
  return openPglite(options.dataDir, logger);
}

type QueryLogger = { logQuery: (query: string, params: unknown[]) => void };

function queryLogger(onQuery: (sql: string, params: unknown[]) => void): QueryLogger {
  return { logQuery: (query, params) => onQuery(query, params) };
}

async function openPglite(dataDir: string | undefined, logger: QueryLogger | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { logger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, logger: QueryLogger | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Fail fast with a clear message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { logger });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}
