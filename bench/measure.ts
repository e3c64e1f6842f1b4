/**
 * Small pieces the benchmarks share: percentiles, a plain-text table, the
 * HTTP load client process (bench/http-load.ts), a sign-up through the real
 * route, CPU time of a process tree and the machine's load average.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HTTP_LOAD_SCRIPT = path.join(ROOT, 'bench/http-load.ts');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile (p in 0..100) of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export { formatTable } from './measure-table.ts';

/** The one-minute load average. */
export const loadAverage = () => os.loadavg()[0]!;

export function machineLine(): string {
  return `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`;
}

/** Printed when the machine was busy with other work during a run. */
export function busyWarning(loads: number[]): string | null {
  const busiest = Math.max(...loads);
  if (busiest <= os.cpus().length * 0.75) return null;
  return `WARNING: load average ${busiest.toFixed(1)} on ${os.cpus().length} CPUs: other work ran meanwhile; the latencies are inflated.`;
}

// ------------------------------------------------------------- server processes

const PASSWORD = 'bench-horse-battery-staple';

/**
 * An adult signs up through the real routes of the app listening on
 * `origin` (email bench-<who>-<random>@example.com, display name
 * "Bench <Who>") and follows the confirmation link, which signs them in.
 * The app must be built with `emailDelivery: { kind: 'outbox' }`: the link
 * is read from the outbox table on `db`. Returns the email and the session
 * cookie.
 */
export async function signUpOverHttp(
  origin: string,
  db: Pick<Database, 'execute'>,
  who: string,
  accountType: 'player' | 'team_manager',
): Promise<{ email: string; cookie: string }> {
  const email = `bench-${who}-${randomBytes(4).toString('hex')}@example.com`;
  const displayName = `Bench ${who[0]!.toUpperCase()}${who.slice(1)}`;
  const signUp = await fetch(`${origin}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName, birthDate: '1990-01-01', accountType }),
  });
  if (signUp.status !== 202) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const [mail] = await rowsOf<{ text: string }>(
    db,
    sql`select text_body as text from email_outbox where to_address = ${email} and subject = 'Confirm your email address' order by seq desc limit 1`,
  );
  const token = mail?.text.match(/\/auth\/confirm-email\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`no readable confirmation link for ${email} in the outbox (build the app with emailDelivery outbox)`);
  const confirmed = await fetch(`${origin}/api/account/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(token) }),
  });
  if (confirmed.status !== 200) throw new Error(`confirm-email failed: ${confirmed.status} ${await confirmed.text()}`);
  const cookie = confirmed.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('confirm-email set no cookie');
  return { email, cookie };
}

/** A loopback port nobody listens on (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** True when GET /api/health on the port answers 200 within a second. */
export async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------- scheduling priority

/**
 * BENCH_PRIORITY=-10 (a nice value; below 0 needs root): the benchmark's
 * own processes (this one, servers, load clients, the temporary PostgreSQL
 * and its backends) get that priority, so unrelated work on a shared
 * machine disturbs the figures less. Unset: nothing changes.
 */
export const BENCH_PRIORITY = process.env.BENCH_PRIORITY === undefined ? null : Number(process.env.BENCH_PRIORITY);

/** Gives a process (default: this one) the BENCH_PRIORITY nice value; false when unset or refused. */
export function applyBenchPriority(pid = 0): boolean {
  if (BENCH_PRIORITY === null) return false;
  try {
    os.setPriority(pid, BENCH_PRIORITY);
    return true;
  } catch (error) {
    console.warn(`BENCH_PRIORITY: could not set the priority of ${pid || process.pid}: ${(error as Error).message}`);
    return false;
  }
}

/** A line for the report: under which priority the run went. */
export function priorityLine(): string {
  return BENCH_PRIORITY === null ? 'Priority: normal (BENCH_PRIORITY unset)' : `Priority: nice ${BENCH_PRIORITY} for the benchmark's processes (BENCH_PRIORITY)`;
}

// ------------------------------------------------------------- CPU time

const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds used so far by a process and its children (live ones, and
 * the reaped ones counted in its cutime/cstime): for the app server, or a
 * PostgreSQL postmaster with its backends.
 */
export function cpuSecondsOfTree(pid: number): number {
  const own = statFields(pid);
  if (!own) return NaN;
  // Fields after the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

// ------------------------------------------------------------- HTTP load client (separate process)

export interface HttpLoadJob {
  url: string;
  /** Request these in turn instead of `url` (one URL per request). */
  urls?: string[];
  cookie: string;
  /** Send these in turn instead of `cookie` (one per request). */
  cookies?: string[];
  mode: 'sequential' | 'concurrent' | 'burst' | 'paced';
  /** paced: requests a second. */
  rate?: number;
  /** POST sends the next of `bodies` (JSON) with each request. */
  method?: 'GET' | 'POST';
  bodies?: unknown[];
  count?: number;
  clients?: number;
  seconds?: number;
  /** concurrent: count these statuses instead of aborting (bench/read-mix.ts counts the queue's 503s). */
  allowStatuses?: number[];
}

/** Runs bench/http-load.ts in its own process, so reading responses does not share the server's event loop. */
export function runHttpLoad<T>(job: HttpLoadJob): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', HTTP_LOAD_SCRIPT, JSON.stringify(job)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`load client failed (${code}):\n${stderr}`));
      else resolve(JSON.parse(stdout) as T);
    });
  });
}

/**
 * The app the screen benches request over HTTP: links kept in the outbox (sign-up follows them), sign-ups not rate
 * limited; `options` overrides more (bench:pipeline raises the public form's limits).
 */
export function buildBenchApp(db: Database, options: Partial<Parameters<typeof buildApp>[0]> = {}) {
  return buildApp({
    db,
    authSecret: 'bench-secret-bench-secret-bench-secret-01',
    baseUrl: 'http://127.0.0.1',
    emailDelivery: { kind: 'outbox' },
    authRateLimit: { max: 1000, windowSeconds: 60 },
    ...options,
  });
}
