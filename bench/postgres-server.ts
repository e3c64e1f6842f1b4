/**
 * A temporary PostgreSQL server for the benchmarks: scripts/postgres/start.sh
 * makes a fresh cluster on a free loopback port, stop.sh removes it. One
 * server per bench process; callers stop it on every exit
 * (`process.on('exit', stopPostgres)`), an uncaught error included.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let pgTmpDir: string | undefined;

/** Starts the server (shared_buffers 2GB unless PG_SHARED_BUFFERS says otherwise); returns its admin URL (database `postgres`). */
export function startPostgres(): string {
  const output = execFileSync('bash', [path.join(ROOT, 'scripts/postgres/start.sh')], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    // A production server's cache (a fraction of RAM), not the 128 MB default that holds no million-row table.
    env: { ...process.env, PG_SHARED_BUFFERS: process.env.PG_SHARED_BUFFERS ?? '2GB' },
  });
  const values = Object.fromEntries(
    output
      .trim()
      .split('\n')
      .map((line) => line.split('=', 2) as [string, string]),
  );
  pgTmpDir = values.PG_TMP_DIR;
  if (!values.PG_URL) throw new Error(`unexpected output from scripts/postgres/start.sh:\n${output}`);
  return values.PG_URL;
}

/** Stops the server started by startPostgres (safe to call twice). */
export function stopPostgres() {
  if (!pgTmpDir) return;
  spawnSync('bash', [path.join(ROOT, 'scripts/postgres/stop.sh'), pgTmpDir], { stdio: 'inherit' });
  pgTmpDir = undefined;
}

/** The postmaster's process id (its first line of postmaster.pid), to read its CPU time; null when not ours. */
export function postmasterPid(): number | null {
  if (!pgTmpDir) return null;
  try {
    return Number(readFileSync(path.join(pgTmpDir, 'data/postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

/** One statement on its own connection (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** CREATE DATABASE name on the server; returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return databaseUrlFor(serverUrl, name);
}

/** A statement as drizzle's query log saw it. */
export interface Statement {
  sql: string;
  params: unknown[];
}
export interface Explained {
  sql: string;
  executionMs: number;
  planningMs: number;
  plan: string;
}

/** EXPLAIN ANALYZE of each read statement, with the parameters it ran with (writes are skipped). */
export async function explainAll(databaseUrl: string, statements: Statement[]): Promise<Explained[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const explained: Explained[] = [];
    for (const statement of statements) {
      if (!/^\s*(select|with)\b/i.test(statement.sql) || /\b(insert|update|delete)\b/i.test(statement.sql)) continue;
      // Warm the caches first, as the measured requests had.
      await client.query(statement.sql, statement.params);
      const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params);
      const lines = result.rows.map((row) => row['QUERY PLAN']);
      const time = (label: string) => Number(/([\d.]+) ms/.exec(lines.find((line) => line.startsWith(label)) ?? '')?.[1] ?? NaN);
      explained.push({ sql: statement.sql, executionMs: time('Execution Time'), planningMs: time('Planning Time'), plan: lines.join('\n') });
    }
    return explained;
  } finally {
    await client.end();
  }
}

/**
 * Runs a bench on the engines BENCH_ENGINES names (default both): PGlite in
 * this process, then PostgreSQL on BENCH_DATABASE_URL or a fresh database
 * `databaseName` on a temporary server (stopped afterwards, also on a throw).
 */
export async function benchOnEngines<R>(databaseName: string, bench: (database: 'PGlite' | 'PostgreSQL', databaseUrl?: string) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) results.push(await bench('PGlite'));
  if (engines.includes('postgres')) {
    if (process.env.BENCH_DATABASE_URL) {
      results.push(await bench('PostgreSQL', process.env.BENCH_DATABASE_URL));
    } else {
      const server = startPostgres();
      try {
        results.push(await bench('PostgreSQL', await createDatabase(server, databaseName)));
      } finally {
        stopPostgres();
      }
    }
  }
  return results;
}
