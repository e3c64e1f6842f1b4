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
import { createPgListener } from '#server/db/pg-listener.ts';
import { openPgliteInWorker } from '#server/db/pglite-in-worker.ts';
import { MIGRATIONS_DIR } from '#server/project-root.ts';

export type Database = PgDatabase<PgQueryResultHKT>;

/** The PGlite extensions the migrations need (the tests' template database is made with the same). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * LISTEN on a channel: onPayload gets each NOTIFY payload. onRelisten is
 * called when the listening connection was lost and is back (notifications
 * sent in between are gone). Resolves once listening, with the unlisten.
 */
export type ListenFn = (
  channel: string,
  onPayload: (payload: string) => void,
  onRelisten?: () => void,
) => Promise<() => Promise<void>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every committed migration not yet applied. */
  migrate(): Promise<void>;
  /** PGlite: its own LISTEN; PostgreSQL: one dedicated connection (not the pool) that reconnects and re-LISTENs. */
  listen: ListenFn;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... : use a PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data directory; omitted: an in-memory database (tests). */
  dataDir?: string;
  /** PGlite: start from this dumped data directory (`dumpDataDir()`) instead of an empty one (tests' migrated template). */
  loadDataDir?: Blob;
  /** PGlite: run it in a worker thread (pglite-in-worker.ts, docs/decisions/092) instead of this thread. */
  pgliteInWorker?: boolean;
  /** Called with every statement drizzle sends and its parameters (benchmarks count statements per request). */
  onQuery?: (sql: string, params: unknown[]) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? queryLogger(options.onQuery) : undefined;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, logger);
  return openPglite(options, logger);
}

type QueryLogger = { logQuery: (query: string, params: unknown[]) => void };

function queryLogger(onQuery: (sql: string, params: unknown[]) => void): QueryLogger {
  return { logQuery: (query, params) => onQuery(query, params) };
}

/** The PGlite a handle runs on: in this thread, or the worker's client, which answers the same calls. */
type PgliteClient = Pick<PGlite, 'listen' | 'close'>;

async function openPglite(options: OpenDatabaseOptions, logger: QueryLogger | undefined): Promise<DatabaseHandle> {
  const { dataDir, loadDataDir } = options;
  const client: PgliteClient = options.pgliteInWorker
    ? await openPgliteInWorker({ dataDir, loadDataDir })
    : await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir });
  // drizzle's pglite driver calls query and transaction only; the worker's client answers them as PGlite does.
  const db = drizzlePglite(client as PGlite, { logger });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // One in-process connection: it cannot be lost, so there is never a re-LISTEN.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, logger: QueryLogger | undefined): Promise<DatabaseHandle> {
  // While the server is away a new connection fails within 5 s instead of queueing the request forever.
  // JIT off: the access rules make statements the planner prices high although they touch a few rows
  // (a never-run branch of the profile rule costs a team_members scan), and at a million profiles
  // PostgreSQL spent 3.3 s compiling one profile page's statement that ran in 1 ms (bench:profiles).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000, options: '-c jit=off' });
  // An idle client the server ends (restart, DROP DATABASE ... WITH (FORCE), a killed backend) is
  // reported here; without a listener the pool would throw it as an uncaught exception. The pool
  // replaces the client on the next query, so there is nothing to do but say so.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.warn(`PostgreSQL pool: an idle connection failed (${error.message})`);
  });
  // A client checked out of the pool has no pool listener: when the server shuts down or crashes
  // under it (57P01, a reset socket) its 'error' event would be uncaught and end the process. The
  // query in flight fails on its own (the request answers 503) and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // Fail fast with a clear message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { logger });
  // keepAlive: a dead peer is noticed, so the listener reconnects instead of waiting forever.
  const listener = createPgListener(() => new pg.Client({ connectionString: databaseUrl, keepAlive: true }));
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(pool, logger),
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** Any fixed number: the advisory lock's key, the same in every instance of the app. */
const MIGRATION_LOCK_KEY = 270_087;

/**
 * Two instances started at once on one database (docs/decisions/087) would both find the same migrations to
 * apply, and the second would fail on what the first created: the lock, held on one connection for the whole
 * run, makes the second wait and then find nothing left to apply.
 */
async function migratePostgres(pool: pg.Pool, logger: QueryLogger | undefined): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { logger }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // Unlocked even when a migration failed; a failed unlock means the connection is gone, and the lock with it.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
